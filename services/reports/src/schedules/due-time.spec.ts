import { daysInMonth, latestDueRun, nextRun, runInMonth, zonedInstant } from './due-time';

const iso = (ms: number) => new Date(ms).toISOString();
const stockholm = (dayOfMonth: number) => ({ dayOfMonth, zoneId: 'Europe/Stockholm' });

describe('due-time', () => {
  it('runs at 06:00 Stockholm time in winter (05:00 UTC) and in summer (04:00 UTC)', () => {
    expect(iso(runInMonth(stockholm(15), 2027, 1, 6).dueMs)).toBe('2027-01-15T05:00:00.000Z');
    expect(iso(runInMonth(stockholm(15), 2027, 7, 6).dueMs)).toBe('2027-07-15T04:00:00.000Z');
  });

  it('keeps 06:00 local on the days the clocks change (last Sunday of March and of October)', () => {
    expect(iso(runInMonth(stockholm(28), 2027, 3, 6).dueMs)).toBe('2027-03-28T04:00:00.000Z');
    expect(iso(runInMonth(stockholm(31), 2027, 10, 6).dueMs)).toBe('2027-10-31T05:00:00.000Z');
    expect(iso(runInMonth(stockholm(27), 2027, 3, 6).dueMs)).toBe('2027-03-27T05:00:00.000Z');
  });

  it('runs day 31 on the last day of a 30-day month and of February, leap years included', () => {
    expect(iso(runInMonth(stockholm(31), 2027, 4, 6).dueMs)).toBe('2027-04-30T04:00:00.000Z');
    expect(iso(runInMonth(stockholm(31), 2027, 2, 6).dueMs)).toBe('2027-02-28T05:00:00.000Z');
    expect(iso(runInMonth(stockholm(30), 2028, 2, 6).dueMs)).toBe('2028-02-29T05:00:00.000Z');
    expect(iso(runInMonth(stockholm(29), 2027, 2, 6).dueMs)).toBe('2027-02-28T05:00:00.000Z');
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('reports the previous calendar month in the zone, across the turn of the year', () => {
    const run = runInMonth(stockholm(1), 2027, 1, 6);
    expect(run.period).toBe('2026/12');
    expect(iso(run.fromTsMs)).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(run.toTsMs)).toBe('2026-12-31T23:00:00.000Z');
    const april = runInMonth(stockholm(1), 2027, 4, 6);
    expect(april.period).toBe('2027/03');
    // March starts in winter time (+1) and April in summer time (+2).
    expect(iso(april.fromTsMs)).toBe('2027-02-28T23:00:00.000Z');
    expect(iso(april.toTsMs)).toBe('2027-03-31T22:00:00.000Z');
  });

  it('follows another zone: New York, whose clocks change on other Sundays', () => {
    const newYork = { dayOfMonth: 14, zoneId: 'America/New_York' };
    // 2027-03-14 is New York's spring-forward day (EDT, −4), two weeks before Europe's.
    expect(iso(runInMonth(newYork, 2027, 3, 6).dueMs)).toBe('2027-03-14T10:00:00.000Z');
    expect(iso(runInMonth(newYork, 2027, 2, 6).dueMs)).toBe('2027-02-14T11:00:00.000Z');
    const run = runInMonth({ dayOfMonth: 1, zoneId: 'America/New_York' }, 2027, 1, 6);
    expect(run.period).toBe('2026/12');
    expect(iso(run.fromTsMs)).toBe('2026-12-01T05:00:00.000Z');
  });

  it('answers the latest run due at or before now, and the next one after', () => {
    const schedule = stockholm(5);
    const justBefore = Date.parse('2027-05-05T03:59:59Z'); // 05:59:59 local
    const atSix = Date.parse('2027-05-05T04:00:00Z');
    expect(latestDueRun(schedule, justBefore, 6).period).toBe('2027/03');
    expect(iso(latestDueRun(schedule, justBefore, 6).dueMs)).toBe('2027-04-05T04:00:00.000Z');
    expect(latestDueRun(schedule, atSix, 6).period).toBe('2027/04');
    expect(iso(nextRun(schedule, justBefore, 6).dueMs)).toBe('2027-05-05T04:00:00.000Z');
    expect(iso(nextRun(schedule, atSix, 6).dueMs)).toBe('2027-06-05T04:00:00.000Z');
    // The local month decides: 23:30 UTC on 31 January is already February in Stockholm.
    const lateJanuaryUtc = Date.parse('2027-01-31T23:30:00Z');
    expect(latestDueRun(stockholm(1), lateJanuaryUtc, 6).period).toBe('2026/12');
    expect(nextRun(stockholm(1), lateJanuaryUtc, 6).period).toBe('2027/01');
    expect(latestDueRun(stockholm(1), Date.parse('2027-01-01T04:59:00Z'), 6).period).toBe('2026/11');
  });

  it('turns a local time in a spring-forward gap into the instant after it, a repeated one into its first', () => {
    expect(iso(zonedInstant('Europe/Stockholm', 2027, 3, 28, 2))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(zonedInstant('Europe/Stockholm', 2027, 10, 31, 2))).toBe('2027-10-31T00:00:00.000Z');
  });
});
