import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { parseOrganizationHeader, parseShowArchivedHeader } from './caller';
import { PositiveIdPipe } from './positive-id.pipe';

describe(PositiveIdPipe.name, () => {
  const pipe = new PositiveIdPipe();
  const meta = { type: 'param' as const, data: 'id' };

  it('accepts positive integers', () => {
    expect(pipe.transform('42', meta)).toBe(42);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '', '0012', '99999999999999999'])('rejects %p with a 400 code', (value) => {
    expect(() => pipe.transform(value, meta)).toThrow(
      expect.objectContaining({ code: ErrorCode.MISFORMATTED_FIELDS, message: 'id must be a positive integer' }),
    );
  });
});

describe('caller headers', () => {
  it('parses x-organization-id as a positive integer or absent', () => {
    expect(parseOrganizationHeader('17')).toBe(17);
    expect(parseOrganizationHeader(undefined)).toBeUndefined();
    expect(() => parseOrganizationHeader('abc')).toThrow(DomainError);
  });

  it('parses x-show-archived as true/false', () => {
    expect(parseShowArchivedHeader('true')).toBe(true);
    expect(parseShowArchivedHeader('FALSE')).toBe(false);
    expect(parseShowArchivedHeader(undefined)).toBe(false);
    expect(() => parseShowArchivedHeader('yes')).toThrow(DomainError);
  });
});
