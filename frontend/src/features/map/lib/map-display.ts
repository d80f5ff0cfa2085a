// Display rules of the map (spec 02 §9, spec 01 §4.4), pure so they are tested without a browser.
import { batteryColor, lastSeenDisplay, statusColorHex, type StatusColor } from '../../../lib/display/display-rules';
import type { MapVehicle } from './map-vehicle';

// Spec 02 §9: GPS quality green above 3, orange above 2, else red.
export function gpsQualityColor(quality: number): 'green' | 'orange' | 'red' {
  if (quality > 3) return 'green';
  if (quality > 2) return 'orange';
  return 'red';
}

export const NEVER_SEEN_HEX = '#9e9e9e';

// A marker's fill says how fresh the position is (last-seen colours); its ring shows the battery of a device that
// reports one (thresholds 20/60/85 outside the devices list), else white. Colours are the app's status palette.
export function markerColors(v: MapVehicle, nowMs: number): { fill: string; ring: string; rank: number } {
  const seen = v.lastSeenMs === null ? null : lastSeenDisplay(v.lastSeenMs, nowMs, v.isTracker).color;
  const ring = v.batteryPercent === null ? '#ffffff' : statusColorHex[batteryColor(v.batteryPercent)];
  return { fill: seen ? statusColorHex[seen] : NEVER_SEEN_HEX, ring, rank: seen ? SEEN_RANK[seen] : 3 };
}

// A cluster takes the colour of its stalest member, so a problem is not hidden inside a green bubble.
const SEEN_RANK: Record<'green' | 'orange' | 'red', number> = { green: 0, orange: 1, red: 2 };

export function clusterColor(members: readonly MapVehicle[], nowMs: number): string {
  let worst = { fill: statusColorHex.green, rank: -1 };
  for (const m of members) {
    const c = markerColors(m, nowMs);
    if (c.rank > worst.rank) worst = c;
  }
  return worst.fill;
}

export const colorHex = (color: StatusColor): string => statusColorHex[color];
