// The attestation payloads of the BFF as its OpenAPI document describes them (api/generated, from the BFF's zod
// schemas in services/bff/src/attestation), under the names the attest dialog and the payroll screen use.
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

/** A driver's month in a vehicle (spec 02 §3 "Driver monthly report row", §4). */
export type AttestMonth = Schemas['AttestMonth'];
/** Spec 02 §3 "Attest check": the counts the attest dialog shows. */
export type AttestCheck = Schemas['AttestCheck'];
export type AttestUserRequest = Schemas['AttestUserBody'];
export type AttestReviewRequest = Schemas['AttestReviewBody'];
export type AttestRefuseRequest = Schemas['AttestRefuseBody'];
export type AttestResetRequest = Schemas['AttestResetBody'];

/** A calendar month, month 1–12. */
export interface MonthRef {
  year: number;
  month: number;
}

/** A driver's month in a vehicle, as the administrators' calls name it. */
export type DriverMonth = Pick<AttestMonth, 'year' | 'month' | 'personId' | 'vehicleId'>;
