import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { z } from 'zod/v4';

import { coded, validate, type ValidationOptions } from './validation';

const schema = z.strictObject({
  name: z.string().trim().min(1),
  email: z.email(),
  count: z.number().int().positive().optional(),
  token: z.string().min(1).optional(),
});

function failure(rules: z.ZodType, value: unknown, options?: ValidationOptions): DomainError {
  try {
    validate(rules, value, options);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('validation passed unexpectedly');
}

describe(validate.name, () => {
  it('returns the parsed value', () => {
    expect(validate(schema, { name: ' Anna ', email: 'anna@example.se' })).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
    });
  });

  it('reports missing fields by name with MISSING_FIELDS', () => {
    const error = failure(schema, { email: 'anna@example.se' });
    expect(error.code).toBe(ErrorCode.MISSING_FIELDS);
    expect(error.message).toBe('Missing fields: name');
  });

  it('treats an absent body as missing fields', () => {
    const error = failure(schema, undefined);
    expect(error.code).toBe(ErrorCode.MISSING_FIELDS);
    expect(error.message).toContain('name');
    expect(error.message).toContain('email');
  });

  it('treats a blank required string as missing', () => {
    expect(failure(schema, { name: '   ', email: 'anna@example.se' }).code).toBe(ErrorCode.MISSING_FIELDS);
  });

  it('reports wrong types and formats with MISFORMATTED_FIELDS naming the field', () => {
    const error = failure(schema, { name: 'Anna', email: 'not-an-email', count: -1 });
    expect(error.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(error.message).toMatch(/email \(/);
    expect(error.message).toMatch(/count \(/);
  });

  it('rejects unknown fields', () => {
    const error = failure(schema, { name: 'Anna', email: 'anna@example.se', isRoot: true });
    expect(error.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(error.message).toContain('isRoot (unknown field)');
  });

  it('rejects a body that is not an object', () => {
    expect(failure(schema, ['a']).code).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('uses a field-specific code for a missing field when configured', () => {
    const tokenSchema = z.object({ token: z.string().min(1) });
    expect(failure(tokenSchema, {}, { missingCodes: { token: ErrorCode.MISSING_TOKEN } }).code).toBe(
      ErrorCode.MISSING_TOKEN,
    );
  });
});

describe('coded checks', () => {
  const digits = z.strictObject({
    imei: z
      .string()
      .refine((value) => /^\d*$/.test(value), coded(ErrorCode.ONLY_DIGITS, 'digits only'))
      .refine((value) => value.length >= 14 && value.length <= 16, coded(ErrorCode.IMEI_LENGTH, '14–16 digits')),
  });

  it('answers with the code of the first failed coded check', () => {
    expect(failure(digits, { imei: '12a' }).code).toBe(ErrorCode.ONLY_DIGITS);
    expect(failure(digits, { imei: '123' }).code).toBe(ErrorCode.IMEI_LENGTH);
  });

  it('still reports a missing field as MISSING_FIELDS', () => {
    expect(failure(digits, {}).code).toBe(ErrorCode.MISSING_FIELDS);
  });
});
