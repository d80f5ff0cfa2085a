// The speed log's line colours (spec 02 §9: colour stops at 0, 30, 100 and 130 km/h), interpolated between the
// stops and held beyond the last one.

export const SPEED_COLOR_STOPS: ReadonlyArray<readonly [kmh: number, rgb: readonly [number, number, number]]> = [
  [0, [30, 136, 229]], // blue: standing, crawling
  [30, [67, 160, 71]], // green: town
  [100, [251, 192, 45]], // amber: country road
  [130, [229, 57, 53]], // red: motorway and above
];

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** An unknown speed (the tracker's value was impossible): grey. */
export const UNKNOWN_SPEED_COLOR = '#9e9e9e';

/** The colour of a speed in km/h as #rrggbb. */
export function speedColor(kmh: number | null): string {
  if (kmh === null) return UNKNOWN_SPEED_COLOR;
  const stops = SPEED_COLOR_STOPS;
  const speed = Number.isFinite(kmh) ? kmh : 0;
  if (speed <= stops[0][0]) return toHex(stops[0][1]);
  for (let i = 1; i < stops.length; i++) {
    const [upper, high] = stops[i];
    if (speed <= upper) {
      const [lower, low] = stops[i - 1];
      const f = (speed - lower) / (upper - lower);
      const mix = (c: 0 | 1 | 2) => low[c] + (high[c] - low[c]) * f;
      return toHex([mix(0), mix(1), mix(2)]);
    }
  }
  return toHex(stops[stops.length - 1][1]);
}

function toHex(rgb: readonly [number, number, number]): string {
  return `#${hex(rgb[0])}${hex(rgb[1])}${hex(rgb[2])}`;
}
