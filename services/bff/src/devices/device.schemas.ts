import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { DEVICE_TYPES, ErrorCode } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { emailText, freeText, lineText, requiredLineText } from '../common/text';
import { coded } from '../common/validation';
import { CreateVehicleBodySchema, DriverRefSchema, entityId } from '../vehicles/vehicle.schemas';

// Spec 03 §3 Device, §5 "New device", §9; spec 01 §4.2. The devices service re-checks everything.
export { DEVICE_TYPES }; // from vocabulary.proto
export const DEVICE_TABS = ['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED'] as const;
export const DEVICE_CLASSES = ['UNASSIGNED', 'IN_STORAGE', 'INSTALLED_ACTIVE', 'RETIRED'] as const;
export const DEVICE_LIFECYCLES = ['STOCK', 'INSTALLED', 'RETIRED'] as const;

const text = lineText;
const requiredText = requiredLineText;
const isDigits = (value: string) => /^\d*$/.test(value);

function digits(min: number, max: number, lengthCode: ErrorCode, options: { allowEmpty?: boolean } = {}) {
  return lineText(100)
    .refine(isDigits, coded(ErrorCode.ONLY_DIGITS, 'digits only'))
    .refine(
      (value) => (options.allowEmpty && value === '') || (value.length >= min && value.length <= max),
      coded(lengthCode, `${min}–${max} digits`),
    );
}

export const imei = digits(14, 16, ErrorCode.IMEI_LENGTH);
export const iccid = digits(18, 22, ErrorCode.ICCID_LENGTH);
export const phone = lineText(100).refine(
  (value) => /^\+?\d{9,20}$/.test(value),
  coded(ErrorCode.PHONE_LENGTH, 'at least 9 digits, optional +'),
);
// HHMM in UTC, the time of day a tracker reports.
const timeOfDay = lineText(4).regex(/^([01]\d|2[0-3])[0-5]\d$/, 'HHMM');

// ---------- responses ----------

export const DeviceSchema = component(
  'Device',
  z.object({
    deviceId: z.number().int(),
    id: z.number().int().describe('Same as deviceId'),
    imei: z.string(),
    iccid: z.string(),
    phone: z.string(),
    deviceType: z.string(),
    firmware: z.string(),
    configName: z.string(),
    organizationId: z
      .object({ organizationId: z.number().int(), fullName: z.string() })
      .nullable()
      .describe('The linked organisation; null while unassigned'),
    installedVehicle: z
      .object({
        id: z.number().int(),
        registry: z.string(),
        displayName: z.string(),
        benefitType: z.string(),
        defaultDriver: DriverRefSchema.nullable(),
        currentDriver: DriverRefSchema.nullable(),
        defaultTripType: z.string(),
        state: z.object({ odometer: z.number() }),
      })
      .nullable(),
    physicalInstallTimestamp: z.number().int(),
    physicalLocation: z.string(),
    currentInstallationLocation: z.string(),
    retired: z.boolean(),
    isTracker: z.boolean(),
    smsControl: z.boolean(),
    dataUsed: z.number().int(),
    timestampStartOfUse: z.number().int(),
    specifiedTimeOfDay: z.string().describe('HHMM, UTC'),
    functional: z.object({ alarm: z.boolean() }),
    obd: z.boolean(),
    status: z
      .object({
        timestampMs: z.number().int(),
        serverTimestampMs: z.number().int(),
        uplinkLoss: z.boolean(),
        latestBatteryLevel: z.number().int().nullable(),
        latestSeenPositiveSpeed: z.number().int(),
      })
      .nullable()
      .describe('null until the device has reported'),
    carYear: z.number().int(),
    model: z.string(),
    voltageRange: z.string(),
    imgSrc: z.string(),
    lifecycle: z.enum(DEVICE_LIFECYCLES),
    classification: z.enum(DEVICE_CLASSES),
    tab: z.enum(DEVICE_TABS),
    warnings: z.array(z.string()).describe('Why the device is in the Warnings tab'),
  }),
);

export const DeviceListSchema = component(
  'DeviceList',
  z.object({
    devices: z.array(DeviceSchema),
    counts: z.object({
      warnings: z.number().int(),
      stock: z.number().int(),
      onTheWay: z.number().int(),
      inDrive: z.number().int(),
      retired: z.number().int(),
    }),
  }),
);

export const InstallationSchema = component(
  'Installation',
  z.object({
    installationId: z.number().int(),
    deviceId: z.number().int(),
    imei: z.string(),
    vehicleId: z.number().int(),
    organizationId: z.number().int(),
    installedTsMs: z.number().int(),
    removedTsMs: z.number().int().describe('0 while installed'),
    removalReason: z
      .string()
      .describe('UNINSTALLED, MOVED, RETIRED, VEHICLE_ARCHIVED, VEHICLE_DELETED, ORGANIZATION_CHANGED'),
  }),
);

export const FutureDeviceSchema = component(
  'FutureDevice',
  z.object({
    vehicleId: z.number().int(),
    deviceId: z.number().int(),
    imei: z.string(),
    plannedTsMs: z.number().int(),
  }),
);

export const PhoneLookupSchema = component('PhoneLookup', z.object({ iccid: z.string(), phone: z.string() }));
export const FirmwareSchema = component(
  'Firmware',
  z.object({ currentFirmware: z.string(), currentConfiguration: z.string() }),
);
export const SmsCommandResponseSchema = component('SmsCommandResponse', z.object({ messageId: z.string() }));

// ---------- requests ----------

// A comma list or the parameter repeated; at most 1,000 ids either way (the URL's size bounds the text).
const organizationIdList = z
  .union([lineText(20_000), z.array(lineText(20_000)).max(1000)])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(
    z
      .array(
        lineText(20)
          .regex(/^[1-9]\d{0,15}$/, 'positive integer')
          .transform(Number),
      )
      .max(1000),
  );

export const ListDevicesQuerySchema = z.strictObject({
  search: text(100).optional(),
  organizationIds: organizationIdList.optional(),
  tab: z.enum(DEVICE_TABS).optional(),
});

/** The parameters of `ListDevicesQuerySchema` in the document. */
export const ApiListDevicesQuery = (searchDescription?: string): MethodDecorator =>
  applyDecorators(
    ApiQuery({ name: 'tab', required: false, schema: { type: 'string', enum: [...DEVICE_TABS] } }),
    ApiQuery({ name: 'organizationIds', required: false, description: 'Comma-separated organisation ids' }),
    ApiQuery({ name: 'search', required: false, description: searchDescription }),
  );

export const AddDeviceBodySchema = component(
  'AddDeviceBody',
  z.strictObject({
    imei,
    iccid: digits(18, 22, ErrorCode.ICCID_LENGTH, { allowEmpty: true })
      .default('')
      .describe('Required for all but trackers (the service decides)'),
    phone,
    deviceType: z.enum(DEVICE_TYPES),
    hardware: text(100).default(''),
    organizationId: entityId.nullish().describe('null: stock (unassigned)'),
    timestampStartOfUse: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    specifiedTimeOfDay: timeOfDay.or(z.literal('')).default(''),
    vehicleId: entityId.nullish(),
  }),
);

export const AddDeviceQuerySchema = z.strictObject({ specifiedTimeOfDay: timeOfDay.optional() });

/** PATCH /admin/devices/{id}: one kind of change per request (see `toAdminDevicePatch`). */
export const AdminPatchDeviceBodySchema = component(
  'AdminPatchDeviceBody',
  z.strictObject({
    organizationId: entityId.optional().describe('Change organisation (ends any installation)'),
    familyWarningAcknowledged: z
      .boolean()
      .optional()
      .describe('Required when the target is outside the family tree of the current organisation'),
    retired: z.boolean().optional().describe('true retires (ends the installation), false un-retires'),
    smsControl: z
      .strictObject({
        history: z.array(z.strictObject({ smsAck: z.boolean(), ack: z.boolean() })).max(1000),
        historyCheckFailed: z.boolean().default(false),
      })
      .optional()
      .describe('SMS check history; the service derives the SMS-control flag'),
    installedVehicle: z
      .strictObject({ id: entityId })
      .nullable()
      .optional()
      .describe('Install in / move to a vehicle; null uninstalls (ROOT)'),
    iccid: iccid.optional(),
    phone: phone.optional(),
    deviceType: z.enum(DEVICE_TYPES).optional(),
    physicalLocation: freeText(500).optional(),
    firmware: text(100).optional(),
    configName: text(100).optional(),
    specifiedTimeOfDay: timeOfDay.or(z.literal('')).optional(),
    obd: z.boolean().optional(),
  }),
);

export const InstallDeviceBodySchema = component(
  'InstallDeviceBody',
  z.strictObject({
    vehicleId: entityId,
    move: z
      .boolean()
      .default(false)
      .describe('true moves an installed device (ends the old installation); false installs a free one'),
  }),
);

export const NewDriverSchema = z.strictObject({
  name: requiredText(),
  email: emailText(),
  sendInvite: z.boolean().default(true).describe('Mail an invitation once the connection succeeded'),
});

export const ConnectDeviceBodySchema = component(
  'ConnectDeviceBody',
  z
    .strictObject({
      organizationId: entityId,
      vehicleId: entityId.optional().describe('Install in this vehicle of the organisation'),
      newVehicle: CreateVehicleBodySchema.optional().describe('Create this vehicle in the organisation and install'),
      newDriver: NewDriverSchema.optional().describe('Create this driver, permitted and default on the vehicle'),
    })
    .refine((body) => !(body.vehicleId !== undefined && body.newVehicle !== undefined), {
      message: 'give vehicleId or newVehicle, not both',
      path: ['newVehicle'],
    })
    .refine((body) => !(body.newDriver !== undefined && body.vehicleId === undefined && !body.newVehicle), {
      message: 'a new driver needs a vehicle',
      path: ['newDriver'],
    }),
);

export const FutureDeviceBodySchema = component(
  'FutureDeviceBody',
  z
    .strictObject({ vehicleId: entityId, deviceId: entityId.optional(), imei: imei.optional() })
    .refine((body) => body.deviceId !== undefined || body.imei !== undefined, {
      message: 'deviceId or imei is required',
      path: ['deviceId'],
    }),
);

export const CancelFutureDeviceBodySchema = component(
  'CancelFutureDeviceBody',
  z.strictObject({ vehicleId: entityId }),
);

export const PhoneQuerySchema = z.strictObject({ iccid });
export const FirmwareQuerySchema = z.strictObject({ imei });
export const SmsCommandBodySchema = component(
  'SmsCommandBody',
  z.strictObject({ command: requiredText(160).describe('e.g. getinfo') }),
);

export type DeviceJson = z.output<typeof DeviceSchema>;
export type DeviceListJson = z.output<typeof DeviceListSchema>;
export type InstallationJson = z.output<typeof InstallationSchema>;
export type FutureDeviceJson = z.output<typeof FutureDeviceSchema>;
export type ListDevicesQuery = z.output<typeof ListDevicesQuerySchema>;
export type AddDeviceBody = z.output<typeof AddDeviceBodySchema>;
export type AddDeviceQuery = z.output<typeof AddDeviceQuerySchema>;
export type AdminPatchDeviceBody = z.output<typeof AdminPatchDeviceBodySchema>;
export type InstallDeviceBody = z.output<typeof InstallDeviceBodySchema>;
export type ConnectDeviceBody = z.output<typeof ConnectDeviceBodySchema>;
export type NewDriver = z.output<typeof NewDriverSchema>;
export type FutureDeviceBody = z.output<typeof FutureDeviceBodySchema>;
export type CancelFutureDeviceBody = z.output<typeof CancelFutureDeviceBodySchema>;
export type PhoneQuery = z.output<typeof PhoneQuerySchema>;
export type FirmwareQuery = z.output<typeof FirmwareQuerySchema>;
export type SmsCommandBody = z.output<typeof SmsCommandBodySchema>;
