import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import type { ZonePoint } from '../api/types';
import { openRing } from '../lib/polygon';

const STYLE = {
  'fill-color': 'rgba(255, 167, 38, 0.25)',
  'stroke-color': 'rgb(239, 108, 0)',
  'stroke-width': 3,
  'circle-radius': 5,
  'circle-fill-color': 'rgb(239, 108, 0)',
};

function polygonOf(points: readonly ZonePoint[]): Polygon {
  const ring = points.map((p) => fromLonLat([p.longitude, p.latitude]));
  return new Polygon([[...ring, ring[0]!]]);
}

function pointsOf(feature: Feature | undefined): ZonePoint[] {
  const geometry = feature?.getGeometry();
  if (!(geometry instanceof Polygon)) return [];
  const ring = geometry.getCoordinates()[0] ?? [];
  return openRing(
    ring.map((c) => {
      const [longitude = 0, latitude = 0] = toLonLat(c);
      return { latitude, longitude };
    }),
  );
}

const near = (a: readonly ZonePoint[], b: readonly ZonePoint[]) =>
  a.length === b.length &&
  a.every((p, i) => Math.abs(p.latitude - b[i]!.latitude) < 1e-9 && Math.abs(p.longitude - b[i]!.longitude) < 1e-9);

interface Props {
  points: readonly ZonePoint[];
  onChange(points: ZonePoint[]): void;
}

// The geofence's polygon (STYLE.md §16: renders nothing). With no polygon, clicks draw one (double-click ends it);
// a drawn one's corners and edges are dragged to change it (ol/interaction Draw and Modify).
export function PolygonLayer({ points, onChange }: Props) {
  const map = useMap();
  const report = useRef(onChange);
  report.current = onChange;
  const [{ source, layer }] = useState(() => {
    const zone = new VectorSource<Feature<Polygon>>();
    return { source: zone, layer: new VectorLayer({ source: zone, style: STYLE, zIndex: 10 }) };
  });

  useEffect(() => {
    map.addLayer(layer);
    const modify = new Modify({ source });
    modify.on('modifyend', (event) => report.current(pointsOf(event.features.item(0) as Feature)));
    map.addInteraction(modify);
    return () => {
      map.removeInteraction(modify);
      map.removeLayer(layer);
    };
  }, [map, layer, source]);

  const empty = points.length === 0;
  useEffect(() => {
    if (!empty) return undefined;
    const draw = new Draw({ source, type: 'Polygon', style: STYLE });
    draw.on('drawend', (event) => report.current(pointsOf(event.feature)));
    map.addInteraction(draw);
    const target = map.getTargetElement();
    if (target) target.style.cursor = 'crosshair';
    return () => {
      map.removeInteraction(draw);
      if (target) target.style.cursor = '';
    };
  }, [map, source, empty]);

  // Points from elsewhere (loaded, searched, typed, cleared) replace the drawn polygon.
  useEffect(() => {
    if (near(pointsOf(source.getFeatures()[0]), points)) return;
    source.clear();
    if (points.length >= 2) source.addFeature(new Feature(polygonOf(points)));
  }, [source, points]);

  return null;
}
