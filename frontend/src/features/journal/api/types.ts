// The journal payloads of the BFF as its OpenAPI document describes them (api/generated, from the BFF's zod
// schemas), under the names the trips page uses.
import type { components, operations } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type JournalEntry = Schemas['JournalEntry'];
export type TripStatus = JournalEntry['status'];
export type UpdateTripRequest = Schemas['UpdateTripBody'];

// The document types the query loosely (coerced on the server); the page sends these.
export interface JournalQuery {
  fromTsMs: number;
  toTsMs: number;
  vehicleIds: readonly number[];
  driverIds: readonly number[];
  fetchCoordinates?: NonNullable<operations['JournalController_list']['parameters']['query']>['fetchCoordinates'];
}
