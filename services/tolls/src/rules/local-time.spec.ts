import {
  addDays,
  compareLocalTimes,
  isoWeekday,
  localTimeOf,
  localTimeText,
  minutesBetween,
  parseLocalTime,
} from './local-time';

describe('parseLocalTime', () => {
  it('keeps the hour and the started minute', () => {
    expect(parseLocalTime('2026-11-24T07:00:59')).toEqual({ date: '2026-11-24', hour: 7, minute: 0 });
    expect(parseLocalTime('2026-11-24T23:59')).toEqual({ date: '2026-11-24', hour: 23, minute: 59 });
  });

  it('refuses offsets, impossible dates and other shapes', () => {
    for (const text of ['2026-11-24T07:00:00Z', '2026-11-24T07:00:00+01:00', '2026-02-30T07:00:00', '2026-11-24']) {
      expect([text, parseLocalTime(text)]).toEqual([text, null]);
    }
    expect(parseLocalTime('2026-11-24T24:00:00')).toBeNull();
    expect(parseLocalTime('2026-11-24 07:00:00')).toBeNull();
  });
});

describe('date arithmetic', () => {
  it('counts minutes across midnight and orders times', () => {
    const late = parseLocalTime('2026-11-24T23:50:00')!;
    const early = parseLocalTime('2026-11-25T00:10:00')!;
    expect(minutesBetween(late, early)).toBe(20);
    expect(minutesBetween(early, late)).toBe(-20);
    expect(compareLocalTimes(late, early)).toBeLessThan(0);
    expect(compareLocalTimes(early, early)).toBe(0);
  });

  it('knows weekdays and adds days over month and year ends', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('instants as Stockholm wall-clock times', () => {
  it('is UTC+1 in winter and UTC+2 in summer, seconds truncated', () => {
    expect(localTimeText(Date.parse('2026-11-24T06:05:59.900Z'))).toBe('2026-11-24T07:05:59');
    expect(localTimeText(Date.parse('2026-06-10T05:30:00Z'))).toBe('2026-06-10T07:30:00');
    expect(localTimeOf(Date.parse('2026-11-24T06:05:59.900Z'))).toEqual({ date: '2026-11-24', hour: 7, minute: 5 });
  });

  it('changes at the daylight-saving switches (29 March and 25 October 2026, 01:00 UTC)', () => {
    expect(localTimeText(Date.parse('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59');
    expect(localTimeText(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00');
    expect(localTimeText(Date.parse('2026-10-25T00:59:59Z'))).toBe('2026-10-25T02:59:59');
    expect(localTimeText(Date.parse('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00');
  });

  it('takes the local date across midnight', () => {
    expect(localTimeOf(Date.parse('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', hour: 0, minute: 30 });
  });
});
