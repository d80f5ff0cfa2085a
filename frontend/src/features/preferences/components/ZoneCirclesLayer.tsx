import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import type Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import type { ZoneTripType } from '../api/types';
import type { ZoneCircle } from '../lib/places';
import { circleGeometry } from '../lib/places-geometry';

// Fill and outline by trip type; the edited zone stands out in orange.
const TRIP_TYPE_RGB: Record<ZoneTripType, string> = {
  BUSINESS: '66, 165, 245',
  PRIVATE: '171, 71, 188',
  NONE: '144, 164, 174',
};
const EDITING_RGB = '255, 167, 38';

function circleFeature(circle: ZoneCircle, selected: boolean): Feature<Polygon> {
  const rgb = circle.editing ? EDITING_RGB : TRIP_TYPE_RGB[circle.tripType];
  const feature = new Feature({
    geometry: circleGeometry(circle),
    zoneId: circle.zoneId,
    label: circle.name,
    fill: `rgba(${rgb}, ${circle.editing || selected ? 0.35 : 0.2})`,
    stroke: `rgb(${rgb})`,
    width: circle.editing || selected ? 3 : 1.5,
  });
  feature.setId(circle.zoneId);
  return feature;
}

// Each drawn circle's centre and radius in pixels: the canvas has no DOM per circle, so this is how the browser
// tests (like the map page's data-markers) find a zone on the map.
function circlesOnScreen(map: OlMap, circles: readonly ZoneCircle[]) {
  const resolution = map.getView().getResolution() ?? 1;
  return circles.map((c) => {
    const [x = 0, y = 0] = map.getPixelFromCoordinate(fromLonLat([c.longitude, c.latitude])) ?? [];
    const [minX = 0, , maxX = 0] = circleGeometry(c).getExtent();
    const r = Math.round((maxX - minX) / 2 / resolution);
    return { id: c.zoneId, x: Math.round(x), y: Math.round(y), r, editing: c.editing };
  });
}

interface Props {
  circles: readonly ZoneCircle[];
  selectedId: number | null;
  /** A click on a zone's circle; none while a row is edited (a click then moves the edited zone). */
  onZoneClick?(zoneId: number): void;
}

// The zones as circles of their radius with their name (STYLE.md §16: renders nothing; one effect for the layer's
// life, one for its data).
export function ZoneCirclesLayer({ circles, selectedId, onZoneClick }: Props) {
  const map = useMap();
  const clickRef = useRef(onZoneClick);
  clickRef.current = onZoneClick;
  const circlesRef = useRef(circles);
  circlesRef.current = circles;
  const [{ source, layer }] = useState(() => {
    const zones = new VectorSource<Feature<Polygon>>();
    return {
      source: zones,
      layer: new VectorLayer({
        source: zones,
        zIndex: 10,
        style: {
          'fill-color': ['get', 'fill'],
          'stroke-color': ['get', 'stroke'],
          'stroke-width': ['get', 'width'],
          'text-value': ['get', 'label'],
          'text-font': '600 13px sans-serif',
          'text-fill-color': '#ffffff',
          'text-stroke-color': '#000000',
          'text-stroke-width': 3,
          'text-overflow': true,
        },
      }),
    };
  });

  useEffect(() => {
    map.addLayer(layer);
    const hit = (pixel: number[]): FeatureLike | undefined =>
      map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === layer });
    const onClick = (event: MapBrowserEvent) => {
      const zoneId = hit(event.pixel)?.get('zoneId') as number | undefined;
      if (zoneId !== undefined) clickRef.current?.(zoneId);
    };
    const onMove = (event: MapBrowserEvent) => {
      const target = map.getTargetElement();
      if (event.dragging || !target || !clickRef.current) return;
      target.style.cursor = hit(event.pixel) ? 'pointer' : '';
    };
    const onRendered = () => {
      const target = map.getTargetElement();
      if (target) target.dataset.zones = JSON.stringify(circlesOnScreen(map, circlesRef.current));
    };
    map.on('click', onClick);
    map.on('pointermove', onMove);
    map.on('rendercomplete', onRendered);
    return () => {
      map.un('click', onClick);
      map.un('pointermove', onMove);
      map.un('rendercomplete', onRendered);
      map.removeLayer(layer);
    };
  }, [map, layer]);

  // A user has few zones: all are drawn again on each change (a radius being dragged, a centre moved).
  useEffect(() => {
    source.clear();
    source.addFeatures(circles.map((c) => circleFeature(c, c.zoneId === selectedId)));
  }, [source, circles, selectedId]);

  return null;
}
