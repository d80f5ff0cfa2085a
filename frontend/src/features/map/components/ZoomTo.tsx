import type { Coordinate } from 'ol/coordinate';
import { useEffect } from 'react';

import { useMap } from '../../../components/map/components/MapView';

// A place picked in the search; `at` makes picking the same place twice move the map again.
export interface ZoomTarget {
  center: Coordinate;
  zoom: number;
  at: number;
}

export function ZoomTo({ target }: { target: ZoomTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (!target) return undefined;
    const timer = setTimeout(
      () => map.getView().animate({ center: target.center, zoom: target.zoom, duration: 500 }),
      0,
    );
    return () => clearTimeout(timer);
  }, [map, target]);
  return null;
}
