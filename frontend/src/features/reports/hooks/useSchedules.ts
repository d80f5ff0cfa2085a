import { schedulesApi } from '../api/reports-api';
import { useApiQuery } from '../../../lib/useApiQuery';

// The schedules of one organisation, or all the caller sees (null).
export function useSchedules(organizationId: number | null) {
  return useApiQuery(`report-schedules.${organizationId ?? 'all'}`, () =>
    organizationId === null ? schedulesApi.list() : schedulesApi.listOfOrganization(organizationId),
  );
}

export function useDeliveries(scheduleId: number) {
  return useApiQuery(`report-deliveries.${scheduleId}`, () => schedulesApi.deliveries(scheduleId));
}
