import { useEffect } from 'react';

import { ApiError } from '../../../api/client';
import { overviewApi } from '../api/overview-api';
import { fromOverviewItem } from '../lib/overview-adapter';
import { useMapVehiclesStore } from '../store/map-vehicles-store';

// Spec 02 §2.5, §9: the selected vehicle's live position is fetched every 10 s.
export const SELECTED_REFRESH_MS = 10_000;

// Refreshes the selected vehicle every 10 s. When the lookup is refused (the vehicle is gone or no longer
// visible) the selection is cleared, as the spec says for a lookup that returns false; a network failure keeps
// it and tries again at the next tick.
export function useSelectedVehiclePoll(selectedId: number | null): void {
  useEffect(() => {
    if (selectedId === null) return undefined;
    let cancelled = false;
    const refresh = async () => {
      try {
        const item = await overviewApi.vehicle(selectedId);
        if (!cancelled) useMapVehiclesStore.getState().upsert(fromOverviewItem(item));
      } catch (error) {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (!cancelled && refused && useMapVehiclesStore.getState().selectedId === selectedId) {
          useMapVehiclesStore.getState().clearSelection();
        }
      }
    };
    const timer = setInterval(() => void refresh(), SELECTED_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [selectedId]);
}
