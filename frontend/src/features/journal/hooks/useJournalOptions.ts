import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { journalDriversQuery, journalVehiclesQuery } from '../api/journal-options-queries';

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
  const vehiclesQuery = journalVehiclesQuery(organizationId, showArchived);
  const driversQuery = journalDriversQuery(organizationId, showArchived);
  const vehicles = useApiQuery(vehiclesQuery.key, vehiclesQuery.load, enabled);
  const drivers = useApiQuery(driversQuery.key, driversQuery.load, enabled);
  return useMemo(
    () => ({
      vehicles: (vehicles.data ?? []).map((v) => ({ id: v.id, label: vehicleName(v) })).sort(byLabel),
      drivers: (drivers.data ?? []).map((u) => ({ id: u.userId, label: u.displayName })).sort(byLabel),
      loaded: enabled && !vehicles.loading && !drivers.loading,
    }),
    [vehicles.data, vehicles.loading, drivers.data, drivers.loading, enabled],
  );
}
