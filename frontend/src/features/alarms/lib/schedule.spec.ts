import { describe, expect, it } from 'vitest';

import {
  allWeekSchedule,
  defaultSchedule,
  drivingScheduleDefault,
  scheduleBody,
  scheduleForm,
  scheduleProblems,
  STOP_TIMES,
} from './schedule';

describe(drivingScheduleDefault.name, () => {
  it('is Monday–Friday 00:00–06:00 and 17:00–23:59, weekends all day, every day active', () => {
    const days = drivingScheduleDefault();
    expect(days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.every((d) => d.active)).toBe(true);
    for (const day of days.slice(0, 5)) {
      expect(day.times).toEqual([
        { start: '00:00', stop: '06:00' },
        { start: '17:00', stop: '23:59' },
      ]);
    }
    for (const day of days.slice(5)) expect(day.times).toEqual([{ start: '00:00', stop: '23:59' }]);
  });
});

describe(defaultSchedule.name, () => {
  it("is the driving schedule's own default for it and all week, all day for the others", () => {
    expect(defaultSchedule('DRIVING_SCHEDULE')).toEqual(drivingScheduleDefault());
    expect(defaultSchedule('LOW_BATTERY')).toEqual(allWeekSchedule());
    expect(allWeekSchedule().every((d) => d.active && d.times.length === 1)).toBe(true);
  });
});

describe(scheduleBody.name, () => {
  it('sends HHmm times and reads them back as HH:mm', () => {
    const body = scheduleBody(drivingScheduleDefault());
    expect(body[0]).toEqual({
      dayOfWeek: 1,
      active: true,
      times: [
        { start: '0000', stop: '0600' },
        { start: '1700', stop: '2359' },
      ],
    });
    expect(scheduleForm(body, 'DRIVING_SCHEDULE')).toEqual(drivingScheduleDefault());
  });

  it("takes an empty saved schedule as the name's default, and a missing day as inactive", () => {
    expect(scheduleForm([], 'DRIVING_SCHEDULE')).toEqual(drivingScheduleDefault());
    const form = scheduleForm([{ dayOfWeek: 2, active: true, times: [{ start: '0800', stop: '1700' }] }], 'CRASH');
    expect(form[0]).toMatchObject({ dayOfWeek: 1, active: false });
    expect(form[1]).toEqual({ dayOfWeek: 2, active: true, times: [{ start: '08:00', stop: '17:00' }] });
  });
});

describe(scheduleProblems.name, () => {
  it('names the active days with a time that does not start before it stops', () => {
    const days = allWeekSchedule();
    days[2] = { ...days[2]!, times: [{ start: '18:00', stop: '17:00' }] };
    days[3] = { ...days[3]!, active: false, times: [{ start: '18:00', stop: '18:00' }] };
    expect(scheduleProblems(days)).toEqual([3]);
  });

  it("offers the day's last minute as a stop, never 24:00", () => {
    expect(STOP_TIMES.at(-1)).toBe('23:59');
    expect(STOP_TIMES).not.toContain('24:00');
  });
});
