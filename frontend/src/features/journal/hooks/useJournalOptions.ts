import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { driversApi, vehiclesApi } from '../../vehicles/api/vehicles-api';
import { vehicleName } from '../../vehicles/lib/vehicle-form';

export interface FilterOption {
  id: number;
  label: string;
}

export interface JournalOptions {
  vehicles: FilterOption[];
  drivers: FilterOption[];
  loaded: boolean;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, 'sv');

// The vehicle and driver choices of an organisation, from the lists the vehicle screens already read: the fleet
// answers a driver with its permitted vehicles only.
export function useJournalOptions(organizationId: number | null, showArchived: boolean): JournalOptions {
  const enabled = organizationId !== null;
  const vehicles = useApiQuery(
    `journal-vehicles.${organizationId}.${showArchived}`,
    () => vehiclesApi.listSimple({ organizationId: organizationId ?? undefined }),
    enabled,
  );
  const drivers = useApiQuery(
    `journal-drivers.${organizationId}.${showArchived}`,
    () => driversApi.list(organizationId!),
    enabled,
  );
  return useMemo(
    () => ({
      vehicles: (vehicles.data ?? []).map((v) => ({ id: v.id, label: vehicleName(v) })).sort(byLabel),
      drivers: (drivers.data ?? []).map((u) => ({ id: u.userId, label: u.displayName })).sort(byLabel),
      loaded: enabled && !vehicles.loading && !drivers.loading,
    }),
    [vehicles.data, vehicles.loading, drivers.data, drivers.loading, enabled],
  );
}
