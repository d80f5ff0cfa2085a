import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import type { FlatStyleLike } from 'ol/style/flat';
import { useEffect, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';

/** [longitude, latitude]. */
export type LonLat = readonly [number, number];

export interface MapStation {
  cpId: string;
  label: string;
  at: LonLat;
  colour: string;
  line: LonLat[];
  /** The label under the dot (a twin gantry's, so the two labels do not overlap). */
  labelBelow?: boolean;
}

/** A vector layer on the map for the component's lifetime. */
function useVectorLayer(style: FlatStyleLike, zIndex: number): VectorLayer<VectorSource> {
  const map = useMap();
  const [layer] = useState(() => new VectorLayer({ source: new VectorSource(), style, zIndex }));
  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
  return layer;
}

const at = (point: LonLat) => fromLonLat([point[0], point[1]]);

/** The stations: a dot in the pay station's colour with its id, and the charged line where known. */
export function StationsLayer({ stations }: { stations: readonly MapStation[] }) {
  const map = useMap();
  const layer = useVectorLayer(
    [
      {
        filter: ['==', ['geometry-type'], 'Point'],
        style: {
          'circle-radius': 6,
          'circle-fill-color': ['get', 'colour'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
          'text-value': ['get', 'label'],
          'text-offset-y': ['get', 'labelOffset'],
          'text-font': '11px sans-serif',
          'text-fill-color': '#ffffff',
          'text-stroke-color': '#000000',
          'text-stroke-width': 3,
        },
      },
      {
        filter: ['==', ['geometry-type'], 'LineString'],
        style: { 'stroke-color': ['get', 'colour'], 'stroke-width': 3 },
      },
    ],
    3,
  );
  useEffect(() => {
    const source = layer.getSource();
    source?.clear();
    source?.addFeatures(
      stations.flatMap((station) => [
        new Feature({
          geometry: new Point(at(station.at)),
          colour: station.colour,
          label: station.label,
          labelOffset: station.labelBelow ? 14 : -14,
        }),
        ...(station.line.length === 2
          ? [new Feature({ geometry: new LineString(station.line.map(at)), colour: station.colour })]
          : []),
      ]),
    );
  }, [layer, stations]);
  // The stations drawn, for the browser tests: the canvas has no DOM per marker.
  useEffect(() => {
    const target = map.getTargetElement();
    if (target) target.dataset.analyserStations = String(stations.length);
  }, [map, stations]);
  return null;
}

/** A path as a line, optionally with a dot at each point. */
export function PathLayer({
  path,
  colour,
  width = 3,
  dots = false,
  zIndex = 1,
}: {
  path: readonly LonLat[];
  colour: string;
  width?: number;
  dots?: boolean;
  zIndex?: number;
}) {
  const layer = useVectorLayer(
    {
      'stroke-color': colour,
      'stroke-width': width,
      'circle-radius': 3,
      'circle-fill-color': colour,
    },
    zIndex,
  );
  useEffect(() => {
    const source = layer.getSource();
    source?.clear();
    if (path.length > 1) source?.addFeature(new Feature(new LineString(path.map(at))));
    if (dots) source?.addFeatures(path.map((point) => new Feature(new Point(at(point)))));
  }, [layer, path, dots]);
  return null;
}

/** Points only (the selected coordinates, the checked crossings), each in its own colour. */
export function PointsLayer({
  points,
  zIndex = 2,
  radius = 5,
}: {
  points: readonly { at: LonLat; colour: string }[];
  zIndex?: number;
  radius?: number;
}) {
  const layer = useVectorLayer(
    {
      'circle-radius': radius,
      'circle-fill-color': ['get', 'colour'],
      'circle-stroke-color': '#000000',
      'circle-stroke-width': 1,
    },
    zIndex,
  );
  useEffect(() => {
    const source = layer.getSource();
    source?.clear();
    source?.addFeatures(
      points.map((point) => new Feature({ geometry: new Point(at(point.at)), colour: point.colour })),
    );
  }, [layer, points]);
  return null;
}
