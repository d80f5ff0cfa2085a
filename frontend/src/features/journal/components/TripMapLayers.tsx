import { Box, Typography } from '@mui/material';
import { FullScreen, ScaleLine } from 'ol/control';
import { boundingExtent } from 'ol/extent';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { FIT_PADDING } from '../../../components/map/lib/map-defaults';
import { speedColor } from '../lib/speed-colors';
import type { SpeedPoint } from '../lib/speed-log';

/** [longitude, latitude]. */
export type LonLat = readonly [number, number];

// Closer than a street's width the view would show nothing around a short trip.
const FIT_MAX_ZOOM = 16;

/** A vector layer on the map for the component's lifetime (STYLE.md §16: one effect for the lifecycle). */
function useVectorLayer(create: () => VectorLayer<VectorSource>): VectorLayer<VectorSource> {
  const map = useMap();
  const [layer] = useState(create);
  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
  return layer;
}

const markerStyle = {
  'circle-radius': 8,
  'circle-fill-color': ['get', 'color'],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 2,
  'text-value': ['get', 'label'],
  'text-offset-y': -18,
  'text-font': 'bold 12px sans-serif',
  'text-fill-color': '#ffffff',
  'text-stroke-color': '#000000',
  'text-stroke-width': 3,
};

/** The trip's path as one line, with its start (green) and stop (red) marker. */
export function TripPathLayer({
  path,
  start,
  stop,
  labels,
}: {
  path: readonly LonLat[];
  start: LonLat | null;
  stop: LonLat | null;
  labels: { start: string; stop: string };
}) {
  const lines = useVectorLayer(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        style: { 'stroke-color': '#1565c0', 'stroke-width': 4 },
      }),
  );
  const markers = useVectorLayer(() => new VectorLayer({ source: new VectorSource(), style: markerStyle, zIndex: 2 }));

  useEffect(() => {
    const source = lines.getSource();
    source?.clear();
    if (path.length > 1) source?.addFeature(new Feature(new LineString(path.map((p) => fromLonLat([...p])))));
  }, [lines, path]);

  useEffect(() => {
    const source = markers.getSource();
    source?.clear();
    const marker = (at: LonLat, color: string, label: string) =>
      new Feature({ geometry: new Point(fromLonLat([...at])), color, label });
    if (start) source?.addFeature(marker(start, '#2e7d32', labels.start));
    if (stop) source?.addFeature(marker(stop, '#c62828', labels.stop));
  }, [markers, start, stop, labels.start, labels.stop]);

  return null;
}

/** The stations of the trip's toll passages: a purple marker each, named. */
export function TollStationsLayer({ stations }: { stations: readonly { name: string; at: LonLat }[] }) {
  const map = useMap();
  const markers = useVectorLayer(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        style: { ...markerStyle, 'circle-radius': 6, 'text-font': '11px sans-serif' },
        zIndex: 1,
      }),
  );

  useEffect(() => {
    const source = markers.getSource();
    source?.clear();
    source?.addFeatures(
      stations.map(
        (station) =>
          new Feature({ geometry: new Point(fromLonLat([...station.at])), color: '#6a1b9a', label: station.name }),
      ),
    );
  }, [markers, stations]);

  // The stations drawn, for the browser tests: the canvas has no DOM per marker.
  useEffect(() => {
    const target = map.getTargetElement();
    if (target) target.dataset.tollStations = JSON.stringify(stations.map((station) => station.name));
  }, [map, stations]);

  return null;
}

/** The speed log's line, each stretch coloured by the speed at its start, and a marker per point. */
export function SpeedTrackLayer({ points }: { points: readonly SpeedPoint[] }) {
  const map = useMap();
  const segments = useVectorLayer(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        style: { 'stroke-color': ['get', 'color'], 'stroke-width': 5 },
      }),
  );
  const dots = useVectorLayer(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        style: {
          'circle-radius': 4,
          'circle-fill-color': ['get', 'color'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
        zIndex: 2,
      }),
  );

  useEffect(() => {
    const at = (p: SpeedPoint) => fromLonLat([p.longitude, p.latitude]);
    segments.getSource()?.clear();
    segments
      .getSource()
      ?.addFeatures(
        points
          .slice(1)
          .map(
            (p, i) =>
              new Feature({ geometry: new LineString([at(points[i]), at(p)]), color: speedColor(points[i].kmh) }),
          ),
      );
    dots.getSource()?.clear();
    dots.getSource()?.addFeatures(
      points.map((p) => {
        const feature = new Feature({ geometry: new Point(at(p)), color: speedColor(p.kmh), nr: p.nr });
        feature.setId(p.nr);
        return feature;
      }),
    );
  }, [segments, dots, points]);

  // The drawn points' pixels (the first 200), for the browser tests: the canvas has no DOM per marker.
  useEffect(() => {
    const publish = () => {
      const target = map.getTargetElement();
      if (!target) return;
      const pixels = points.slice(0, 200).map((p) => {
        const pixel = map.getPixelFromCoordinate(fromLonLat([p.longitude, p.latitude]));
        return pixel ? { nr: p.nr, x: Math.round(pixel[0]), y: Math.round(pixel[1]) } : null;
      });
      target.dataset.points = JSON.stringify(pixels.filter((p) => p !== null));
    };
    map.on('rendercomplete', publish);
    return () => {
      map.un('rendercomplete', publish);
    };
  }, [map, points]);

  return null;
}

/** The tooltip of the speed point under the pointer: its speed and time. */
export function SpeedPointTooltip({
  points,
  text,
}: {
  points: readonly SpeedPoint[];
  text: (point: SpeedPoint) => string;
}) {
  const map = useMap();
  const [hovered, setHovered] = useState<{ point: SpeedPoint; x: number; y: number } | null>(null);

  useEffect(() => {
    const byNr = new Map(points.map((p) => [p.nr, p]));
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const found = map.forEachFeatureAtPixel(event.pixel, (feature) => byNr.get(feature.get('nr') as number), {
        hitTolerance: 4,
      });
      setHovered(found ? { point: found, x: event.pixel[0], y: event.pixel[1] } : null);
    };
    const onOut = () => setHovered(null);
    const viewport = map.getViewport();
    map.on('pointermove', onMove);
    viewport?.addEventListener('pointerleave', onOut);
    return () => {
      map.un('pointermove', onMove);
      viewport?.removeEventListener('pointerleave', onOut);
    };
  }, [map, points]);

  if (!hovered) return null;
  return (
    <Box
      role="tooltip"
      data-testid="speed-point-tooltip"
      sx={{
        position: 'absolute',
        left: hovered.x + 12,
        top: hovered.y - 12,
        zIndex: 10,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(33, 33, 33, 0.92)',
        color: '#fff',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      <Typography variant="caption">{text(hovered.point)}</Typography>
    </Box>
  );
}

/** Frames the given coordinates (50 px padding, spec 02 §9) whenever they change. */
export function FitToCoordinates({ coordinates }: { coordinates: readonly LonLat[] }) {
  const map = useMap();
  useEffect(() => {
    if (coordinates.length === 0) return;
    const extent = boundingExtent(coordinates.map((c) => fromLonLat([...c])));
    map.getView().fit(extent, { padding: Array(4).fill(FIT_PADDING), maxZoom: FIT_MAX_ZOOM });
  }, [map, coordinates]);
  return null;
}

// Material's fullscreen icons: the control's default arrow characters are missing from many system fonts.
const FULLSCREEN_PATH = 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z';
const FULLSCREEN_EXIT_PATH = 'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z';

function icon(path: string): HTMLElement {
  const span = document.createElement('span');
  span.innerHTML = `<svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true"><path d="${path}"/></svg>`;
  span.style.display = 'inline-flex';
  return span;
}

/** Full screen and a scale ruler beside the map's own zoom buttons (spec 02 §2.3). */
export function SpeedLogControls({ fullScreenLabel }: { fullScreenLabel: string }) {
  const map = useMap();
  useEffect(() => {
    const controls = [
      new FullScreen({
        label: icon(FULLSCREEN_PATH),
        labelActive: icon(FULLSCREEN_EXIT_PATH),
        tipLabel: fullScreenLabel,
      }),
      new ScaleLine(),
    ];
    controls.forEach((control) => map.addControl(control));
    return () => {
      controls.forEach((control) => map.removeControl(control));
    };
  }, [map, fullScreenLabel]);
  return null;
}
