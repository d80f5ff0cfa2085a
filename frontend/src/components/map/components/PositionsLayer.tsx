import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useState } from 'react';

import { useMap } from './MapView';

export interface MapPosition {
  id: number;
  lat: number;
  lon: number;
  color: string;
  label: string;
}

// Vehicle positions as circles with their label; flat styles read the colour and label from each feature.
export function PositionsLayer({ positions }: { positions: MapPosition[] }) {
  const map = useMap();
  const [source] = useState(() => new VectorSource());
  const [layer] = useState(
    () =>
      new VectorLayer({
        source,
        style: {
          'circle-radius': 8,
          'circle-fill-color': ['get', 'color'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
          'text-value': ['get', 'label'],
          'text-offset-y': -18,
          'text-fill-color': '#ffffff',
          'text-stroke-color': '#000000',
          'text-stroke-width': 3,
        },
      }),
  );

  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);

  useEffect(() => {
    source.clear();
    source.addFeatures(
      positions.map((p) => {
        const f = new Feature({ geometry: new Point(fromLonLat([p.lon, p.lat])), color: p.color, label: p.label });
        f.setId(p.id);
        return f;
      }),
    );
  }, [source, positions]);

  return null;
}
