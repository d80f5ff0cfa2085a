// Builders for the unit tests: the default week of spec 03 §9 as the API answers it, and a day of the page.
import type { WorkSchedule } from '../api/types';
import type { DayDraft, TimeRange } from './work-week';

export function workSchedule(changes: Partial<WorkSchedule> = {}): WorkSchedule {
  return {
    userId: 7,
    activated: false,
    tripType: 'BUSINESS',
    daysList: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      active: dayOfWeek <= 5,
      times: [{ start: '0800', stop: '1700' }],
    })),
    ...changes,
  };
}

export function dayDraft(times: TimeRange[] = [{ start: '08:00', stop: '17:00' }], changes: Partial<DayDraft> = {}) {
  return { dayOfWeek: 1, active: true, times, ...changes };
}
