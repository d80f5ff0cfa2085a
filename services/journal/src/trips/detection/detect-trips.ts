import type { DetectorParameters } from './detector-parameters';
import { orderedFixes, type PositionFix } from './position-fix';
import { type DetectedTrip, TripDetector } from './trip-detector';

/**
 * The trips in a batch of records of any devices, in any order, repeats included: each device's usable fixes in time
 * order through its own detector, a trip still open at the end closed. Trips in start order (then by IMEI).
 */
export function detectTrips(records: Iterable<PositionFix>, params: DetectorParameters): DetectedTrip[] {
  const byDevice = new Map<string, PositionFix[]>();
  for (const record of records) {
    const fixes = byDevice.get(record.imei);
    if (fixes) fixes.push(record);
    else byDevice.set(record.imei, [record]);
  }
  const trips: DetectedTrip[] = [];
  for (const fixes of byDevice.values()) {
    const detector = new TripDetector(params, (trip) => trips.push(trip));
    for (const fix of orderedFixes(fixes)) detector.push(fix);
    detector.finish();
  }
  return trips.sort(
    (a, b) => a.start.timestampMs - b.start.timestampMs || (a.imei < b.imei ? -1 : a.imei > b.imei ? 1 : 0),
  );
}
