import { DomainError } from '@fleetlog/grpc';
import { z } from 'zod/v4';

import { AdminCreateOrganizationBodySchema } from '../admin/admin.schemas';
import { AdminPatchDeviceBodySchema, ConnectDeviceBodySchema, ListDevicesQuerySchema } from '../devices/device.schemas';
import { UpdateOrganizationBodySchema } from '../organizations/organization.schemas';
import { CreateUserBodySchema, UpdateUserBodySchema } from '../users/user.schemas';
import { CreateVehicleBodySchema, UpdateVehicleBodySchema } from '../vehicles/vehicle.schemas';
import { findDirtyText } from './input-hygiene';
import { boundedRecord, freeText, isCleanLine, isCleanText, lineText, requiredLineText, secretText } from './text';
import { validate } from './validation';

// Every kind of character the edge refuses: C0 controls, DEL, C1 controls, lone surrogates (high and low).
const DIRTY = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', 'a\udfffb'];

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.codeName : String(error);
  }
}

describe('text rules', () => {
  it.each([...DIRTY, ...LONE_SURROGATES])('refuses %j in any text', (bad) => {
    expect(isCleanText(`a${bad}b`)).toBe(false);
    expect(isCleanLine(`a${bad}b`)).toBe(false);
  });

  it('accepts tab and newline in free text only, and any well-formed Unicode', () => {
    expect(isCleanText('row 1\n\trow 2')).toBe(true);
    expect(isCleanLine('row 1\n\trow 2')).toBe(false);
    expect(isCleanLine('Åsa Öberg 🚚 東京 ‍')).toBe(true);
  });

  it('answers MISFORMATTED_FIELDS from the helpers, MISSING_FIELDS for blank required text', () => {
    const schema = z.strictObject({
      name: requiredLineText(),
      note: freeText().optional(),
      code: lineText().optional(),
      secret: secretText().optional(),
    });
    expect(codeOf(() => validate(schema, { name: 'a\u0000' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => validate(schema, { name: 'ok', code: '\ud800' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => validate(schema, { name: 'ok', secret: 'pw\u0000' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => validate(schema, { name: 'ok', code: 'a\tb' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => validate(schema, { name: '  ' }))).toBe('MISSING_FIELDS');
    expect(validate(schema, { name: ' Anna ', note: 'line 1\n\tline 2' })).toEqual({
      name: 'Anna',
      note: 'line 1\n\tline 2',
    });
  });

  // One text field of each request schema, including nested ones: the helpers are what every schema uses.
  it.each([
    ['CreateUserBody', CreateUserBodySchema, { name: 'N\u0000', email: 'a@b.se', roles: ['DRIVER'] }],
    ['UpdateUserBody', UpdateUserBodySchema, { purposes: ['ok', 'x\ud800'] }],
    ['UpdateUserBody.settings key', UpdateUserBodySchema, { settings: { 'A\u0007': true } }],
    ['UpdateOrganizationBody', UpdateOrganizationBodySchema, { postalAddress: { city: 'X\u009f' } }],
    [
      'AdminCreateOrganizationBody',
      AdminCreateOrganizationBodySchema,
      { fullName: 'Org', adminUserEmail: 'a@b.se', adminUserFullName: 'A\u001b[31m' },
    ],
    [
      'CreateVehicleBody',
      CreateVehicleBodySchema,
      { displayName: 'V\u0000', defaultTripType: 'BUSINESS', benefitType: 'WORK' },
    ],
    ['UpdateVehicleBody', UpdateVehicleBodySchema, { fuel1: { svName: 'D\udc00' } }],
    ['AdminPatchDeviceBody', AdminPatchDeviceBodySchema, { configName: 'c\u007f' }],
    [
      'ConnectDeviceBody',
      ConnectDeviceBodySchema,
      { organizationId: 1, vehicleId: 2, newDriver: { name: '\u0000', email: 'a@b.se' } },
    ],
    ['ListDevicesQuery', ListDevicesQuerySchema, { search: 'x\u0000' }],
  ])('%s refuses control characters with MISFORMATTED_FIELDS', (_name, schema, body) => {
    expect(codeOf(() => validate(schema as z.ZodType, body))).toBe('MISFORMATTED_FIELDS');
  });
});

describe(boundedRecord.name, () => {
  const schema = z.strictObject({ map: boundedRecord(lineText(10), z.boolean(), 2) });
  const map = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`K${index}`, true]));

  it('takes up to its bound of keys and refuses one more with MISFORMATTED_FIELDS', () => {
    expect(validate(schema, { map: map(2) })).toEqual({ map: map(2) });
    expect(codeOf(() => validate(schema, { map: map(3) }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => validate(schema, { map: { [`K${'x'.repeat(10)}`]: true } }))).toBe('MISFORMATTED_FIELDS');
  });

  it('shows the bound in the document (maxProperties)', () => {
    expect(z.toJSONSchema(schema, { io: 'input' }).properties?.map).toMatchObject({ maxProperties: 2 });
  });
});

describe(findDirtyText.name, () => {
  const request = (parts: { path?: string; query?: unknown; body?: unknown }) => ({
    path: parts.path ?? '/api/x',
    query: (parts.query ?? {}) as never,
    body: parts.body,
  });

  it('names the place of the first unacceptable text', () => {
    expect(findDirtyText(request({ body: { a: [{ b: 'ok' }, { c: 'x\u0000' }] } }))).toBe('body.a.1.c');
    expect(findDirtyText(request({ body: { 'k\ud800': 1 } }))).toBe('body (a key)');
    expect(findDirtyText(request({ query: { search: ['ok', 'x\u0085'] } }))).toBe('query.search.1');
    expect(findDirtyText(request({ path: '/api/user/%00' }))).toBe('path');
  });

  it('lets clean requests, tab and newline, numbers and nulls through', () => {
    const body = { note: 'a\tb\nc', n: 1, z: null, list: [true, 'Ö'] };
    expect(findDirtyText(request({ path: '/api/vehicles/12', query: { q: 'Åre' }, body }))).toBeUndefined();
    expect(findDirtyText(request({ path: '/api/%E0%A4%A' }))).toBeUndefined();
  });
});
