import { useEffect, useMemo, useRef } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { overviewQuery } from '../api/overview-query';
import { useLiveUpdates } from '../api/useLiveUpdates';
import { fromLiveUpdate, fromOverviewItem } from '../lib/overview-adapter';
import type { MapVehicleUpdate } from '../lib/map-vehicle';
import { ThrottleBuffer } from '../lib/throttle-buffer';
import { useMapVehiclesStore } from '../store/map-vehicles-store';

// Live batches reach the store at most once a second, however fast the socket delivers.
export const LIVE_THROTTLE_MS = 1000;

// Loads the overview of the chosen organisations into the store and keeps it live from the socket. A reconnect
// reloads, since updates sent while the socket was down are not replayed.
export function useMapData(organizationIds: readonly number[], enabled: boolean) {
  const key = organizationIds.join(',');
  const overview = overviewQuery(organizationIds);
  const query = useApiQuery(overview.key, overview.load, enabled);
  const vehicles = useMemo(() => query.data?.map(fromOverviewItem), [query.data]);

  useEffect(() => {
    if (vehicles) useMapVehiclesStore.getState().replaceAll(vehicles);
  }, [vehicles]);

  const buffer = useMemo(
    () =>
      new ThrottleBuffer<MapVehicleUpdate>(
        (batch) => useMapVehiclesStore.getState().applyUpdates(batch),
        LIVE_THROTTLE_MS,
      ),
    [],
  );
  useEffect(() => () => buffer.close(), [buffer]);

  const firstReady = useRef(true);
  useLiveUpdates(
    {
      onUpdates: (items) => buffer.push(items.map(fromLiveUpdate)),
      onRemoved: (ids) => useMapVehiclesStore.getState().remove(ids),
      onReady: () => {
        if (firstReady.current) firstReady.current = false;
        else void query.reload();
      },
    },
    enabled,
  );

  return { loading: query.loading, error: query.error, loaded: vehicles !== undefined, reload: query.reload, key };
}
