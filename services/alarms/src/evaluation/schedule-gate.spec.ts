import { defaultAlarmSchedule } from '../settings/alarm-names';
import { allWeek } from '../settings/setting-fields';
import { isArmed, localWeekTime } from './schedule-gate';
import { firstArmedMoment } from './trips-evaluator';

const at = (iso: string) => Date.parse(iso);

describe('the alarm schedule', () => {
  const nights = defaultAlarmSchedule();

  it('reads the weekday and time in Stockholm, across the daylight-saving change', () => {
    // Sunday 25 October 2026 01:30 UTC is 02:30 CET (after the change back from CEST).
    expect(localWeekTime(at('2026-10-25T01:30:00Z'), 'Europe/Stockholm')).toEqual({ dayOfWeek: 7, hhmm: '0230' });
    // Monday 23 November 2026 05:59 UTC is 06:59 in Stockholm.
    expect(localWeekTime(at('2026-11-23T05:59:00Z'), 'Europe/Stockholm')).toEqual({ dayOfWeek: 1, hhmm: '0659' });
  });

  it('arms the driving-schedule alarm on weekday nights and evenings and all weekend (spec 03 §9)', () => {
    expect(isArmed(nights, at('2026-11-23T04:30:00Z'))).toBe(true); // Monday 05:30
    expect(isArmed(nights, at('2026-11-23T05:30:00Z'))).toBe(false); // Monday 06:30
    expect(isArmed(nights, at('2026-11-23T15:59:00Z'))).toBe(false); // Monday 16:59
    expect(isArmed(nights, at('2026-11-23T16:00:00Z'))).toBe(true); // Monday 17:00
    expect(isArmed(nights, at('2026-11-23T22:59:30Z'))).toBe(true); // Monday 23:59, the day's end included
    expect(isArmed(nights, at('2026-11-28T11:00:00Z'))).toBe(true); // Saturday noon
  });

  it('arms every other alarm all week, and nothing on an inactive day', () => {
    expect(isArmed(allWeek(), at('2026-11-23T11:00:00Z'))).toBe(true);
    expect(isArmed([], at('2026-11-23T11:00:00Z'))).toBe(true);
    const offMonday = allWeek().map((day) => (day.dayOfWeek === 1 ? { ...day, active: false } : day));
    expect(isArmed(offMonday, at('2026-11-23T11:00:00Z'))).toBe(false);
  });

  it('finds the first armed minute of a trip that drives into the evening', () => {
    // Monday 16:40 to 17:20 in Stockholm: armed from 17:00.
    expect(firstArmedMoment(nights, at('2026-11-23T15:40:00Z'), at('2026-11-23T16:20:00Z'))).toBe(
      at('2026-11-23T16:00:00Z'),
    );
    expect(firstArmedMoment(nights, at('2026-11-23T08:00:00Z'), at('2026-11-23T09:00:00Z'))).toBeNull();
  });
});
