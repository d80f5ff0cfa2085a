import { createEmpty, extend } from 'ol/extent';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { toLonLat } from 'ol/proj';
import { useEffect, useRef } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { FIT_PADDING } from '../../../components/map/lib/map-defaults';
import type { ZoneCircle } from '../lib/places';
import { circleGeometry, type LatLon } from '../lib/places-geometry';

// Close enough to see the streets around a zone, with room to widen it to the 800 m maximum.
const FOCUS_MAX_ZOOM = 15;

/** What the map frames: one zone, or all of them (zoneId null); `at` makes the same focus twice move the map again. */
export interface MapFocus {
  zoneId: number | null;
  at: number;
}

// Frames the focused zone (or all zones) each time the focus changes, never when a zone merely changes.
export function FocusZones({ circles, focus }: { circles: readonly ZoneCircle[]; focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    const chosen = circles.filter((c) => focus && (focus.zoneId === null || c.zoneId === focus.zoneId));
    if (!focus || !chosen.length) return undefined;
    const extent = createEmpty();
    chosen.forEach((c) => extend(extent, circleGeometry(c).getExtent()));
    // After MapView's own first centring, which runs after its children's effects in the same commit.
    const timer = setTimeout(() => {
      map.getView().fit(extent, {
        padding: Array(4).fill(FIT_PADDING),
        maxZoom: FOCUS_MAX_ZOOM,
        duration: focus.zoneId === null ? 0 : 300,
      });
    }, 0);
    return () => clearTimeout(timer);
    // The circles are read when the focus changes; a zone being edited must not pull the view along.
  }, [map, focus]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

// Reports the map's centre after each move: a new zone is created there.
export function TrackCentre({ onCentre }: { onCentre(centre: LatLon): void }) {
  const map = useMap();
  const report = useRef(onCentre);
  report.current = onCentre;
  useEffect(() => {
    const update = () => {
      const centre = map.getView().getCenter();
      if (!centre) return;
      const [lon = 0, lat = 0] = toLonLat(centre);
      report.current({ lat, lon });
    };
    map.on('moveend', update);
    return () => map.un('moveend', update);
  }, [map]);
  return null;
}

// While a row is edited, a click on the map moves that zone's centre there (spec 03 "Places (locations) page").
export function PickCentre({ onPick }: { onPick: ((centre: LatLon) => void) | null }) {
  const map = useMap();
  const pick = useRef(onPick);
  pick.current = onPick;
  const active = onPick !== null;
  useEffect(() => {
    if (!active) return undefined;
    const target = map.getTargetElement();
    if (target) target.style.cursor = 'crosshair';
    const onClick = (event: MapBrowserEvent) => {
      const [lon = 0, lat = 0] = toLonLat(event.coordinate);
      pick.current?.({ lat, lon });
    };
    map.on('click', onClick);
    return () => {
      map.un('click', onClick);
      if (target) target.style.cursor = '';
    };
  }, [map, active]);
  return null;
}
