import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { useEffect } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { FIT_PADDING } from '../../../components/map/lib/map-defaults';
import type { ZonePoint } from '../api/types';

const MAX_ZOOM = 17;

/** What to frame; `at` makes the same points framed again. */
export interface PolygonFocus {
  points: readonly ZonePoint[];
  at: number;
}

// Frames the polygon when asked (loaded, searched, typed), never while it is being dragged.
export function FitPolygon({ focus }: { focus: PolygonFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus || focus.points.length === 0) return undefined;
    const extent = boundingExtent(focus.points.map((p) => fromLonLat([p.longitude, p.latitude])));
    // After MapView's own first centring, which runs after its children's effects in the same commit.
    const timer = setTimeout(
      () => map.getView().fit(extent, { padding: Array(4).fill(FIT_PADDING), maxZoom: MAX_ZOOM, duration: 0 }),
      0,
    );
    return () => clearTimeout(timer);
  }, [map, focus]);
  return null;
}
