import type { journalV1, tollsV1 } from '@fleetlog/contracts';

/** A trip as the journal holds it (read with the caller's token), as tolls takes it for a reset or a check. */
export function tripFacts(trip: journalV1.JournalEntry): tollsV1.TripFacts {
  return {
    tripId: trip.journalId,
    journalVersion: trip.version,
    organizationId: trip.organizationId,
    vehicleId: trip.vehicle?.vehicleId ?? 0,
    imei: trip.imei,
    startTsMs: trip.timestampStartMs,
    stopTsMs: trip.timestampStopMs,
    status: trip.status,
    purpose: trip.purpose,
    driverUserId: trip.driver?.id ?? 0,
  };
}
