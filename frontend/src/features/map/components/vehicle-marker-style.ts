// Styles of the vehicle markers and clusters (colours from lib/map-display.ts), cached so a render of hundreds
// of markers creates few objects.
import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';

import { clusterColor, markerColors } from '../lib/map-display';
import { displayNameOf, type MapVehicle } from '../lib/map-vehicle';

const cache = new Map<string, Style[]>();

function cached(key: string, make: () => Style[]): Style[] {
  let styles = cache.get(key);
  if (!styles) {
    styles = make();
    cache.set(key, styles);
  }
  return styles;
}

function vehicleStyles(v: MapVehicle, selected: boolean, nowMs: number): Style[] {
  const { fill, ring } = markerColors(v, nowMs);
  const label = displayNameOf(v);
  const heading = v.moving && v.headingDeg !== null ? Math.round(v.headingDeg / 15) * 15 : null;
  const key = `v|${fill}|${ring}|${label}|${selected}|${heading}`;
  return cached(key, () => {
    const radius = selected ? 11 : 8;
    const styles = [
      new Style({
        image: new Circle({
          radius,
          fill: new Fill({ color: fill }),
          stroke: new Stroke({ color: selected ? '#1565c0' : ring, width: selected ? 4 : 3 }),
        }),
        text: new Text({
          text: label,
          offsetY: -radius - 11,
          font: `${selected ? '600 ' : ''}12px Roboto, Arial, sans-serif`,
          fill: new Fill({ color: '#ffffff' }),
          stroke: new Stroke({ color: '#000000', width: 3 }),
        }),
        zIndex: selected ? 2 : 1,
      }),
    ];
    // A moving vehicle shows where it is heading.
    if (heading !== null) {
      styles.push(
        new Style({
          image: new RegularShape({
            points: 3,
            radius: 5,
            fill: new Fill({ color: '#ffffff' }),
            rotation: (heading * Math.PI) / 180,
            displacement: [
              Math.sin((heading * Math.PI) / 180) * (radius + 6),
              Math.cos((heading * Math.PI) / 180) * (radius + 6),
            ],
          }),
          zIndex: selected ? 2 : 1,
        }),
      );
    }
    return styles;
  });
}

function clusterStyles(members: MapVehicle[], nowMs: number): Style[] {
  const color = clusterColor(members, nowMs);
  const count = members.length;
  return cached(`c|${color}|${count}`, () => [
    new Style({
      image: new Circle({
        radius: Math.min(24, 12 + Math.log2(count) * 3),
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#ffffff', width: 3 }),
      }),
      text: new Text({
        text: String(count),
        font: '600 13px Roboto, Arial, sans-serif',
        fill: new Fill({ color: '#ffffff' }),
        stroke: new Stroke({ color: 'rgba(0,0,0,0.6)', width: 3 }),
      }),
    }),
  ]);
}

// Each feature of the cluster source wraps the vehicle features in 'features'; each vehicle feature its MapVehicle.
export function vehicleLayerStyle(selectedId: () => number | null) {
  return (feature: FeatureLike): Style[] => {
    const members = (feature.get('features') as FeatureLike[]).map((f) => f.get('vehicle') as MapVehicle);
    const now = Date.now();
    if (members.length === 1) return vehicleStyles(members[0]!, members[0]!.id === selectedId(), now);
    return clusterStyles(members, now);
  };
}
