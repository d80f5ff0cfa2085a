import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { driversApi, vehiclesApi } from '../../vehicles/api/vehicles-api';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { schedulesApi } from '../api/reports-api';

export interface TargetOption {
  id: number;
  label: string;
}

export interface RecipientOption {
  email: string;
  name: string;
}

export interface ScheduleOptions {
  vehicles: TargetOption[];
  drivers: TargetOption[];
  users: RecipientOption[];
  loading: boolean;
}

const byLabel = (a: TargetOption, b: TargetOption) => a.label.localeCompare(b.label, 'sv');

// What a schedule of the organisation can target and whom it can be sent to (its users, by their e-mail).
export function useScheduleOptions(organizationId: number): ScheduleOptions {
  const vehicles = useApiQuery(`report-schedule-vehicles.${organizationId}`, () =>
    vehiclesApi.listSimple({ organizationId }),
  );
  const drivers = useApiQuery(`report-schedule-drivers.${organizationId}`, () => driversApi.list(organizationId));
  const users = useApiQuery(`report-schedule-users.${organizationId}`, () => schedulesApi.recipients(organizationId));
  return useMemo(
    () => ({
      vehicles: (vehicles.data ?? []).map((v) => ({ id: v.id, label: vehicleName(v) })).sort(byLabel),
      drivers: (drivers.data ?? []).map((u) => ({ id: u.userId, label: u.displayName })).sort(byLabel),
      users: (users.data ?? []).map((u) => ({ email: u.displayEmail, name: u.displayName })),
      loading: vehicles.loading || drivers.loading || users.loading,
    }),
    [vehicles.data, vehicles.loading, drivers.data, drivers.loading, users.data, users.loading],
  );
}
