import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { rejectedCode, thrownCode, thrownError } from './thrown-code';

const refuse = () => {
  throw new DomainError(ErrorCode.MISSING_FIELDS, 'no name');
};

describe(thrownCode.name, () => {
  it('gives the code of a DomainError, and undefined when the action returns', () => {
    expect(thrownCode(refuse)).toBe(ErrorCode.MISSING_FIELDS);
    expect(thrownCode(() => 'fine')).toBeUndefined();
  });

  it('throws any other error on', () => {
    expect(() =>
      thrownCode(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});

describe(thrownError.name, () => {
  it('gives the DomainError with its message and details', () => {
    const error = thrownError(() => {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'bad hours', { reason: 'CONFIRMATION_REQUIRED' });
    });
    expect(error).toMatchObject({ code: ErrorCode.MISFORMATTED_FIELDS, message: 'bad hours' });
    expect(error?.details).toEqual({ reason: 'CONFIRMATION_REQUIRED' });
    expect(thrownError(() => 1)).toBeUndefined();
  });
});

describe(rejectedCode.name, () => {
  it('gives the code an async action rejects with, or a sync one throws', async () => {
    expect(await rejectedCode(async () => refuse())).toBe(ErrorCode.MISSING_FIELDS);
    expect(await rejectedCode(refuse)).toBe(ErrorCode.MISSING_FIELDS);
    expect(await rejectedCode(async () => 'fine')).toBeUndefined();
  });
});
