import { monthsOf } from './salary-report';

describe(monthsOf.name, () => {
  it('names the calendar months of the period in the report’s zone, across a new year', () => {
    const period = { fromTsMs: Date.parse('2026-11-30T23:00:00Z'), toTsMs: Date.parse('2027-01-31T23:00:00Z') };
    expect(monthsOf({ ...period, timeZone: 'Europe/Stockholm' })).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(monthsOf({ ...period, timeZone: 'UTC' })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
});
