import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { z } from 'zod/v4';

import { coded, ZodValidationPipe } from './zod-validation.pipe';

const schema = z.strictObject({
  name: z.string().trim().min(1),
  email: z.email(),
  count: z.number().int().positive().optional(),
  token: z.string().min(1).optional(),
});

function failure(pipe: ZodValidationPipe<z.ZodType>, value: unknown): DomainError {
  try {
    pipe.transform(value);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('validation passed unexpectedly');
}

describe(ZodValidationPipe.name, () => {
  const pipe = new ZodValidationPipe(schema);

  it('returns the parsed value', () => {
    expect(pipe.transform({ name: ' Anna ', email: 'anna@example.se' })).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
    });
  });

  it('reports missing fields by name with MISSING_FIELDS', () => {
    const error = failure(pipe, { email: 'anna@example.se' });
    expect(error.code).toBe(ErrorCode.MISSING_FIELDS);
    expect(error.message).toBe('Missing fields: name');
  });

  it('treats an absent body as missing fields', () => {
    const error = failure(pipe, undefined);
    expect(error.code).toBe(ErrorCode.MISSING_FIELDS);
    expect(error.message).toContain('name');
    expect(error.message).toContain('email');
  });

  it('treats a blank required string as missing', () => {
    expect(failure(pipe, { name: '   ', email: 'anna@example.se' }).code).toBe(ErrorCode.MISSING_FIELDS);
  });

  it('reports wrong types and formats with MISFORMATTED_FIELDS naming the field', () => {
    const error = failure(pipe, { name: 'Anna', email: 'not-an-email', count: -1 });
    expect(error.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(error.message).toMatch(/email \(/);
    expect(error.message).toMatch(/count \(/);
  });

  it('rejects unknown fields', () => {
    const error = failure(pipe, { name: 'Anna', email: 'anna@example.se', isRoot: true });
    expect(error.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(error.message).toContain('isRoot (unknown field)');
  });

  it('rejects a body that is not an object', () => {
    expect(failure(pipe, ['a']).code).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('uses a field-specific code for a missing field when configured', () => {
    const tokenPipe = new ZodValidationPipe(z.object({ token: z.string().min(1) }), {
      missingCodes: { token: ErrorCode.MISSING_TOKEN },
    });
    expect(failure(tokenPipe, {}).code).toBe(ErrorCode.MISSING_TOKEN);
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
    expect(failure(new ZodValidationPipe(digits), { imei: '12a' }).code).toBe(ErrorCode.ONLY_DIGITS);
    expect(failure(new ZodValidationPipe(digits), { imei: '123' }).code).toBe(ErrorCode.IMEI_LENGTH);
  });

  it('still reports a missing field as MISSING_FIELDS', () => {
    expect(failure(new ZodValidationPipe(digits), {}).code).toBe(ErrorCode.MISSING_FIELDS);
  });
});
