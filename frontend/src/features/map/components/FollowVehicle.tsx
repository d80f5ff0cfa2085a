import { fromLonLat } from 'ol/proj';
import { useEffect, useRef } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { SINGLE_VEHICLE_ZOOM } from '../../../components/map/lib/map-defaults';
import { plottable, type MapVehicle } from '../lib/map-vehicle';

// Keeps the followed vehicle centred as it moves: zooms in (spec 02 §9: zoom 17 for one vehicle) when following
// starts, then only pans, so a zoom the user chooses while following is kept.
export function FollowVehicle({ vehicle }: { vehicle: MapVehicle | null }) {
  const map = useMap();
  const followedId = useRef<number | null>(null);
  const position = vehicle && plottable(vehicle) ? vehicle.position : null;
  const id = vehicle?.id ?? null;
  const lat = position?.lat;
  const lon = position?.lon;

  useEffect(() => {
    if (id === null || lat === undefined || lon === undefined) {
      followedId.current = null;
      return undefined;
    }
    const starting = followedId.current !== id;
    followedId.current = id;
    // After MapView's own first centring, which runs after its children's effects in the same commit.
    const timer = setTimeout(() => {
      const view = map.getView();
      const center = fromLonLat([lon, lat]);
      if (starting) view.animate({ center, zoom: SINGLE_VEHICLE_ZOOM, duration: 500 });
      else view.animate({ center, duration: 300 });
    }, 0);
    return () => clearTimeout(timer);
  }, [map, id, lat, lon]);

  return null;
}
