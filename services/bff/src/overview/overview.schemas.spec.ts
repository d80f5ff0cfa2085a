import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { validate } from '../common/validation';
import { LiveClientMessageSchema, OverviewQuerySchema } from './overview.schemas';

function codeOf(run: () => unknown): ErrorCode | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : undefined;
  }
}

describe('OverviewQuerySchema', () => {
  it('takes comma lists or repeated parameters', () => {
    expect(
      validate(OverviewQuerySchema, { organizationIds: ['1,2', '3'], benefitTypes: 'TRACKER,WORK', search: ' abc ' }),
    ).toEqual({ organizationIds: [1, 2, 3], benefitTypes: ['TRACKER', 'WORK'], search: 'abc' });
    expect(validate(OverviewQuerySchema, {})).toEqual({});
  });

  it('refuses unknown benefit types, non-numeric ids and unknown parameters with 400 codes', () => {
    expect(codeOf(() => validate(OverviewQuerySchema, { benefitTypes: 'CAR' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => validate(OverviewQuerySchema, { organizationIds: '1,x' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => validate(OverviewQuerySchema, { organizationIds: '0' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => validate(OverviewQuerySchema, { vehicleId: '1' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => validate(OverviewQuerySchema, { search: 'a\u0000b' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe('LiveClientMessageSchema', () => {
  it('accepts the auth message, with or without an organisation', () => {
    expect(LiveClientMessageSchema.safeParse({ type: 'auth', token: 't' }).success).toBe(true);
    expect(LiveClientMessageSchema.safeParse({ type: 'auth', token: 't', organizationId: 4 }).success).toBe(true);
  });

  it('refuses anything else', () => {
    expect(LiveClientMessageSchema.safeParse({ type: 'auth', token: '' }).success).toBe(false);
    expect(LiveClientMessageSchema.safeParse({ type: 'subscribe', token: 't' }).success).toBe(false);
    expect(LiveClientMessageSchema.safeParse({ type: 'auth', token: 't', extra: 1 }).success).toBe(false);
  });
});
