import {
  BENEFIT_TYPES,
  ErrorCode,
  LIST_LIMITS,
  RESPONSE_FREQUENCY_HOURS,
  type ResponseFrequencyHours,
  TRIP_TYPES,
} from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { boundedRecord, lineText, requiredLineText } from '../common/text';
import { coded } from '../common/validation';

// Spec 01 §3.1, §4.2, §5, §9. The fleet service re-checks everything; the edge rejects what is plainly wrong.
// Benefit types, trip types and update frequencies come from vocabulary.proto.
export { BENEFIT_TYPES, RESPONSE_FREQUENCY_HOURS, TRIP_TYPES };
export const VEHICLE_CATEGORIES = ['VEHICLE', 'TRACKER'] as const;
/** Spec 04's infrastructure fee classes: car, light truck, bus under 14 t ("car"); heavy truck over 3.5 t ("heavy"). */
export const TOLL_CLASSES = ['car', 'heavy'] as const;
type FrequencyValue = `${ResponseFrequencyHours}-h`;
/** The values of the frequency route, '24-h' … '1-h' (longest first). */
export const FREQUENCY_VALUES = [...RESPONSE_FREQUENCY_HOURS]
  .reverse()
  .map((hours): FrequencyValue => `${hours}-h`) as [FrequencyValue, ...FrequencyValue[]];
export const ODOMETER_MAX_KM = 1_500_000;
const SERVICE_KM_MAX = 1_000_000_000;

export const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const timestampMs = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const text = lineText;
const requiredText = requiredLineText;
const isoCountryCode = lineText(10)
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'two-letter ISO 3166 code');
// Registration numbers are stored upper-cased and trimmed: letters and digits, 2–10 characters (BAD_REG otherwise).
const registry = lineText(20)
  .toUpperCase()
  .refine(
    (value) => value === '' || /^[A-Z0-9ÅÄÖ]{2,10}$/.test(value),
    coded(ErrorCode.BAD_REG, 'letters and digits, 2–10'),
  );

// ---------- responses ----------

export const FuelSchema = component('Fuel', z.object({ svName: z.string(), consumptionUnit: z.string() }));
export const StyleSchema = component('VehicleStyle', z.object({ marker: z.string(), color: z.string() }));
export const DriverRefSchema = component('DriverRef', z.object({ id: z.number().int(), displayName: z.string() }));

export const ServiceEntrySchema = component(
  'ServiceEntry',
  z.object({
    id: z.string(),
    name: z.string(),
    serviceAfterKm: z.number().int().nullable(),
    serviceAfterMonths: z.number().int().nullable(),
    latestServiceKm: z.number().int().nullable(),
    latestServiceTsMs: z.number().int().describe('End of the service day, Europe/Stockholm'),
    leadDistKm: z.number().int().nullable(),
    leadTimeWeeks: z.number().int().nullable(),
    bothThresholdsRequired: z.boolean(),
  }),
);

export const VehicleSchema = component(
  'Vehicle',
  z.object({
    id: z.number().int(),
    vehicleId: z.number().int().describe('Same as id'),
    organizationId: z.number().int(),
    registry: z.string(),
    displayName: z.string(),
    isoCountryCode: z.string(),
    isTracker: z.boolean(),
    isArchived: z.boolean(),
    archivedTsMs: z.number().int(),
    retired: z.boolean(),
    benefitType: z.string(),
    defaultTripType: z.string(),
    permitAnyDriver: z.boolean(),
    permittedDrivers: z.array(DriverRefSchema),
    defaultDriver: DriverRefSchema.nullable(),
    currentDriver: DriverRefSchema.nullable(),
    style: StyleSchema.nullable(),
    state: z.object({ imei: z.string(), odometer: z.number() }).nullable(),
    lastSeen: z.number().int(),
    batteryPercentage: z.number().int().nullable(),
    latestResponseFrequency: z.number().int().describe('Hours, as last reported by the device (0 unknown)'),
    selectedResponseFrequency: z.number().int().describe('Hours; differs from latest while a change is pending'),
    deviceType: z.string(),
    responsetime: z.number().int(),
    odometer: z
      .object({ valueKm: z.number(), recordedTimeMs: z.number().int(), applyRetroactive: z.boolean() })
      .nullable(),
    lastInspectionTsMs: z.number().int(),
    nextInspectionTsMs: z.number().int(),
    fuel1: FuelSchema.nullable(),
    fuel2: FuelSchema.nullable(),
    consumption1: z.number(),
    consumption2: z.number(),
    proportion1: z.number().int(),
    co2GKm1: z.number(),
    co2GKm2: z.number(),
    co2GKmOverride: z.number().nullable(),
    fuelLKmOverride: z.number().nullable(),
    hybrid: z.boolean(),
    brand: z.string(),
    model: z.string(),
    modelYear: z.number().int(),
    futureDeviceId: z.number().int(),
    settings: z.object({ vehicleService: z.record(z.string(), ServiceEntrySchema) }),
    canToggleDefaultTripType: z.boolean(),
    createdTsMs: z.number().int(),
    tollExempt: z.boolean().describe('Spec 04: no congestion tax and no infrastructure fee for this vehicle'),
    tollClass: z.enum(TOLL_CLASSES).describe('Spec 04: the infrastructure fee class ("heavy": heavy truck over 3.5 t)'),
  }),
);

export const VehicleSimpleSchema = component(
  'VehicleSimple',
  z.object({
    id: z.number().int(),
    registry: z.string(),
    displayName: z.string(),
    organizationId: z.number().int(),
    isTracker: z.boolean(),
    isArchived: z.boolean(),
    benefitType: z.string(),
  }),
);

export const DeletedVehicleSchema = component(
  'DeletedVehicle',
  z.object({ displayName: z.string().describe("For the '{name} har tagits bort' message") }),
);

export const VehicleInfoSchema = component(
  'VehicleInfo',
  z.object({
    fuel1: FuelSchema.nullable(),
    fuel2: FuelSchema.nullable(),
    consumption1: z.number(),
    consumption2: z.number(),
    co2GKm1: z.number(),
    co2GKm2: z.number(),
    proportion1: z.number().int(),
    brand: z.string(),
    model: z.string(),
    modelYear: z.number().int(),
    hybrid: z.boolean(),
  }),
);

export const VehicleInfoResponseSchema = component(
  'VehicleInfoResponse',
  z.record(z.string(), VehicleInfoSchema).describe('Keyed by the upper-cased registration number'),
);

// ---------- requests ----------

const FuelInputSchema = z.strictObject({ svName: text(100).default(''), consumptionUnit: text(20).default('') });
const StyleInputSchema = component(
  'VehicleStyleInput',
  z.strictObject({ marker: text(50).default(''), color: text(50).default('') }),
);

const validSoFar = (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0;
const nonNegative = (max: number) => z.number().min(0).max(max);

/** The editor's first-tab extras (VehicleDetails); flat in the body, as the vehicle record is. */
const detailFields = {
  fuel1: FuelInputSchema.optional(),
  fuel2: FuelInputSchema.optional(),
  consumption1: nonNegative(1000).optional(),
  consumption2: nonNegative(1000).optional(),
  proportion1: z.number().int().min(0).max(100).optional(),
  co2GKm1: nonNegative(10_000).optional(),
  co2GKm2: nonNegative(10_000).optional(),
  co2GKmOverride: nonNegative(10_000).optional(),
  fuelLKmOverride: nonNegative(1000).optional(),
  hybrid: z.boolean().optional(),
  brand: text(100).optional(),
  model: text(100).optional(),
  modelYear: z.number().int().min(0).max(3000).optional(),
  lastInspectionTsMs: timestampMs.optional(),
  nextInspectionTsMs: timestampMs.optional(),
  tollExempt: z.boolean().optional().describe('Spec 04: switches congestion tax and infrastructure fees off'),
  tollClass: z.enum(TOLL_CLASSES).optional().describe('Spec 04: "car" (default) or "heavy" (heavy truck over 3.5 t)'),
};
export const DETAIL_FIELDS = Object.keys(detailFields) as Array<keyof typeof detailFields>;

export const ServiceEntryInputSchema = component(
  'ServiceEntryInput',
  z
    .strictObject({
      id: text(100).optional().describe('Absent for a new entry; the service generates one'),
      name: requiredText(),
      serviceAfterKm: z.number().int().min(0).max(SERVICE_KM_MAX).nullish(),
      serviceAfterMonths: z.number().int().min(0).max(240).nullish(),
      latestServiceKm: z.number().int().min(0).max(SERVICE_KM_MAX).nullish(),
      latestServiceTsMs: timestampMs.describe('Any time of the service day; stored as the end of that day'),
      leadDistKm: z.number().int().min(0).max(100_000).nullish(),
      leadTimeWeeks: z.number().int().min(0).max(5200).nullish(),
      bothThresholdsRequired: z.boolean().default(false),
    })
    // Only on an otherwise valid entry: a value that failed its range check is absent here and would look missing.
    .refine((entry) => entry.serviceAfterKm != null || entry.serviceAfterMonths != null, {
      ...coded(ErrorCode.MISSING_FIELDS, 'at least one interval (km or months) is required'),
      path: ['serviceAfterKm'],
      when: validSoFar,
    })
    .refine((entry) => entry.leadDistKm == null || entry.serviceAfterKm != null, {
      message: 'only with a km interval',
      path: ['leadDistKm'],
      when: validSoFar,
    })
    .refine((entry) => entry.leadTimeWeeks == null || entry.serviceAfterMonths != null, {
      message: 'only with a month interval',
      path: ['leadTimeWeeks'],
      when: validSoFar,
    }),
);

/** A vehicle's service entries by id (the editor's keys): at most 100 (LIST_LIMITS.keys). */
export const serviceEntries = boundedRecord(text(100), ServiceEntryInputSchema);

export const CreateVehicleBodySchema = component(
  'CreateVehicleBody',
  z.strictObject({
    category: z.enum(VEHICLE_CATEGORIES).default('VEHICLE'),
    registry: registry.default(''),
    displayName: text().default(''),
    style: StyleInputSchema.optional(),
    permittedDrivers: z.array(entityId).max(LIST_LIMITS.ids).default([]),
    defaultDriver: entityId.nullish(),
    defaultTripType: z.enum(TRIP_TYPES),
    benefitType: z.enum(BENEFIT_TYPES),
    permitAnyDriver: z.boolean().default(false),
    isoCountryCode: isoCountryCode
      .optional()
      .describe('Required by the service (ISO_COUNTRY_CODE_MISSING); UI default SE'),
    ...detailFields,
  }),
);

export const AdminCreateVehicleBodySchema = component(
  'AdminCreateVehicleBody',
  CreateVehicleBodySchema.extend({ organizationId: entityId }),
);

export const UpdateVehicleBodySchema = component(
  'UpdateVehicleBody',
  z.strictObject({
    registry: registry.optional().describe('Immutable once set, except for ROOT'),
    displayName: text().optional(),
    isoCountryCode: isoCountryCode.optional(),
    style: StyleInputSchema.optional(),
    permittedDrivers: z.array(entityId).max(LIST_LIMITS.ids).optional(),
    defaultDriver: entityId.nullable().optional().describe('null clears'),
    defaultTripType: z.enum(TRIP_TYPES).optional(),
    benefitType: z.enum(BENEFIT_TYPES).optional(),
    permitAnyDriver: z.boolean().optional(),
    settings: z.strictObject({ vehicleService: serviceEntries }).optional().describe('Replaces the service entries'),
    ...detailFields,
  }),
);

export const ResponseTimeBodySchema = component(
  'ResponseTimeBody',
  z
    .strictObject({
      period: z.number().int().positive(),
      unit: lineText(10)
        .toLowerCase()
        .pipe(z.enum(['h', 'hour', 'hours', 'd', 'day', 'days'])),
      batteryWarningAcknowledged: z.boolean().default(false),
    })
    .refine((body) => isFrequency(toHours(body.period, body.unit)), {
      message: 'must be 1, 3, 6, 12 or 24 hours',
      path: ['period'],
    }),
);

export const FrequencyBodySchema = component(
  'FrequencyBody',
  z.strictObject({
    value: z.enum(FREQUENCY_VALUES),
    batteryWarningAcknowledged: z.boolean().default(false).describe('Required for 1-h and 3-h'),
  }),
);

export const CurrentDriverBodySchema = component(
  'CurrentDriverBody',
  z.strictObject({ userId: entityId.nullable().describe('null checks out (clears the current driver)') }),
);

const digitsOnly = coded(ErrorCode.ONLY_DIGITS, 'digits only');
const odometerValue = z
  .union([z.number(), lineText(20)])
  .refine(
    (value) => (typeof value === 'number' ? Number.isInteger(value) && value >= 0 : /^\d{1,9}$/.test(value)),
    digitsOnly,
  )
  .transform(Number)
  .refine(
    (value) => value <= ODOMETER_MAX_KM,
    coded(ErrorCode.ODOMETER_TOO_LARGE, `at most ${ODOMETER_MAX_KM.toLocaleString('en')} km`),
  );

export const OdometerBodySchema = component(
  'OdometerBody',
  z
    .strictObject({
      valueKm: odometerValue.describe('0–1,500,000 km, digits only; above 900,000 needs confirmedHigh'),
      recordedTimeMs: timestampMs.optional().describe('Only when applied retroactively'),
      fromTimeMs: timestampMs.default(0),
      applyRetroactive: z.boolean().default(false),
      ignoreRedis: z
        .union([z.literal(0), z.literal(1), z.boolean()])
        .default(0)
        .transform((value) => value === 1 || value === true),
      confirmedHigh: z.boolean().default(false),
      forced: z.boolean().default(false).describe('ROOT only: skips the consistency checks'),
    })
    .superRefine((body, context) => {
      if (body.applyRetroactive && body.recordedTimeMs === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['recordedTimeMs'],
          ...coded(ErrorCode.MISSING_FIELDS, 'required when applied retroactively'),
        });
      }
    }),
);

export const SetFlagBodySchema = component(
  'SetFlagBody',
  z.strictObject({ vehicleIds: z.array(entityId).min(1).max(LIST_LIMITS.ids), isoCountryCode }),
);

export const ChangeOrganizationBodySchema = component(
  'ChangeVehicleOrganizationBody',
  z.strictObject({ organizationId: entityId }),
);

export const VehicleInfoQuerySchema = z.object({
  regNo: lineText(20)
    .toUpperCase()
    .refine((value) => /^[A-Z0-9ÅÄÖ]{2,10}$/.test(value), coded(ErrorCode.BAD_REG, 'letters and digits, 2–10')),
});

export function toHours(period: number, unit: string): number {
  return unit.startsWith('d') ? period * 24 : period;
}

export function isFrequency(hours: number): boolean {
  return (RESPONSE_FREQUENCY_HOURS as readonly number[]).includes(hours);
}

export type VehicleJson = z.output<typeof VehicleSchema>;
export type TollClass = (typeof TOLL_CLASSES)[number];
export type VehicleSimpleJson = z.output<typeof VehicleSimpleSchema>;
export type ServiceEntryJson = z.output<typeof ServiceEntrySchema>;
export type VehicleInfoJson = z.output<typeof VehicleInfoSchema>;
export type CreateVehicleBody = z.output<typeof CreateVehicleBodySchema>;
export type AdminCreateVehicleBody = z.output<typeof AdminCreateVehicleBodySchema>;
export type UpdateVehicleBody = z.output<typeof UpdateVehicleBodySchema>;
export type ServiceEntryInput = z.output<typeof ServiceEntryInputSchema>;
export type ResponseTimeBody = z.output<typeof ResponseTimeBodySchema>;
export type FrequencyBody = z.output<typeof FrequencyBodySchema>;
export type CurrentDriverBody = z.output<typeof CurrentDriverBodySchema>;
export type OdometerBody = z.output<typeof OdometerBodySchema>;
export type SetFlagBody = z.output<typeof SetFlagBodySchema>;
export type ChangeOrganizationBody = z.output<typeof ChangeOrganizationBodySchema>;
export type VehicleInfoQuery = z.output<typeof VehicleInfoQuerySchema>;
