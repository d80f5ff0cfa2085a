import { Injectable } from '@nestjs/common';
import { ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import type { CallerContext } from '../common/caller';
import { GrpcClient } from '../common/grpc-client';

/** A journal entry with the trips GetTrips answered beside it (a merged entry's trips). */
export interface TripWithDetails {
  entry: journalV1.JournalEntry;
  entries: journalV1.JournalEntry[];
}

/** The journal service (trips, their changes, monthly attestation, vehicles' latest trips, work schedules, places). */
@Injectable()
export class JournalGrpcClient extends GrpcClient<{
  journal: journalV1.JournalServiceClient;
  attestation: journalV1.AttestationServiceClient;
  latestTrips: journalV1.LatestTripServiceClient;
  preferences: journalV1.PreferencesServiceClient;
  places: journalV1.PlacesServiceClient;
}>('journal', {
  journal: journalV1.JOURNAL_SERVICE_NAME,
  attestation: journalV1.ATTESTATION_SERVICE_NAME,
  latestTrips: journalV1.LATEST_TRIP_SERVICE_NAME,
  preferences: journalV1.PREFERENCES_SERVICE_NAME,
  places: journalV1.PLACES_SERVICE_NAME,
}) {
  /**
   * The entry as the caller sees it, for every route that shows or redoes what the journal withholds from another
   * driver's private trip (its path, speeds, passages, detection): JOURNAL_MISSING when out of the caller's reach,
   * PRIVATE_TRIP_DIFFERENT_USER when the journal's privacy rule (spec 02 §5, `privateHidden`) keeps its details
   * from the caller. The one gate for those routes, so that none of them decides privacy on its own.
   */
  async tripWithDetails(caller: CallerContext, journalId: number): Promise<TripWithDetails> {
    const { entries } = await this.call(caller, (md) =>
      this.journal.getTrips({ journalIds: [journalId], includeCoordinates: false }, md),
    );
    const all = entries ?? [];
    const entry = all.find((candidate) => Number(candidate.journalId) === journalId);
    if (!entry) throw new DomainError(ErrorCode.JOURNAL_MISSING, 'journal entry not found');
    if (entry.privateHidden) {
      throw new DomainError(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, "another driver's private trip");
    }
    return { entry, entries: all };
  }
}
