import { devicesV1, ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';
import type { z } from 'zod/v4';

import { validate } from '../common/validation';
import { toAdminDevicePatch, toDeviceJson, toDeviceTab } from './device.mapper';
import {
  AddDeviceBodySchema,
  AdminPatchDeviceBodySchema,
  ConnectDeviceBodySchema,
  DeviceSchema,
  FutureDeviceBodySchema,
  ListDevicesQuerySchema,
} from './device.schemas';

const codeOf = (schema: z.ZodType, value: unknown) => thrownCode(() => validate(schema, value)) ?? 'valid';

const aUnit = (overrides: Record<string, unknown> = {}) => ({
  imei: '356307042441013',
  iccid: '89460123456789012345',
  phone: '+46701234567',
  deviceType: 'FMB001',
  ...overrides,
});

describe('AddDeviceBodySchema (spec 03 §5 "New device")', () => {
  it('accepts a complete unit and fills defaults', () => {
    expect(validate(AddDeviceBodySchema, aUnit())).toMatchObject({
      imei: '356307042441013',
      hardware: '',
      timestampStartOfUse: 0,
      specifiedTimeOfDay: '',
    });
  });

  it.each([
    ['an IMEI with letters', { imei: '35630704244101A' }, ErrorCode.ONLY_DIGITS],
    ['a 13-digit IMEI', { imei: '3563070424410' }, ErrorCode.IMEI_LENGTH],
    ['a 17-digit IMEI', { imei: '35630704244101312' }, ErrorCode.IMEI_LENGTH],
    ['a 17-digit ICCID', { iccid: '89460123456789012' }, ErrorCode.ICCID_LENGTH],
    ['a 23-digit ICCID', { iccid: '89460123456789012345678' }, ErrorCode.ICCID_LENGTH],
    ['an 8-digit phone', { phone: '07012345' }, ErrorCode.PHONE_LENGTH],
    ['a phone with letters', { phone: '+4670123456a' }, ErrorCode.PHONE_LENGTH],
    ['an unknown device type', { deviceType: 'XYZ1' }, ErrorCode.MISFORMATTED_FIELDS],
    ['a bad time of day', { specifiedTimeOfDay: '2460' }, ErrorCode.MISFORMATTED_FIELDS],
    ['no IMEI', { imei: undefined }, ErrorCode.MISSING_FIELDS],
  ])('refuses %s', (_case, overrides, code) => {
    expect(codeOf(AddDeviceBodySchema, aUnit(overrides))).toBe(code);
  });

  it('accepts 14- and 16-digit IMEIs, 18- and 22-digit ICCIDs, and no ICCID (trackers)', () => {
    expect(codeOf(AddDeviceBodySchema, aUnit({ imei: '35630704244101' }))).toBe('valid');
    expect(codeOf(AddDeviceBodySchema, aUnit({ imei: '3563070424410131' }))).toBe('valid');
    expect(codeOf(AddDeviceBodySchema, aUnit({ iccid: '894601234567890123' }))).toBe('valid');
    expect(codeOf(AddDeviceBodySchema, aUnit({ iccid: '8946012345678901234567' }))).toBe('valid');
    expect(codeOf(AddDeviceBodySchema, aUnit({ iccid: undefined, deviceType: 'TAT100' }))).toBe('valid');
  });
});

describe('ListDevicesQuerySchema', () => {
  it('reads organisation ids as a comma list or repeated parameter', () => {
    expect(validate(ListDevicesQuerySchema, { organizationIds: '3,4' })).toEqual({ organizationIds: [3, 4] });
    expect(validate(ListDevicesQuerySchema, { organizationIds: ['3', '5'], tab: 'IN_DRIVE' })).toEqual({
      organizationIds: [3, 5],
      tab: 'IN_DRIVE',
    });
    expect(codeOf(ListDevicesQuerySchema, { organizationIds: 'x' })).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(ListDevicesQuerySchema, { tab: 'LOST' })).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('maps tab names onto the proto enum', () => {
    expect(toDeviceTab('STOCK')).toBe(devicesV1.DeviceTab.STOCK_TAB);
    expect(toDeviceTab('RETIRED')).toBe(devicesV1.DeviceTab.RETIRED_TAB);
    expect(toDeviceTab(undefined)).toBe(devicesV1.DeviceTab.DEVICE_TAB_UNSPECIFIED);
  });
});

describe('ConnectDeviceBodySchema', () => {
  const newVehicle = { displayName: 'Van 1', defaultTripType: 'BUSINESS', benefitType: 'WORK', isoCountryCode: 'SE' };

  it('accepts an organisation alone, with a vehicle, or with a new vehicle and driver', () => {
    expect(codeOf(ConnectDeviceBodySchema, { organizationId: 3 })).toBe('valid');
    expect(codeOf(ConnectDeviceBodySchema, { organizationId: 3, vehicleId: 9 })).toBe('valid');
    const body = validate(ConnectDeviceBodySchema, {
      organizationId: 3,
      newVehicle,
      newDriver: { name: 'Dora', email: 'dora@example.se' },
    });
    expect(body.newDriver).toEqual({ name: 'Dora', email: 'dora@example.se', sendInvite: true });
  });

  it('refuses both an existing and a new vehicle, and a new driver without a vehicle', () => {
    expect(codeOf(ConnectDeviceBodySchema, { organizationId: 3, vehicleId: 9, newVehicle })).toBe(
      ErrorCode.MISFORMATTED_FIELDS,
    );
    expect(
      codeOf(ConnectDeviceBodySchema, { organizationId: 3, newDriver: { name: 'D', email: 'd@example.se' } }),
    ).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(ConnectDeviceBodySchema, {})).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe('FutureDeviceBodySchema', () => {
  it('needs a device id or an IMEI', () => {
    expect(codeOf(FutureDeviceBodySchema, { vehicleId: 1, imei: '356307042441013' })).toBe('valid');
    expect(codeOf(FutureDeviceBodySchema, { vehicleId: 1, deviceId: 4 })).toBe('valid');
    expect(codeOf(FutureDeviceBodySchema, { vehicleId: 1 })).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(FutureDeviceBodySchema, { vehicleId: 1, imei: '123' })).toBe(ErrorCode.IMEI_LENGTH);
  });
});

describe(toAdminDevicePatch.name, () => {
  const patch = (body: Record<string, unknown>) => toAdminDevicePatch(8, validate(AdminPatchDeviceBodySchema, body));

  it('routes each kind of change to its own RPC', () => {
    expect(patch({ organizationId: 4, familyWarningAcknowledged: true })).toEqual({
      kind: 'organization',
      request: { deviceId: 8, organizationId: 4, familyWarningAcknowledged: true },
    });
    expect(patch({ retired: true })).toEqual({ kind: 'retire', id: 8 });
    expect(patch({ retired: false })).toEqual({ kind: 'unretire', id: 8 });
    expect(patch({ smsControl: { history: [{ smsAck: true, ack: false }] } })).toEqual({
      kind: 'smsControl',
      request: { deviceId: 8, history: [{ smsAck: true, ack: false }], historyCheckFailed: false },
    });
    expect(patch({ installedVehicle: { id: 5 } })).toEqual({ kind: 'install', request: { deviceId: 8, vehicleId: 5 } });
    expect(patch({ installedVehicle: null })).toEqual({ kind: 'uninstall', id: 8 });
    expect(patch({ phone: '+46701234567', obd: true })).toMatchObject({
      kind: 'update',
      request: { deviceId: 8, phone: '+46701234567', obd: true, iccid: undefined },
    });
  });

  it('refuses an empty body and mixed kinds of change', () => {
    expect(() => patch({})).toThrow(expect.objectContaining({ code: ErrorCode.MISSING_FIELDS }));
    expect(() => patch({ retired: true, organizationId: 4 })).toThrow(
      expect.objectContaining({ code: ErrorCode.MISFORMATTED_FIELDS }),
    );
    expect(() => patch({ familyWarningAcknowledged: true, phone: '+46701234567' })).toThrow(
      expect.objectContaining({ code: ErrorCode.MISFORMATTED_FIELDS }),
    );
  });
});

describe(toDeviceJson.name, () => {
  const aDevice = devicesV1.Device.fromPartial({
    deviceId: 8,
    id: 8,
    imei: '356307042441013',
    organizationId: { organizationId: 3, fullName: 'Demo Åkeri AB' },
    installedVehicle: { id: 5, registry: 'ABC123', odometer: 1234.5 },
    functionalAlarm: true,
    tab: devicesV1.DeviceTab.STOCK_TAB,
    classification: devicesV1.DeviceClass.RETIRED_CLASS,
    lifecycle: devicesV1.DeviceLifecycle.INSTALLED,
  });

  it('produces exactly the fields the OpenAPI Device schema documents, in the shape of spec 03 §3', () => {
    const json = toDeviceJson(aDevice);
    expect(DeviceSchema.strict().parse(json)).toEqual(json);
    expect(json).toMatchObject({
      functional: { alarm: true },
      installedVehicle: { id: 5, state: { odometer: 1234.5 }, defaultDriver: null },
      tab: 'STOCK',
      classification: 'RETIRED',
      lifecycle: 'INSTALLED',
      status: null,
    });
  });

  it('covers every field of the proto message', () => {
    const renamed: Record<string, string> = { functionalAlarm: 'functional' };
    const json = toDeviceJson(aDevice);
    const protoFields = Object.keys(devicesV1.Device.fromPartial({}));
    expect(protoFields.filter((field) => !((renamed[field] ?? field) in json))).toEqual([]);
  });
});
