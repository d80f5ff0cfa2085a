import { ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';
import type { z } from 'zod/v4';

import { validate } from '../common/validation';
import { toCreateVehicleRequest, toUpdateVehicleRequest, toVehicleJson } from './vehicle.mapper';
import {
  CreateVehicleBodySchema,
  FrequencyBodySchema,
  OdometerBodySchema,
  ResponseTimeBodySchema,
  UpdateVehicleBodySchema,
  VehicleInfoQuerySchema,
  VehicleSchema,
} from './vehicle.schemas';

const codeOf = (schema: z.ZodType, value: unknown) => thrownCode(() => validate(schema, value)) ?? 'valid';

const aServiceEntry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Oljebyte',
  serviceAfterKm: 15_000,
  latestServiceTsMs: 1_700_000_000_000,
  ...overrides,
});

describe('OdometerBodySchema', () => {
  it.each([0, 123_456, 1_500_000, '900000'])('accepts %p km', (valueKm) => {
    expect(codeOf(OdometerBodySchema, { valueKm })).toBe('valid');
  });

  it.each([
    [-1, ErrorCode.ONLY_DIGITS],
    [12.5, ErrorCode.ONLY_DIGITS],
    ['12a', ErrorCode.ONLY_DIGITS],
    ['-5', ErrorCode.ONLY_DIGITS],
    [1_500_001, ErrorCode.ODOMETER_TOO_LARGE],
    ['2000000', ErrorCode.ODOMETER_TOO_LARGE],
    [undefined, ErrorCode.MISSING_FIELDS],
  ])('refuses %p with %s', (valueKm, code) => {
    expect(codeOf(OdometerBodySchema, { valueKm })).toBe(code);
  });

  it('maps ignoreRedis 1|0 to a boolean and fills defaults', () => {
    expect(validate(OdometerBodySchema, { valueKm: 10, ignoreRedis: 1 })).toEqual({
      valueKm: 10,
      fromTimeMs: 0,
      applyRetroactive: false,
      ignoreRedis: true,
      confirmedHigh: false,
      forced: false,
    });
    expect(codeOf(OdometerBodySchema, { valueKm: 10, ignoreRedis: 2 })).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('needs the recorded time when applied retroactively', () => {
    expect(codeOf(OdometerBodySchema, { valueKm: 10, applyRetroactive: true })).toBe(ErrorCode.MISSING_FIELDS);
    expect(codeOf(OdometerBodySchema, { valueKm: 10, applyRetroactive: true, recordedTimeMs: 1 })).toBe('valid');
  });
});

describe('update frequency bodies', () => {
  it.each([
    [{ period: 1, unit: 'h' }, 1],
    [{ period: 12, unit: 'HOURS' }, 12],
    [{ period: 1, unit: 'day' }, 24],
  ])('accepts %p', (body) => {
    expect(codeOf(ResponseTimeBodySchema, body)).toBe('valid');
  });

  it.each([
    { period: 2, unit: 'h' },
    { period: 2, unit: 'days' },
    { period: 6, unit: 'minutes' },
  ])('refuses %p', (body) => {
    expect(codeOf(ResponseTimeBodySchema, body)).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('accepts the frequency strings of the UI only', () => {
    expect(codeOf(FrequencyBodySchema, { value: '3-h', batteryWarningAcknowledged: true })).toBe('valid');
    expect(codeOf(FrequencyBodySchema, { value: '2-h' })).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe('vehicle bodies', () => {
  it('upper-cases and trims the registry and refuses a malformed one with BAD_REG', () => {
    const body = validate(CreateVehicleBodySchema, {
      registry: ' abc123 ',
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'se',
    });
    expect(body).toMatchObject({ registry: 'ABC123', isoCountryCode: 'SE', category: 'VEHICLE' });
    expect(codeOf(UpdateVehicleBodySchema, { registry: 'AB-12' })).toBe(ErrorCode.BAD_REG);
    expect(codeOf(UpdateVehicleBodySchema, { registry: 'ABCDEFGHIJK' })).toBe(ErrorCode.BAD_REG);
  });

  it('requires the trip and benefit types on create', () => {
    expect(codeOf(CreateVehicleBodySchema, { displayName: 'Van' })).toBe(ErrorCode.MISSING_FIELDS);
    expect(codeOf(CreateVehicleBodySchema, { defaultTripType: 'FUN', benefitType: 'WORK' })).toBe(
      ErrorCode.MISFORMATTED_FIELDS,
    );
  });

  it('puts flat detail fields into details, and none when none were given', () => {
    const body = validate(CreateVehicleBodySchema, { defaultTripType: 'PRIVATE', benefitType: 'POOL', brand: 'Volvo' });
    expect(toCreateVehicleRequest(body)).toMatchObject({ organizationId: 0, details: { brand: 'Volvo' } });
    expect(toUpdateVehicleRequest(3, validate(UpdateVehicleBodySchema, { displayName: 'X' })).details).toBeUndefined();
  });

  it('takes the toll settings (spec 04) on create and update and refuses an unknown class', () => {
    const created = validate(CreateVehicleBodySchema, {
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      tollExempt: true,
      tollClass: 'heavy',
    });
    expect(toCreateVehicleRequest(created).details).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
    const updated = toUpdateVehicleRequest(3, validate(UpdateVehicleBodySchema, { tollClass: 'car' }));
    expect(updated.details).toMatchObject({ tollClass: 'car', tollExempt: undefined, hybrid: undefined });
    expect(toUpdateVehicleRequest(3, validate(UpdateVehicleBodySchema, { tollExempt: false })).details).toMatchObject({
      tollExempt: false,
    });
    for (const body of [{ tollClass: 'bus' }, { tollClass: '' }, { tollClass: 1 }, { tollExempt: 'yes' }]) {
      expect(codeOf(UpdateVehicleBodySchema, body)).toBe(ErrorCode.MISFORMATTED_FIELDS);
    }
  });

  it('clears the default driver with null (0 in the proto) and wraps the permitted list', () => {
    const request = toUpdateVehicleRequest(
      3,
      validate(UpdateVehicleBodySchema, { defaultDriver: null, permittedDrivers: [] }),
    );
    expect(request).toMatchObject({ id: 3, defaultDriver: 0, permittedDrivers: { values: [] } });
  });
});

describe('service entries (spec 01 §5)', () => {
  const withEntry = (entry: Record<string, unknown>) => ({ settings: { vehicleService: { a: entry } } });

  it('accepts a km interval with a km lead', () => {
    expect(codeOf(UpdateVehicleBodySchema, withEntry(aServiceEntry({ leadDistKm: 1000 })))).toBe('valid');
  });

  it('needs at least one interval', () => {
    expect(codeOf(UpdateVehicleBodySchema, withEntry(aServiceEntry({ serviceAfterKm: undefined })))).toBe(
      ErrorCode.MISSING_FIELDS,
    );
  });

  it.each([
    ['serviceAfterKm above 1e9', { serviceAfterKm: 1_000_000_001 }],
    ['serviceAfterMonths above 240', { serviceAfterMonths: 241 }],
    ['leadDistKm above 100,000', { leadDistKm: 100_001 }],
    ['a km lead without a km interval', { serviceAfterKm: undefined, serviceAfterMonths: 12, leadDistKm: 10 }],
    ['a week lead without a month interval', { leadTimeWeeks: 2 }],
    ['leadTimeWeeks above 5200', { serviceAfterMonths: 12, leadTimeWeeks: 5201 }],
  ])('refuses %s', (_case, overrides) => {
    expect(codeOf(UpdateVehicleBodySchema, withEntry(aServiceEntry(overrides)))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('needs a name and the latest service date', () => {
    expect(codeOf(UpdateVehicleBodySchema, withEntry(aServiceEntry({ name: ' ' })))).toBe(ErrorCode.MISSING_FIELDS);
    expect(codeOf(UpdateVehicleBodySchema, withEntry(aServiceEntry({ latestServiceTsMs: undefined })))).toBe(
      ErrorCode.MISSING_FIELDS,
    );
  });
});

describe('VehicleInfoQuerySchema', () => {
  it('upper-cases the registration and refuses malformed ones with BAD_REG', () => {
    expect(validate(VehicleInfoQuerySchema, { regNo: 'abc123' })).toEqual({ regNo: 'ABC123' });
    expect(codeOf(VehicleInfoQuerySchema, { regNo: 'a' })).toBe(ErrorCode.BAD_REG);
  });
});

describe(toVehicleJson.name, () => {
  const aVehicle = fleetV1.Vehicle.fromPartial({
    id: 7,
    vehicleId: 7,
    organizationId: 2,
    registry: 'ABC123',
    defaultDriver: { id: 5, displayName: 'Anna' },
    settings: { vehicleService: { s1: { id: 's1', name: 'Oljebyte', serviceAfterKm: 15000 } } },
  });

  it('produces exactly the fields the OpenAPI Vehicle schema documents', () => {
    const json = toVehicleJson(aVehicle);
    expect(VehicleSchema.strict().parse(json)).toEqual(json);
    expect(Object.keys(json).sort()).toEqual(Object.keys(VehicleSchema.shape).sort());
  });

  it('covers every field of the proto message', () => {
    const protoFields = Object.keys(fleetV1.Vehicle.fromPartial({}));
    expect(protoFields.filter((field) => !(field in toVehicleJson(aVehicle)))).toEqual([]);
  });

  it('publishes the toll settings, an unset class as car', () => {
    expect(toVehicleJson(aVehicle)).toMatchObject({ tollExempt: false, tollClass: 'car' });
    expect(
      toVehicleJson(fleetV1.Vehicle.fromPartial({ ...aVehicle, tollExempt: true, tollClass: 'heavy' })),
    ).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
  });

  it('says null for unset optional values', () => {
    const json = toVehicleJson(aVehicle);
    expect(json).toMatchObject({ currentDriver: null, batteryPercentage: null, defaultDriver: { id: 5 } });
    expect(json.settings.vehicleService.s1).toMatchObject({ serviceAfterKm: 15000, serviceAfterMonths: null });
  });
});
