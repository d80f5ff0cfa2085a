// Colours of the offline base map per map type (the user's LIGHT or DARK setting), and the label rule.
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';

export interface BasemapPalette {
  sea: string;
  land: string;
  homeLand: string;
  border: string;
  label: string;
  labelHalo: string;
}

export const PALETTES: Record<'light' | 'dark', BasemapPalette> = {
  light: {
    sea: '#aad3df',
    land: '#ece8df',
    homeLand: '#f6f3ec',
    border: '#9b8aa8',
    label: '#333333',
    labelHalo: '#ffffff',
  },
  dark: {
    sea: '#17263c',
    land: '#2a3544',
    homeLand: '#33404f',
    border: '#8b7c9b',
    label: '#d8dee9',
    labelHalo: '#17263c',
  },
};

// Fewer, larger places when zoomed out: the smallest population labelled at a zoom level.
export function minPopulationAtZoom(zoom: number): number {
  if (zoom < 5) return 500_000;
  if (zoom < 6) return 150_000;
  if (zoom < 7) return 50_000;
  if (zoom < 8) return 20_000;
  if (zoom < 9) return 8_000;
  return 0;
}

export function landStyle(p: BasemapPalette): (feature: FeatureLike) => Style {
  // Fill only: a stroke would also trace where the region was clipped, drawing its rectangle on the map.
  // The region's sea under its land, its land under the borders (zIndex, whatever the features' order).
  const sea = new Style({ fill: new Fill({ color: p.sea }), zIndex: 0 });
  const home = new Style({ fill: new Fill({ color: p.homeLand }), zIndex: 1 });
  const other = new Style({ fill: new Fill({ color: p.land }), zIndex: 1 });
  const border = new Style({ stroke: new Stroke({ color: p.border, width: 1.5, lineDash: [6, 4] }), zIndex: 2 });
  return (feature) => {
    if (feature.get('kind') === 'sea') return sea;
    if (feature.get('kind') === 'border') return border;
    return feature.get('home') ? home : other;
  };
}

// Lakes in the sea's colour, fill only for the same reason as the land (the region's clip edge).
export function lakeStyle(p: BasemapPalette): Style {
  return new Style({ fill: new Fill({ color: p.sea }) });
}

export function worldStyle(p: BasemapPalette): Style {
  return new Style({ fill: new Fill({ color: p.land }) });
}

// Labels larger for larger places; cached per name, since the set is fixed and the style runs every frame.
export function placeStyle(p: BasemapPalette, zoomOf: (resolution: number) => number) {
  const cache = new Map<string, Style>();
  const dot = new Circle({ radius: 2.5, fill: new Fill({ color: p.label }) });
  return (feature: FeatureLike, resolution: number): Style | undefined => {
    const population = feature.get('population') as number;
    if (population < minPopulationAtZoom(zoomOf(resolution))) return undefined;
    const name = feature.get('name') as string;
    let style = cache.get(name);
    if (!style) {
      const size = population >= 500_000 ? 15 : population >= 100_000 ? 13 : 12;
      style = new Style({
        image: dot,
        text: new Text({
          text: name,
          font: `${population >= 100_000 ? '600 ' : ''}${size}px Roboto, Arial, sans-serif`,
          offsetY: -10,
          fill: new Fill({ color: p.label }),
          stroke: new Stroke({ color: p.labelHalo, width: 3 }),
        }),
        // Larger places win when labels collide.
        zIndex: Math.round(population / 1000),
      });
      cache.set(name, style);
    }
    return style;
  };
}
