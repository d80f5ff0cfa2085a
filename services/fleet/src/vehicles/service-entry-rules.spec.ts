import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { thrownError } from '@fleetlog/testing';

import {
  AT_LEAST_ONE_INTERVAL,
  checkServiceEntries,
  checkServiceEntry,
  endOfDayInStockholm,
} from './service-entry-rules';

// Builder: a valid entry with a km interval, overridable field by field.
function entry(overrides: Partial<fleetV1.ServiceEntry> = {}): fleetV1.ServiceEntry {
  return {
    id: 'e1',
    name: 'Oil change',
    serviceAfterKm: 15_000,
    latestServiceTsMs: Date.parse('2025-05-10T08:00:00Z'),
    bothThresholdsRequired: false,
    ...overrides,
  };
}

describe(endOfDayInStockholm.name, () => {
  it.each([
    ['a summer day', '2025-06-15T09:30:00Z', '2025-06-15T21:59:59.999Z'],
    ['a winter day', '2025-01-15T09:30:00Z', '2025-01-15T22:59:59.999Z'],
    ['the 23-hour day of the spring change', '2025-03-30T00:30:00Z', '2025-03-30T21:59:59.999Z'],
    ['the 25-hour day of the autumn change', '2025-10-26T00:30:00Z', '2025-10-26T22:59:59.999Z'],
    ['late evening UTC that is already the next day in Stockholm', '2025-06-15T22:30:00Z', '2025-06-16T21:59:59.999Z'],
    ['the last millisecond itself', '2025-01-15T22:59:59.999Z', '2025-01-15T22:59:59.999Z'],
  ])('%s', (_label, input, expected) => {
    expect(new Date(endOfDayInStockholm(Date.parse(input))).toISOString()).toBe(expected);
  });
});

describe(checkServiceEntry.name, () => {
  it('stores the latest service date as end of day in Stockholm', () => {
    expect(new Date(checkServiceEntry(entry()).latestServiceTsMs).toISOString()).toBe('2025-05-10T21:59:59.999Z');
  });

  it('requires a name', () => {
    expect(thrownError(() => checkServiceEntry(entry({ name: '  ' })))).toMatchObject({
      code: ErrorCode.MISSING_FIELDS,
      details: { field: 'name' },
    });
  });

  it('requires at least one interval, with the Swedish message', () => {
    expect(thrownError(() => checkServiceEntry(entry({ serviceAfterKm: undefined })))).toMatchObject({
      code: ErrorCode.MISSING_FIELDS,
      message: AT_LEAST_ONE_INTERVAL,
    });
    expect(checkServiceEntry(entry({ serviceAfterKm: undefined, serviceAfterMonths: 12 })).serviceAfterMonths).toBe(12);
  });

  it.each<[string, Partial<fleetV1.ServiceEntry>]>([
    ['serviceAfterKm', { serviceAfterKm: 1_000_000_001 }],
    ['serviceAfterKm', { serviceAfterKm: -1 }],
    ['serviceAfterMonths', { serviceAfterMonths: 241 }],
    ['latestServiceKm', { latestServiceKm: 1_000_000_001 }],
    ['leadDistKm', { leadDistKm: 100_001 }],
    ['leadTimeWeeks', { serviceAfterMonths: 12, leadTimeWeeks: 5201 }],
  ])('refuses %s out of range', (field, overrides) => {
    expect(thrownError(() => checkServiceEntry(entry(overrides)))).toMatchObject({
      code: ErrorCode.MISFORMATTED_FIELDS,
      details: { field },
    });
  });

  it('accepts the range limits', () => {
    const checked = checkServiceEntry(
      entry({
        serviceAfterKm: 1_000_000_000,
        serviceAfterMonths: 240,
        latestServiceKm: 1_000_000_000,
        leadDistKm: 100_000,
        leadTimeWeeks: 5200,
      }),
    );
    expect(checked).toMatchObject({ serviceAfterKm: 1_000_000_000, leadDistKm: 100_000, leadTimeWeeks: 5200 });
  });

  it('requires the latest service date', () => {
    expect(thrownError(() => checkServiceEntry(entry({ latestServiceTsMs: 0 })))).toMatchObject({
      code: ErrorCode.MISSING_FIELDS,
      details: { field: 'latestServiceTsMs' },
    });
  });

  it('allows leadDistKm only with a km interval and leadTimeWeeks only with a month interval', () => {
    expect(
      thrownError(() =>
        checkServiceEntry(entry({ serviceAfterKm: undefined, serviceAfterMonths: 6, leadDistKm: 500 })),
      ),
    ).toMatchObject({
      code: ErrorCode.MISFORMATTED_FIELDS,
      details: { field: 'leadDistKm', reason: 'INTERVAL_REQUIRED' },
    });
    expect(thrownError(() => checkServiceEntry(entry({ leadTimeWeeks: 2 })))).toMatchObject({
      code: ErrorCode.MISFORMATTED_FIELDS,
      details: { field: 'leadTimeWeeks' },
    });
  });

  it('keeps "both thresholds required" only when both leads are set', () => {
    expect(checkServiceEntry(entry({ bothThresholdsRequired: true, leadDistKm: 500 })).bothThresholdsRequired).toBe(
      false,
    );
    expect(
      checkServiceEntry(
        entry({ bothThresholdsRequired: true, serviceAfterMonths: 12, leadDistKm: 500, leadTimeWeeks: 2 }),
      ).bothThresholdsRequired,
    ).toBe(true);
  });
});

describe(checkServiceEntries.name, () => {
  it('keys entries by id and generates ids for new ones', () => {
    const result = checkServiceEntries({ vehicleService: { a: entry({ id: '' }), b: entry({ id: 'given' }) } });
    expect(Object.keys(result).sort()).toEqual(['a', 'given']);
    const generated = checkServiceEntries({ vehicleService: { '': entry({ id: '' }) } });
    expect(Object.keys(generated)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
