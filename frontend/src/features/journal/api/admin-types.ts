// The superadmin's journal calls (spec 02 §3 "New trip form", "Move-trips request", "Override history entry", §7
// Admin calls) as the BFF's OpenAPI document describes them (api/generated).
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type CreateTripRequest = Schemas['NewTripBody'];
export type NewTripPurpose = CreateTripRequest['purpose'];
export type MoveTripRequest = Schemas['MoveTripBody'];
export type MoveTripsRequest = Schemas['MoveTripsBody'];
export type MoveTripsResponse = Schemas['MovedTrips'];
/** One state of a trip: the first as detected (overrideTsMs 0), then each superadmin override. */
export type OverrideHistoryEntry = Schemas['OverrideHistoryEntry'];
export type DeletedVehicleHistory = Schemas['DeletedHistory'];
