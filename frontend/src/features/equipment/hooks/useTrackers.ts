import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';
import { isTrackerVehicle } from '../lib/equipment-display';

// Vehicles are read per organisation (x-organization-id), so the list asks each known organisation in turn.
async function listTrackers(organizationIds: readonly number[]): Promise<Vehicle[]> {
  const lists = await Promise.all(organizationIds.map((organizationId) => vehiclesApi.list(false, { organizationId })));
  const byId = new Map<number, Vehicle>();
  lists.flat().forEach((v) => {
    if (isTrackerVehicle(v) && !v.isArchived) byId.set(v.id, v);
  });
  return [...byId.values()];
}

export function useTrackers(organizationIds: readonly number[]) {
  const key = `trackers.${organizationIds.join(',')}`;
  const query = useApiQuery(key, () => listTrackers(organizationIds), organizationIds.length > 0);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  return { rows, loading: query.loading, reload: query.reload };
}
