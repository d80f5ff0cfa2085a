import { describe, expect, it } from 'vitest';

import {
  displayOf,
  matchesTyped,
  minutesOf,
  snapToStep,
  START_TIMES,
  STOP_TIMES,
  toApiTime,
  toDisplayTime,
} from './schedule-times';

describe(toDisplayTime.name, () => {
  it('shows the HHmm of the API as HH:mm, the end of the day as 24:00', () => {
    expect(toDisplayTime('0830')).toBe('08:30');
    expect(toDisplayTime('0000')).toBe('00:00');
    expect(toDisplayTime('2400')).toBe('24:00');
  });
});

describe(toApiTime.name, () => {
  it('sends HH:mm as HHmm, and back again unchanged', () => {
    expect(toApiTime('17:05')).toBe('1705');
    expect(toApiTime('24:00')).toBe('2400');
    for (const time of ['0000', '0805', '1230', '2355', '2400']) expect(toApiTime(toDisplayTime(time))).toBe(time);
  });
});

describe(minutesOf.name, () => {
  it('counts minutes since midnight, 24:00 being the whole day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    expect(displayOf(minutesOf('13:45'))).toBe('13:45');
  });
});

describe(snapToStep.name, () => {
  it('rounds to the nearest 5 minutes within the day', () => {
    expect(snapToStep(512)).toBe(510);
    expect(snapToStep(513)).toBe(515);
    expect(snapToStep(-3)).toBe(0);
    expect(snapToStep(1443)).toBe(1440);
  });
});

describe('the offered times', () => {
  it('go in 5-minute steps: starts from 00:00 to 23:55, stops from 00:05 to 24:00', () => {
    expect(START_TIMES).toHaveLength(288);
    expect(START_TIMES.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(START_TIMES.at(-1)).toBe('23:55');
    expect(STOP_TIMES[0]).toBe('00:05');
    expect(STOP_TIMES.at(-1)).toBe('24:00');
    expect([...START_TIMES, ...STOP_TIMES].every((time) => minutesOf(time) % 5 === 0)).toBe(true);
  });

  it('are found by what is typed, with or without the colon and leading zero', () => {
    for (const typed of ['0930', '930', '9:30', '09:3', '']) expect(matchesTyped('09:30', typed)).toBe(true);
    expect(matchesTyped('09:30', '10')).toBe(false);
    expect(matchesTyped('10:30', '930')).toBe(false);
  });
});
