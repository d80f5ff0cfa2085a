import { LIST_LIMITS, TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { freeText } from '../common/text';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const year = z.coerce.number().int().min(2000).max(2200);
const month = z.coerce.number().int().min(1).max(12);

/** Spec 02 §7 GET /attest/check: month, year, vehicle (and, for an administrator, the driver). */
export const AttestCheckQuerySchema = z.strictObject({ month, year, vehicle: id, personId: id.optional() });
export type AttestCheckQuery = z.infer<typeof AttestCheckQuerySchema>;

/** The review list of a month. */
export const AttestMonthsQuerySchema = z.strictObject({ month, year });
export type AttestMonthsQuery = z.infer<typeof AttestMonthsQuerySchema>;

/** Spec 02 §7 PATCH /attest/user: the caller attests its month in the vehicle, optionally every earlier one too. */
export const AttestUserBodySchema = component(
  'AttestUserBody',
  z.strictObject({
    month: z.number().int().min(1).max(12),
    year: z.number().int().min(2000).max(2200),
    vehicle: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    includePrevious: z.boolean().optional(),
  }),
);
export type AttestUserBody = z.infer<typeof AttestUserBodySchema>;

const monthOfDriver = {
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2200),
  personId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vehicleId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
};

/** PUT /attest/confirm and /attest/unlock: a driver's month in a vehicle, with the reviewer's message. */
export const AttestReviewBodySchema = component(
  'AttestReviewBody',
  z.strictObject({ ...monthOfDriver, message: freeText(TEXT_LIMITS.comment).optional() }),
);
export type AttestReviewBody = z.infer<typeof AttestReviewBodySchema>;

/** PUT /attest/refuse: the month back to the driver; the trips named are flagged for correction with the message. */
export const AttestRefuseBodySchema = component(
  'AttestRefuseBody',
  z.strictObject({
    ...monthOfDriver,
    message: freeText(TEXT_LIMITS.comment),
    timeZone: z.literal('Europe/Stockholm').optional(),
    tripIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(LIST_LIMITS.ids).optional(),
  }),
);
export type AttestRefuseBody = z.infer<typeof AttestRefuseBodySchema>;

/** PATCH /attest/user/{id}/unattest (ROOT): the driver's month in a vehicle. */
export const AttestResetBodySchema = component(
  'AttestResetBody',
  z.strictObject({ month: monthOfDriver.month, year: monthOfDriver.year, vehicleId: monthOfDriver.vehicleId }),
);
export type AttestResetBody = z.infer<typeof AttestResetBodySchema>;

export const AttestMonthSchema = component(
  'AttestMonth',
  z.object({
    attestationId: z.number().int().describe('0 while the month has never been attested'),
    year: z.number().int(),
    month: z.number().int(),
    vehicleId: z.number().int(),
    registry: z.string(),
    personId: z.number().int(),
    driverName: z.string(),
    organizationId: z.number().int(),
    attested: z.boolean(),
    adminApproved: z.boolean(),
    refused: z.boolean(),
    message: z.string(),
    attestedTsMs: z.number().int().describe('0 when not attested'),
    tripCount: z.number().int(),
    flaggedCount: z.number().int().describe('Trips to correct (BAD); approving waits for them'),
    tripDistanceBusinessM: z.number().int().describe('Metres driven on trips not private'),
    tripDistancePrivateM: z.number().int().describe('Metres driven on private trips (PRIVATE, PRIVATE_AUTO)'),
    vehicleName: z.string(),
    benefitType: z.string().describe("The vehicle's benefit type: PRIVATE, BENEFIT, WORK, TRACKER or POOL"),
    imei: z.string().describe("The IMEI of the device installed in the vehicle now ('' for none)"),
  }),
);
export type AttestMonthJson = z.infer<typeof AttestMonthSchema>;

/** Spec 02 §3 "Attest check". */
export const AttestCheckSchema = component(
  'AttestCheck',
  z.object({
    countNoDescription: z.number().int().describe('Business trips without a description'),
    countLightAttested: z.number().int().describe('Confirmed trips'),
    countNotCertified: z.number().int().describe('Trips neither confirmed nor attested'),
    countFlagged: z.number().int().describe('Trips to correct first'),
    month: AttestMonthSchema,
    earlierUnattested: z.array(AttestMonthSchema).describe('Earlier months of the vehicle not attested'),
    kontekActive: z
      .boolean()
      .describe('The payroll integration is active: business trips without a purpose block attesting (spec 02 §5)'),
  }),
);
export type AttestCheckJson = z.infer<typeof AttestCheckSchema>;
