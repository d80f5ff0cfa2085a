import { api, type RequestOptions } from '../../../api/client';
import type {
  AttestCheck,
  AttestMonth,
  AttestRefuseRequest,
  AttestReviewRequest,
  AttestUserRequest,
  DriverMonth,
  MonthRef,
} from './types';

// The trips page may show another organisation than the selected one; the payroll screen acts in the row's own.
export type Scope = Pick<RequestOptions, 'organizationId'>;

const driverMonth = ({ year, month, personId, vehicleId }: DriverMonth) => ({ year, month, personId, vehicleId });

export const attestationApi = {
  // The attest menu asks about three months at once: a failure leaves that month's state unknown, not three toasts.
  checkQuietly: (month: MonthRef, vehicleId: number, scope?: Scope) =>
    api.get<AttestCheck>('/api/attest/check', {
      query: { year: month.year, month: month.month, vehicle: vehicleId },
      notify: false,
      ...scope,
    }),
  check: (month: MonthRef, vehicleId: number, scope?: Scope) =>
    api.get<AttestCheck>('/api/attest/check', {
      query: { year: month.year, month: month.month, vehicle: vehicleId },
      ...scope,
    }),
  // Every driver-and-vehicle month the caller may review (administrators), or the caller's own.
  months: (month: MonthRef) =>
    api.get<AttestMonth[]>('/api/attest/months', { query: { year: month.year, month: month.month } }),
  // The attest dialog shows a refusal itself (TRIPS_NEED_CORRECTION, ADMIN_ALREADY_APPROVED).
  attest: (body: AttestUserRequest, scope?: Scope) =>
    api.patch<AttestMonth[]>('/api/attest/user', body, { notify: false, ...scope }),
  // The review dialog shows the refusals of approve and refuse in its own alert.
  approve: (month: DriverMonth, message: string) =>
    api.put<AttestMonth>(
      '/api/attest/confirm',
      { ...driverMonth(month), message: message || undefined } satisfies AttestReviewRequest,
      { notify: false },
    ),
  refuse: (month: DriverMonth, message: string, tripIds: readonly number[]) =>
    api.put<AttestMonth>(
      '/api/attest/refuse',
      { ...driverMonth(month), message, tripIds: [...tripIds] } satisfies AttestRefuseRequest,
      { notify: false },
    ),
  remind: (month: DriverMonth, message: string) =>
    api.put<AttestMonth>(
      '/api/attest/remind',
      { ...driverMonth(month), message: message || undefined } satisfies AttestReviewRequest,
      { notify: false },
    ),
  // Unlock and reset are confirmed first; a refusal is shown by the client's toast.
  unlock: (month: DriverMonth) =>
    api.put<AttestMonth>('/api/attest/unlock', driverMonth(month) satisfies AttestReviewRequest),
  reset: ({ personId, year, month, vehicleId }: DriverMonth) =>
    api.patch<AttestMonth>(`/api/attest/user/${personId}/unattest`, { year, month, vehicleId }),
};
