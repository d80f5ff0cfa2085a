import { Injectable } from '@nestjs/common';
import { journalV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The journal service (trips, their changes, monthly attestation, the trips open now, work schedules, places). */
@Injectable()
export class JournalGrpcClient extends GrpcClient<{
  journal: journalV1.JournalServiceClient;
  attestation: journalV1.AttestationServiceClient;
  openTrips: journalV1.OpenTripServiceClient;
  preferences: journalV1.PreferencesServiceClient;
  places: journalV1.PlacesServiceClient;
}>('journal', {
  journal: journalV1.JOURNAL_SERVICE_NAME,
  attestation: journalV1.ATTESTATION_SERVICE_NAME,
  openTrips: journalV1.OPEN_TRIP_SERVICE_NAME,
  preferences: journalV1.PREFERENCES_SERVICE_NAME,
  places: journalV1.PLACES_SERVICE_NAME,
}) {}
