import { describe, expect, it } from 'vitest';

import { dayjs, APP_TIME_ZONE, stockholmTime } from './dates';

describe(stockholmTime.name, () => {
  it('reads the day and time in Stockholm, summer and winter', () => {
    expect(stockholmTime(Date.parse('2026-07-01T22:30:00Z'))).toEqual({
      day: '2026-07-02',
      time: '00:30',
      dayMonth: '2/7',
    });
    expect(stockholmTime(Date.parse('2026-11-24T06:05:00Z'))).toEqual({
      day: '2026-11-24',
      time: '07:05',
      dayMonth: '24/11',
    });
  });

  it('agrees with dayjs around the daylight-saving changes', () => {
    for (const iso of [
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:00:00Z',
    ]) {
      const at = dayjs(Date.parse(iso)).tz(APP_TIME_ZONE);
      expect(stockholmTime(Date.parse(iso))).toEqual({
        day: at.format('YYYY-MM-DD'),
        time: at.format('HH:mm'),
        dayMonth: at.format('D/M'),
      });
    }
  });
});
