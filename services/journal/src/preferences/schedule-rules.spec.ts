import { defaultPurpose } from '../trips/trip-vehicle';
import { defaultSchedule, scheduleTripType, validWeek, withinWorkingHours } from './schedule-rules';

const week = () => defaultSchedule().days;

describe('work schedule rules (spec 03 "Work schedule")', () => {
  it('defaults to Monday to Friday 08:00–17:00, business', () => {
    const schedule = defaultSchedule();
    expect(schedule.tripType).toBe('BUSINESS');
    expect(schedule.days.map((day) => [day.day, day.active])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, false],
      [7, false],
    ]);
  });

  it('judges working hours in Stockholm time, start included and stop excluded', () => {
    const schedule = defaultSchedule();
    // Monday 23 November 2026 (winter time, UTC+1): 08:00 local is 07:00 UTC.
    expect(withinWorkingHours(schedule, Date.parse('2026-11-23T06:59:00Z'))).toBe(false);
    expect(withinWorkingHours(schedule, Date.parse('2026-11-23T07:00:00Z'))).toBe(true);
    expect(withinWorkingHours(schedule, Date.parse('2026-11-23T15:59:00Z'))).toBe(true);
    expect(withinWorkingHours(schedule, Date.parse('2026-11-23T16:00:00Z'))).toBe(false);
    // Summer time (UTC+2): Wednesday 10 June 2026 07:30 local is 05:30 UTC, before work.
    expect(withinWorkingHours(schedule, Date.parse('2026-06-10T05:30:00Z'))).toBe(false);
    expect(withinWorkingHours(schedule, Date.parse('2026-06-10T06:30:00Z'))).toBe(true);
    // Saturday is not active; Friday 23:30 UTC is already Saturday in Stockholm.
    expect(withinWorkingHours(schedule, Date.parse('2026-11-28T10:00:00Z'))).toBe(false);
    expect(withinWorkingHours(schedule, Date.parse('2026-11-27T23:30:00Z'))).toBe(false);
  });

  it('takes several times a day and the day up to 2400', () => {
    const days = week();
    days[5] = {
      day: 6,
      active: true,
      times: [
        { start: '2200', stop: '2400' },
        { start: '0600', stop: '0730' },
      ],
    };
    const schedule = { tripType: 'PRIVATE' as const, days: validWeek(days) };
    expect(schedule.days[5].times.map((time) => time.start)).toEqual(['0600', '2200']);
    expect(withinWorkingHours(schedule, Date.parse('2026-11-28T22:59:00Z'))).toBe(true); // Saturday 23:59
    expect(withinWorkingHours(schedule, Date.parse('2026-11-28T05:45:00Z'))).toBe(true); // 06:45
    expect(withinWorkingHours(schedule, Date.parse('2026-11-28T08:00:00Z'))).toBe(false); // 09:00
  });

  it('refuses a week that is not 7 days, bad times, a stop not after its start, overlapping times', () => {
    const bad = (change: (days: ReturnType<typeof week>) => void) => {
      const days = week();
      change(days);
      return () => validWeek(days);
    };
    expect(() => validWeek(week().slice(0, 6))).toThrow(/7 days/);
    expect(bad((days) => (days[0].day = 2))).toThrow(/once each/);
    expect(bad((days) => (days[0].times = [{ start: '8:00', stop: '1700' }]))).toThrow(/HHmm/);
    expect(bad((days) => (days[0].times = [{ start: '2460', stop: '2400' }]))).toThrow(/HHmm/);
    expect(bad((days) => (days[0].times = [{ start: '1700', stop: '0800' }]))).toThrow(/not after/);
    expect(
      bad(
        (days) =>
          (days[0].times = [
            { start: '0800', stop: '1200' },
            { start: '1130', stop: '1700' },
          ]),
      ),
    ).toThrow(/overlap/);
    expect(bad((days) => (days[0].times = []))).toThrow(/working hours/);
    expect(() => scheduleTripType('POOL')).toThrow(/BUSINESS or PRIVATE/);
    expect(scheduleTripType('BUSINESS_TRAVEL')).toBe('BUSINESS');
  });

  it("gives a trip the schedule's trip type within working hours, else the vehicle's default", () => {
    const privateHours = { tripType: 'PRIVATE' as const, days: week() };
    const monday9 = Date.parse('2026-11-23T08:00:00Z');
    const monday20 = Date.parse('2026-11-23T19:00:00Z');
    expect(defaultPurpose('BUSINESS', privateHours, monday9)).toBe('PRIVATE_AUTO');
    expect(defaultPurpose('BUSINESS', privateHours, monday20)).toBe('BUSINESS');
    expect(defaultPurpose('PRIVATE', defaultSchedule(), monday9)).toBe('BUSINESS');
    expect(defaultPurpose('PRIVATE', null, monday9)).toBe('PRIVATE_AUTO');
    expect(defaultPurpose(null, null, monday9)).toBeNull();
  });
});
