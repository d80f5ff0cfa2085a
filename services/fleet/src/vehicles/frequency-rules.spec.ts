import { ErrorCode } from '@fleetlog/contracts';
import { thrownError } from '@fleetlog/testing';

import { checkResponseFrequency, isFrequencyChangePending } from './frequency-rules';

describe(checkResponseFrequency.name, () => {
  it.each([6, 12, 24])('accepts %i h without acknowledgement', (hours) => {
    expect(checkResponseFrequency(hours, false)).toBe(hours);
  });

  it.each([1, 3])('requires the battery warning to be acknowledged for %i h', (hours) => {
    expect(thrownError(() => checkResponseFrequency(hours, false))).toMatchObject({
      code: ErrorCode.MISFORMATTED_FIELDS,
      details: { reason: 'CONFIRMATION_REQUIRED' },
    });
    expect(checkResponseFrequency(hours, true)).toBe(hours);
  });

  it.each([0, 2, 48, -1, 1.5])('refuses %p h', (hours) => {
    expect(thrownError(() => checkResponseFrequency(hours, true))?.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(isFrequencyChangePending.name, () => {
  it('is pending while the selected value differs from the latest reported one', () => {
    expect(isFrequencyChangePending(6, 24)).toBe(true);
    expect(isFrequencyChangePending(6, 6)).toBe(false);
  });
  it('treats a never-reporting device as running the 24 h default', () => {
    expect(isFrequencyChangePending(24, 0)).toBe(false);
    expect(isFrequencyChangePending(12, 0)).toBe(true);
  });
});
