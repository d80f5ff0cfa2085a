import type { GeofenceZone } from './geofence-zone';
import { fromPlane, type LatLng, toPlane } from './local-plane';
import { isInside } from './plane-geometry';
import { type GeofenceSide, sideChanges } from './side-changes';

// A vehicle against one zone, fix by fix (spec 03 §3 "Geofence alarm"). The path is the fixes in time order joined by
// straight segments, timed linearly along each; the vehicle is INSIDE or OUTSIDE, the first fix decides which by the
// polygon alone, and from then on a change of side counts only once the path is the zone's margin past the boundary,
// so GPS jitter along the boundary never flaps. The state is plain data: the live service keeps one per (zone,
// vehicle) wherever it likes and feeds fixes in time order; geofenceEvents runs the same steps over a whole track.

export interface GeofenceFix extends LatLng {
  timestampMs: number;
}

export type GeofenceEventName = 'ENTRY' | 'EXIT';

export interface GeofenceEvent extends LatLng {
  event: GeofenceEventName;
  /** Where the change counts along the path, interpolated and rounded to the millisecond. */
  timestampMs: number;
}

/** What the tracker remembers of a vehicle against a zone between fixes. */
export interface GeofenceState {
  side: GeofenceSide;
  /** The last fix taken: the start of the next segment. */
  last: GeofenceFix;
}

export interface GeofenceStep {
  /** null until the vehicle's first usable fix. */
  state: GeofenceState | null;
  /** The changes of side along the new segment the alarm is active on, in time order. */
  events: GeofenceEvent[];
}

/** Fixes at 0,0 are a tracker without a position (or in private mode), not a place in the Gulf of Guinea. */
export function isUsableFix(fix: GeofenceFix): boolean {
  return (
    Number.isFinite(fix.timestampMs) &&
    Number.isFinite(fix.latitude) &&
    Number.isFinite(fix.longitude) &&
    Math.abs(fix.latitude) <= 90 &&
    Math.abs(fix.longitude) <= 180 &&
    !(fix.latitude === 0 && fix.longitude === 0)
  );
}

/**
 * One fix more of a vehicle against a zone. A fix that is not usable, or not later than the last one taken, changes
 * nothing: the tracker never walks back along a path. Fixes arriving late and out of order are the caller's to sort
 * (or to replay from an earlier state); the first fix given for a timestamp is the one that counts.
 */
export function advance(zone: GeofenceZone, state: GeofenceState | null, fix: GeofenceFix): GeofenceStep {
  if (!isUsableFix(fix)) return { state, events: [] };
  if (state === null) return { state: { side: sideOf(zone, fix), last: fix }, events: [] };
  if (fix.timestampMs <= state.last.timestampMs) return { state, events: [] };
  const a = toPlane(zone.plane, state.last);
  const b = toPlane(zone.plane, fix);
  const changes = sideChanges(zone, a, b, state.side);
  const events: GeofenceEvent[] = [];
  for (const change of changes) {
    const event: GeofenceEventName = change.side === 'INSIDE' ? 'ENTRY' : 'EXIT';
    if (event === 'ENTRY' ? !zone.activeOnEnter : !zone.activeOnExit) continue;
    const at = { x: a.x + (b.x - a.x) * change.fraction, y: a.y + (b.y - a.y) * change.fraction };
    const timestampMs = state.last.timestampMs + (fix.timestampMs - state.last.timestampMs) * change.fraction;
    events.push({ event, timestampMs: Math.round(timestampMs), ...fromPlane(zone.plane, at) });
  }
  const side = changes.length > 0 ? changes[changes.length - 1].side : state.side;
  return { state: { side, last: fix }, events };
}

/** A vehicle's first fix: which side the polygon alone puts it on, the margin aside. */
export function sideOf(zone: GeofenceZone, point: LatLng): GeofenceSide {
  return isInside(zone.ring, toPlane(zone.plane, point)) ? 'INSIDE' : 'OUTSIDE';
}

/** The usable fixes in time order (stable), the first given of each timestamp kept. */
export function orderedFixes(fixes: readonly GeofenceFix[]): GeofenceFix[] {
  const sorted = fixes.filter(isUsableFix).sort((x, y) => x.timestampMs - y.timestampMs);
  return sorted.filter((fix, i) => i === 0 || fix.timestampMs !== sorted[i - 1].timestampMs);
}

/** Every event of a whole track against a zone, in time order: the tracker's steps over the ordered fixes. */
export function geofenceEvents(zone: GeofenceZone, fixes: readonly GeofenceFix[]): GeofenceEvent[] {
  const events: GeofenceEvent[] = [];
  let state: GeofenceState | null = null;
  for (const fix of orderedFixes(fixes)) {
    const step = advance(zone, state, fix);
    state = step.state;
    events.push(...step.events);
  }
  return events;
}
