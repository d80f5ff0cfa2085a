import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { useSessionStore } from '../../../app/session/store/session-store';
import { driversApi, vehiclesApi } from '../api/vehicles-api';
import type { Vehicle } from '../api/types';

export type VehicleRow = Vehicle & { id: number };

// Active and archived vehicles (not trackers) of the selected organisation; the tabs need both.
export function useVehicles() {
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const query = useApiQuery(`vehicles.${organizationId}`, () => vehiclesApi.list(true));
  const split = useMemo(() => {
    const all = (query.data ?? []).filter((v) => !v.isTracker);
    return { active: all.filter((v) => !v.isArchived), archived: all.filter((v) => v.isArchived) };
  }, [query.data]);
  return { ...query, ...split };
}

export function useDrivers(organizationId: number | null) {
  return useApiQuery(
    `drivers.${organizationId}`,
    () => driversApi.list(organizationId ?? 0),
    organizationId !== null && organizationId > 0,
  );
}
