import type { TFunction } from 'i18next';

import type { ListColumn } from '../../../components/list-table/lib/list-types';
import { formatDate } from '../../../lib/dates';
import type { ReportSchedule } from '../api/types';
import { DeliveryStatusChip } from './DeliveryStatusChip';

interface ColumnOptions {
  organizationName(id: number): string;
  /** The organisation column is left out when one organisation is chosen (spec 02 §2.7). */
  withOrganization: boolean;
}

export function targetsText(s: ReportSchedule, t: TFunction): string {
  const parts: [string, number][] = [
    ['vehicles', s.reportTarget?.length ?? 0],
    ['organizations', s.reportTargetOrganizations?.length ?? 0],
    ['drivers', s.reportTargetDrivers?.length ?? 0],
    ['driverOrganizations', s.reportTargetDriverOrganizations?.length ?? 0],
  ];
  return parts
    .filter(([, count]) => count > 0)
    .map(([key, count]) => t(`schedules.targets.${key}`, { count }))
    .join(', ');
}

// t is the reports namespace's.
export function scheduleColumns(t: TFunction, opts: ColumnOptions): ListColumn<ReportSchedule>[] {
  const columns: ListColumn<ReportSchedule>[] = [
    { field: 'name', headerName: t('schedules.column.name'), width: 200 },
    {
      field: 'reportType',
      headerName: t('schedules.column.reportType'),
      width: 200,
      valueGetter: (_, s) => t(`type.${s.reportType}`),
    },
    {
      field: 'targets',
      headerName: t('schedules.column.targets'),
      width: 200,
      sortable: false,
      valueGetter: (_, s) => targetsText(s, t),
    },
    {
      field: 'email',
      headerName: t('schedules.column.recipients'),
      width: 240,
      valueGetter: (_, s) => (s.email ?? []).join(', '),
    },
    { field: 'schedule', headerName: t('schedules.column.day'), width: 80, type: 'number' },
    { field: 'reportFormat', headerName: t('schedules.column.format'), width: 90 },
    {
      field: 'lastDelivery',
      headerName: t('schedules.column.lastDelivery'),
      width: 170,
      textValue: (s) =>
        s.lastDelivery ? `${s.lastDelivery.period} ${t(`deliveries.status.${s.lastDelivery.status}`)}` : '',
      valueGetter: (_, s) => s.lastDelivery?.createdTsMs ?? 0,
      renderCell: ({ row }) =>
        row.lastDelivery ? (
          <span>
            {row.lastDelivery.period} <DeliveryStatusChip status={row.lastDelivery.status} />
          </span>
        ) : (
          t('schedules.never')
        ),
    },
    {
      field: 'nextRunTsMs',
      headerName: t('schedules.column.nextRun'),
      width: 120,
      valueFormatter: (value: number) => (value ? formatDate(value) : t('schedules.never')),
    },
  ];
  if (opts.withOrganization) {
    columns.splice(1, 0, {
      field: 'organizationId',
      headerName: t('schedules.column.organization'),
      width: 180,
      valueGetter: (_, s) => opts.organizationName(s.organizationId),
    });
  }
  return columns;
}
