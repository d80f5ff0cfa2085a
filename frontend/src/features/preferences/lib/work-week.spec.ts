import { describe, expect, it } from 'vitest';

import { dayDraft, workSchedule } from './work-schedule.testing';
import {
  dayProblem,
  sameWeek,
  scheduleRequest,
  weekDraft,
  weekProblems,
  withActive,
  withAddedTime,
  withoutTime,
  withTime,
} from './work-week';

describe(weekDraft.name, () => {
  it('shows the week Monday first with its times as HH:mm', () => {
    const schedule = workSchedule();
    const week = weekDraft({ ...schedule, daysList: [...schedule.daysList].reverse() });
    expect(week.days.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.days[0]).toEqual({ dayOfWeek: 1, active: true, times: [{ start: '08:00', stop: '17:00' }] });
    expect(week.days[6].active).toBe(false);
  });
});

describe(scheduleRequest.name, () => {
  it('sends all seven days and the trip type, times as HHmm in order', () => {
    const week = weekDraft(workSchedule({ tripType: 'PRIVATE' }));
    week.days[0] = dayDraft([
      { start: '13:00', stop: '24:00' },
      { start: '07:30', stop: '12:00' },
    ]);
    const body = scheduleRequest(week);
    expect(body.tripType).toBe('PRIVATE');
    expect(body.daysList).toHaveLength(7);
    expect(body.daysList?.[0].times).toEqual([
      { start: '0730', stop: '1200' },
      { start: '1300', stop: '2400' },
    ]);
  });
});

describe(dayProblem.name, () => {
  it('accepts a day whose times follow each other, touching or not', () => {
    expect(dayProblem(dayDraft())).toBeNull();
    expect(
      dayProblem(
        dayDraft([
          { start: '12:00', stop: '24:00' },
          { start: '08:00', stop: '12:00' },
        ]),
      ),
    ).toBeNull();
  });

  it('wants each stop after its start (MISFORMATTED_FIELDS otherwise)', () => {
    expect(dayProblem(dayDraft([{ start: '17:00', stop: '08:00' }]))).toBe('STOP_NOT_AFTER_START');
    expect(dayProblem(dayDraft([{ start: '08:00', stop: '08:00' }]))).toBe('STOP_NOT_AFTER_START');
  });

  it('refuses overlapping times', () => {
    const day = dayDraft([
      { start: '08:00', stop: '12:00' },
      { start: '11:55', stop: '17:00' },
    ]);
    expect(dayProblem(day)).toBe('OVERLAP');
  });

  it('checks a day switched off as well: the journal keeps its times', () => {
    expect(dayProblem(dayDraft([{ start: '17:00', stop: '08:00' }], { active: false }))).toBe('STOP_NOT_AFTER_START');
    expect(dayProblem(dayDraft([], { active: false }))).toBeNull();
  });

  it('wants working hours on an active day', () => {
    expect(dayProblem(dayDraft([]))).toBe('NO_TIMES');
  });
});

describe(weekProblems.name, () => {
  it('names the days that cannot be sent', () => {
    const week = weekDraft(workSchedule());
    week.days[2] = dayDraft([{ start: '10:00', stop: '09:00' }], { dayOfWeek: 3 });
    expect([...weekProblems(week)]).toEqual([[3, 'STOP_NOT_AFTER_START']]);
    expect(weekProblems(weekDraft(workSchedule())).size).toBe(0);
  });
});

describe('changing a day', () => {
  it('gives a day switched on the default hours when it has none', () => {
    expect(withActive(dayDraft([], { active: false }), true).times).toEqual([{ start: '08:00', stop: '17:00' }]);
    expect(withActive(dayDraft([{ start: '06:00', stop: '14:00' }]), false)).toMatchObject({
      active: false,
      times: [{ start: '06:00', stop: '14:00' }],
    });
  });

  it('adds a second range after the first, within the day, and no third', () => {
    const two = withAddedTime(dayDraft());
    expect(two.times).toEqual([
      { start: '08:00', stop: '17:00' },
      { start: '18:00', stop: '20:00' },
    ]);
    expect(dayProblem(two)).toBeNull();
    expect(withAddedTime(two)).toBe(two);
    expect(withAddedTime(dayDraft([{ start: '20:00', stop: '23:30' }])).times[1]).toEqual({
      start: '23:00',
      stop: '24:00',
    });
  });

  it('changes and removes a range', () => {
    const two = withAddedTime(dayDraft());
    expect(withTime(two, 1, { stop: '21:15' }).times[1]).toEqual({ start: '18:00', stop: '21:15' });
    expect(withoutTime(two, 1).times).toEqual([{ start: '08:00', stop: '17:00' }]);
  });
});

describe(sameWeek.name, () => {
  it('tells an unchanged week from a changed one', () => {
    const saved = weekDraft(workSchedule());
    expect(sameWeek(saved, weekDraft(workSchedule()))).toBe(true);
    expect(sameWeek(saved, { ...saved, tripType: 'PRIVATE' })).toBe(false);
  });
});
