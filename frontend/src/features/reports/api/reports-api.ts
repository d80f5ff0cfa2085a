import { api, requestResponse } from '../../../api/client';
import type { User } from '../../../api/types';
import { reportQuery } from '../lib/report-query';
import { REPORT_PATH } from '../lib/report-types';
import type {
  Delivery,
  DriverMonthRow,
  QueuedReport,
  ReportFormat,
  ReportRequest,
  ReportSchedule,
  ReportType,
  ScheduleFields,
} from './types';

const reportPath = (type: ReportType, format: ReportFormat) =>
  `/api/report/${REPORT_PATH[type]}/${format.toLowerCase()}`;

interface Scope {
  organizationId?: number;
}

export const reportsApi = {
  /** The report file as a streaming answer (read it with lib/download's readWithProgress). */
  download: (type: ReportType, format: ReportFormat, req: ReportRequest, scope: Scope = {}) =>
    requestResponse('GET', reportPath(type, format), {
      query: reportQuery({ ...req, email: undefined }),
      headers: { Accept: format === 'PDF' ? 'application/pdf, application/json' : 'text/csv, application/json' },
      organizationId: scope.organizationId,
    }),
  /** The report generated in the background and mailed to `req.email`; answered at once. */
  email: (type: ReportType, format: ReportFormat, req: ReportRequest, scope: Scope = {}) =>
    api.get<QueuedReport>(reportPath(type, format), {
      query: reportQuery(req),
      organizationId: scope.organizationId,
    }),
  driverMonth: (year: number, month: number, scope: Scope = {}) =>
    api.get<DriverMonthRow[]>('/api/report/driver', { query: { year, month }, organizationId: scope.organizationId }),
};

export const schedulesApi = {
  list: () => api.get<ReportSchedule[]>('/api/report/schedule'),
  listOfOrganization: (organizationId: number) =>
    api.get<ReportSchedule[]>(`/api/report/schedule/organization/${organizationId}`, { organizationId }),
  create: (body: ScheduleFields) =>
    api.post<ReportSchedule>('/api/report/schedule', body, { organizationId: body.organizationId, notify: false }),
  update: (id: number, body: Partial<ScheduleFields>) =>
    api.patch<ReportSchedule>(`/api/report/schedule/${id}`, body, {
      organizationId: body.organizationId,
      notify: false,
    }),
  remove: (id: number) => api.delete<ReportSchedule>(`/api/report/schedule/${id}`),
  deliveries: (id: number) => api.get<Delivery[]>(`/api/report/schedule/${id}/deliveries`),
  /** The organisation's users, to pick recipients from (the full list carries their e-mail addresses). */
  recipients: (organizationId: number) =>
    api
      .get<User[]>('/api/user', { organizationId, showArchived: false })
      .then((users) => users.filter((u) => !u.isArchived && u.displayEmail)),
};
