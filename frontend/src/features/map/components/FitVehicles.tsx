import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { useEffect } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { FIT_PADDING, SINGLE_VEHICLE_ZOOM } from '../../../components/map/lib/map-defaults';
import { plottable, type MapVehicle } from '../lib/map-vehicle';

// Frames the plotted vehicles each time `fitKey` changes (a new load or filter), not on live moves. Without any
// plotted vehicle the view stays at the default centre (spec 02 §9).
export function FitVehicles({ vehicles, fitKey }: { vehicles: readonly MapVehicle[]; fitKey: string }) {
  const map = useMap();

  useEffect(() => {
    const coordinates = vehicles.filter(plottable).map((v) => fromLonLat([v.position.lon, v.position.lat]));
    if (!coordinates.length) return undefined;
    // After MapView's own first centring, which runs after its children's effects in the same commit.
    const timer = setTimeout(() => {
      map.getView().fit(boundingExtent(coordinates), {
        padding: Array(4).fill(FIT_PADDING),
        maxZoom: SINGLE_VEHICLE_ZOOM,
      });
    }, 0);
    return () => clearTimeout(timer);
    // Only a new load or filter reframes; live moves must not pull the view away from the user.
  }, [map, fitKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
