import type { journalV1 } from '@fleetlog/contracts';

/**
 * One journal entry as the journal report needs it, whichever face it came through (the JSON of GET /api/journal or
 * the journal's gRPC answer), so both print the same document. Distances and odometers in metres, as the journal
 * keeps them; a merged entry is one trip with its trips' distance and tolls summed.
 */
export interface ReportTrip {
  journalId: number;
  /** 0: the trip names no vehicle ("unknown vehicle"). */
  vehicleId: number;
  /** The registration number, else the vehicle's name; '' when neither is known. */
  vehicleLabel: string;
  /** The vehicle's name when it differs from the label; ''. */
  vehicleName: string;
  /** '' when no driver is known. */
  driverName: string;
  startMs: number;
  stopMs: number;
  /** Metres; 0 when the device reports no odometer. */
  odometerStartM: number;
  odometerStopM: number;
  distanceM: number;
  purpose: string;
  description: string;
  /** The corrected address when there is one, else the geocoded one. */
  startAddress: string;
  stopAddress: string;
  /** Whole SEK, the override when one is set. */
  congestionTaxSek: number;
  infraTaxSek: number;
  /** Another driver's private trip: date and distance only, whatever "show private" says. */
  privateHidden: boolean;
  /** How many trips a merged entry holds; 1 otherwise. */
  mergedTrips: number;
}

/** PRIVATE and PRIVATE_AUTO are private; every other purpose is business: the journal's one rule (@fleetlog/access). */
// The file alone, not the package: the command line must not load the access library's Nest and Kafka modules.
export { isPrivatePurpose } from '@fleetlog/access/src/trip-privacy';

/** From the journal's gRPC message: its addresses already carry the override (start_address_overridden says so). */
export function reportTripFromGrpc(entry: journalV1.JournalEntry): ReportTrip {
  const registry = entry.vehicle?.registry ?? '';
  const name = entry.vehicle?.displayName ?? '';
  return {
    journalId: entry.journalId,
    vehicleId: entry.vehicle?.vehicleId ?? 0,
    vehicleLabel: registry || name,
    vehicleName: registry && name !== registry ? name : '',
    driverName: entry.driver?.displayName ?? '',
    startMs: entry.timestampStartMs,
    stopMs: entry.timestampStopMs,
    odometerStartM: entry.odometerStart,
    odometerStopM: entry.odometerStop,
    distanceM: entry.odometerMax,
    purpose: entry.purpose,
    description: entry.description,
    startAddress: entry.startAddress,
    stopAddress: entry.stopAddress,
    congestionTaxSek: entry.congestionTaxSekOverride ?? entry.congestionTaxSek ?? 0,
    infraTaxSek: entry.infraTaxSekOverride ?? entry.infraTaxSek ?? 0,
    privateHidden: entry.privateHidden,
    mergedTrips: entry.merged ? Math.max(1, entry.mergedTripsId?.length ?? 1) : 1,
  };
}
