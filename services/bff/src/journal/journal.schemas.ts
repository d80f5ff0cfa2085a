import { TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { epochMs, flag, idList, queryId } from '../common/query-params';
import { freeText, lineText } from '../common/text';

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
  vehicleIds: idList().optional(),
  driverIds: idList().optional(),
  fetchCoordinates: flag.optional(),
  excludeCoords: flag.optional(),
});
export type JournalQuery = z.infer<typeof JournalQuerySchema>;

/** GET /journal-csv: the search, the CSV's delimiter (spec 01 §9) and its language. */
export const JournalCsvQuerySchema = JournalQuerySchema.extend({
  csvDelimiter: z.enum([';', ',']).optional(),
  lang: z.enum(['sv', 'en']).optional(),
});
export type JournalCsvQuery = z.infer<typeof JournalCsvQuerySchema>;

const coordinate = z.object({ latitude: z.number(), longitude: z.number() });

const sek = z.number().int();

/** Spec 02 §3 congestionData.passages[]: a congestion-tax or infrastructure-fee passage of the trip. */
export const TollPassageSchema = component(
  'TollPassage',
  z.object({
    passageId: z.number().int(),
    station: z.object({
      name: z.string(),
      geometry: z.object({
        coordinates: z.tuple([z.number(), z.number()]).describe("The station's [longitude, latitude]"),
      }),
    }),
    isotime: z.string().describe('The crossing, UTC ISO 8601'),
    price: sek.describe('Congestion tax as computed, SEK (0 at an infrastructure-fee station)'),
    priceInfra: sek.describe('Infrastructure fee as computed, SEK (0 at a congestion-tax station)'),
    overridePrice: sek.nullable().describe('The congestion tax overridden; null: none'),
    overridePriceInfra: sek.nullable().describe('The infrastructure fee overridden; null: none'),
    isActive: z.boolean().describe('false: removed by an override, counts for nothing'),
    tax: z
      .enum(['congestion', 'infrastructure'])
      .describe(
        'The tax the passage bears (also when it bears 0, as for an exempt vehicle): its table in the route panel',
      ),
  }),
);

/** A distance in metres: at most the odometer's 1,500,000 km (spec 02 §9). */
const distanceM = z.number().int().min(0).max(1_500_000_000);
const userId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

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
      .describe(
        "Another driver's private trip: times of day, addresses, description, coordinates and toll passages withheld",
      ),
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
    imei: z.string().describe('The device that recorded the trip'),
    overrideTsMs: z.number().int().describe("The superadmin's latest override (epoch ms); 0: never overridden"),
    override_start: z
      .string()
      .nullable()
      .describe("The superadmin's start address override (geocode_start.format shows it); null: none"),
    override_stop: z.string().nullable().describe("The superadmin's stop address override; null: none"),
    congestionTaxSek: sek.describe('Congestion tax as computed, SEK (a merged entry: its trips summed)'),
    congestionTaxSekOverride: sek
      .nullable()
      .describe(
        'The congestion tax after the passage overrides, shown beside the struck-through computed sum; null: none',
      ),
    congestionTaxCount: z.number().int().describe('Active congestion-tax passages'),
    infraTaxSek: sek.describe('Infrastructure fee as computed, SEK'),
    infraTaxSekOverride: sek.nullable().describe('The infrastructure fee after the passage overrides; null: none'),
    infraTaxCount: z.number().int().describe('Active infrastructure-fee passages'),
    congestionData: z.object({
      passages: z
        .array(TollPassageSchema)
        .describe("Both kinds, in time order (a merged entry's trips' together); empty on a hidden private trip"),
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
      .max(48)
      .regex(/^(PRIVATE|BUSINESS[A-Z0-9_ -]{0,40})$/, 'BUSINESS, PRIVATE or a value starting with BUSINESS')
      .optional(),
    description: lineText(TEXT_LIMITS.description).optional(),
    adminComment: freeText(TEXT_LIMITS.comment).optional(),
    privateConfirmed: z.boolean().optional().describe("Confirms marking another driver's trip private"),
    dismissDevComment: z
      .literal(true)
      .optional()
      .describe("Dismisses the trip's developer flags (its driver; not on LOCKED, CORRECTED or DONE trips)"),
    timestamp_start_ms: epochMs.optional().describe("ROOT: the trip's start (kept in the override history)"),
    timestamp_stop_ms: epochMs.optional().describe("ROOT: the trip's stop"),
    odometer_max: distanceM.optional().describe("ROOT: the trip's distance, metres"),
    override_start: lineText(300).optional().describe("ROOT: the start address shown; '' clears the override"),
    override_stop: lineText(300).optional().describe("ROOT: the stop address shown; '' clears the override"),
    user_id: userId.nullable().optional().describe('ADMIN, ROOT: the driver (null: no driver)'),
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

const vehicleId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * Spec 02 §3 "New trip form", §5: vehicle, IMEI, start, stop, distance and purpose required (MISSING_FIELDS
 * answers a missing one); coordinates, addresses, description and driver optional.
 */
export const NewTripBodySchema = component(
  'NewTripBody',
  z.strictObject({
    vehicleId,
    // Spec 01 §7, spec 03 §3: an IMEI has 14 to 16 digits.
    imei: z
      .string()
      .trim()
      .max(16)
      .regex(/^\d{14,16}$/, 'an IMEI of 14 to 16 digits'),
    userId: userId.nullable().optional().describe('The driver; absent or null: none'),
    timestampStartMs: epochMs,
    timestampStopMs: epochMs,
    tripOdometerMax: distanceM.describe('The distance, metres'),
    startLat: latitude.optional(),
    startLon: longitude.optional(),
    stopLat: latitude.optional(),
    stopLon: longitude.optional(),
    startAddress: lineText(300).optional(),
    stopAddress: lineText(300).optional(),
    description: lineText(500).optional(),
    purpose: z.enum(['BUSINESS', 'PRIVATE']),
  }),
);
export type NewTripBody = z.infer<typeof NewTripBodySchema>;

/** Spec 02 §3 "Move-trips request", single move: the target vehicle and driver. */
export const MoveTripBodySchema = component(
  'MoveTripBody',
  z.strictObject({
    vehicleId,
    driverId: userId.nullable().optional().describe('The driver in the target vehicle; absent or null: none'),
  }),
);
export type MoveTripBody = z.infer<typeof MoveTripBodySchema>;

/** Spec 02 §3 "Move-trips request": the source vehicle's trips that END inside [fromTsMs, toTsMs] move. */
export const MoveTripsBodySchema = component(
  'MoveTripsBody',
  z.strictObject({
    fromTsMs: epochMs,
    toTsMs: epochMs,
    sourceVehicleId: vehicleId,
    targetVehicleId: vehicleId,
    targetDriverId: userId.nullable().optional(),
  }),
);
export type MoveTripsBody = z.infer<typeof MoveTripsBodySchema>;

export const MovedTripsSchema = component(
  'MovedTrips',
  z.object({ moved: z.array(JournalEntrySchema).describe('The trips moved, oldest first') }),
);
export type MovedTripsJson = z.infer<typeof MovedTripsSchema>;

/** Spec 02 §3 "Override history entry": the trip as detected (overrideTsMs 0), then each override. */
export const OverrideHistoryEntrySchema = component(
  'OverrideHistoryEntry',
  z.object({
    overrideTsMs: z.number().int().describe('When the override was made; 0 for the trip as detected'),
    overrideTuId: z.number().int().nullable().describe('Who made it; null for the trip as detected'),
    overrideTuName: z.string(),
    tripUserspaceId: z.number().int(),
    timestampStartMs: z.number().int(),
    timestampStopMs: z.number().int(),
    odometerStart: z.number().int(),
    odometerStop: z.number().int(),
    tripOdometerMax: z.number().int(),
    overrideStartAddress: z.string().nullable(),
    overrideStopAddress: z.string().nullable(),
    congestionTaxOverride: z.number().nullable(),
    infraTaxOverride: z.number().nullable(),
  }),
);
export type OverrideHistoryEntryJson = z.infer<typeof OverrideHistoryEntrySchema>;

/** GET /journal/by-ids: `?ids=1,2` or repeated, at most 1,000. */
export const TripIdsQuerySchema = z.strictObject({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z.array(queryId).min(1).max(1_000),
  ),
});
export type TripIdsQuery = z.infer<typeof TripIdsQuerySchema>;

/** The superadmin vehicles screen's "delete history": what went. */
export const DeletedHistorySchema = component(
  'DeletedHistory',
  z.object({
    deletedTrips: z.number().int().describe("The vehicle's trips taken out of the journal"),
    deletedPositions: z.number().int().describe('The stored positions deleted'),
  }),
);
export type DeletedHistoryJson = z.infer<typeof DeletedHistorySchema>;
