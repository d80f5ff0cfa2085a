import { useEffect, useState } from 'react';

import { overviewApi } from '../../map/api/overview-api';
import { SELECTED_REFRESH_MS } from '../../map/hooks/useSelectedVehiclePoll';
import type { MapVehicle } from '../../map/lib/map-vehicle';
import { fromOverviewItem } from '../../map/lib/overview-adapter';

export interface VehiclePosition {
  vehicle: MapVehicle | null;
  loading: boolean;
  failed: boolean;
}

// The vehicle's latest position from the map overview (GET /api/overview/vehicle/{id}), refreshed like the map's
// selected vehicle every 10 s, so My vehicles shows where the car is now.
export function useVehiclePosition(vehicleId: number): VehiclePosition {
  const [state, setState] = useState<VehiclePosition>({ vehicle: null, loading: true, failed: false });

  useEffect(() => {
    let cancelled = false;
    setState({ vehicle: null, loading: true, failed: false });
    const load = () =>
      overviewApi
        .vehicle(vehicleId)
        .then((item) => {
          if (!cancelled) setState({ vehicle: fromOverviewItem(item), loading: false, failed: false });
        })
        .catch(() => {
          if (!cancelled) setState((s) => ({ ...s, loading: false, failed: true }));
        });
    void load();
    const timer = setInterval(() => void load(), SELECTED_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [vehicleId]);

  return state;
}
