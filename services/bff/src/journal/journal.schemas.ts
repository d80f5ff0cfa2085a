import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { freeText, lineText } from '../common/text';

const epochMs = z.coerce.number().int().positive().max(8_640_000_000_000_000);

/** `?vehicleIds=1&vehicleIds=2` or `?vehicleIds=1,2`: positive ids, at most 10,000. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/, 'a positive id')
        .transform(Number),
    )
    .max(10_000),
);

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Spec 02 §7 GET /journal with both parameter variants: fromTsMs/toTsMs (or from_ts/to_ts), size, vehicleIds,
 * driverIds, fetchCoordinates (or excludeCoords). A missing bound answers BAD_TIMESTAMP ("Bad timestamp").
 */
export const JournalQuerySchema = z.strictObject({
  fromTsMs: epochMs.optional(),
  toTsMs: epochMs.optional(),
  from_ts: epochMs.optional(),
  to_ts: epochMs.optional(),
  size: z.coerce.number().int().min(0).max(99_999_999).optional(),
  vehicleIds: idList.optional(),
  driverIds: idList.optional(),
  fetchCoordinates: flag.optional(),
  excludeCoords: flag.optional(),
});
export type JournalQuery = z.infer<typeof JournalQuerySchema>;

const coordinate = z.object({ latitude: z.number(), longitude: z.number() });

/** Spec 02 §3 "Trip (journal entry)", field names as the spec has them. */
export const JournalEntrySchema = component(
  'JournalEntry',
  z.object({
    journal_id: z.number().int(),
    user_id: z.number().int().nullable().describe('The driver; null when none is known'),
    organizationId: z.number().int(),
    status: z.enum(['NONE', 'CHECKED', 'LOCKED', 'BAD', 'CORRECTED', 'DONE']),
    lightAttested: z.boolean(),
    correctedByDriver: z.boolean(),
    attested: z.boolean(),
    adminComment: z.string(),
    devComment: z.array(z.string()).describe('Developer flags, e.g. INCOMPATIBLE_PURPOSES'),
    isBadTrip: z.boolean(),
    merged: z.boolean().describe('One entry of several trips (split again with PUT /journal/unmerge)'),
    mergedTripsId: z.array(z.number().int()).describe('The trips inside a merged entry, itself first'),
    privateHidden: z
      .boolean()
      .describe("Another driver's private trip: times of day, addresses, description and coordinates withheld"),
    driver: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
    vehicle: z.object({
      vehicleId: z.number().int(),
      reg: z.string(),
      registry: z.string(),
      full_name: z.string(),
    }),
    geocode_start: z.object({ format: z.string() }),
    geocode_stop: z.object({ format: z.string() }),
    trip: z.object({
      tripId: z.number().int(),
      timestamp_start_ms: z.number().int(),
      timestamp_stop_ms: z.number().int(),
      odometer_start: z.number().int().describe('Metres; 0 when the device reports no odometer'),
      odometer_stop: z.number().int(),
      odometer_max: z.number().int().describe('The trip distance, metres'),
      purpose: z.string().describe('BUSINESS, PRIVATE, PRIVATE_AUTO or a value starting with BUSINESS'),
      description: z.string(),
      start: coordinate,
      stop: coordinate,
      coords: z.array(coordinate),
    }),
    metrics: z.object({
      harshAccelerations: z.number().int(),
      harshBrakings: z.number().int(),
      sharpCorners: z.number().int(),
      maxSpeedKmh: z.number().int(),
    }),
  }),
);
export type JournalEntryJson = z.infer<typeof JournalEntrySchema>;

/** Spec 02 §7 PUT /journal/{id}: the driver's and the administrators' fields; each given field changes. */
export const UpdateTripBodySchema = component(
  'UpdateTripBody',
  z.strictObject({
    lightAttested: z.boolean().optional(),
    correctedByDriver: z.boolean().optional(),
    purpose: z
      .string()
      .regex(/^(PRIVATE|BUSINESS[A-Z0-9_ -]{0,40})$/, 'BUSINESS, PRIVATE or a value starting with BUSINESS')
      .optional(),
    description: lineText(500).optional(),
    adminComment: freeText(1000).optional(),
    privateConfirmed: z.boolean().optional().describe("Confirms marking another driver's trip private"),
    dismissDevComment: z
      .literal(true)
      .optional()
      .describe("Dismisses the trip's developer flags (its driver; not on LOCKED, CORRECTED or DONE trips)"),
  }),
);
export type UpdateTripBody = z.infer<typeof UpdateTripBodySchema>;

const journalId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Spec 02 §7 PUT /journal/merge: the trips (consecutive) and the description chosen when theirs differ. */
export const MergeTripsBodySchema = component(
  'MergeTripsBody',
  z.strictObject({
    journal_ids: z.array(journalId).min(2).max(100),
    description: lineText(500).optional(),
  }),
);
export type MergeTripsBody = z.infer<typeof MergeTripsBodySchema>;

/** Spec 02 §7 PUT /journal/unmerge: the merged entry's mergedTripsId (its first id is the entry). */
export const UnmergeTripsBodySchema = component(
  'UnmergeTripsBody',
  z.strictObject({ mergedTripsId: z.array(journalId).min(1).max(100) }),
);
export type UnmergeTripsBody = z.infer<typeof UnmergeTripsBodySchema>;
