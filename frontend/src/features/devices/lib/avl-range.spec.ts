import { describe, expect, it } from 'vitest';

import { avlRange, localMs } from './avl-range';

const range = (startDate: string, startTime: string, stopDate: string, stopTime: string) =>
  avlRange({ startDate, startTime, stopDate, stopTime });

describe('avlRange', () => {
  it('gives the bounds in ms of local time', () => {
    expect(range('2026-11-20', '08:00', '2026-11-20', '09:30')).toEqual({
      ok: true,
      start: new Date(2026, 10, 20, 8, 0).getTime(),
      stop: new Date(2026, 10, 20, 9, 30).getTime(),
    });
  });

  it('requires every part before fetching', () => {
    expect(range('', '08:00', '2026-11-20', '09:00')).toEqual({ ok: false, error: 'required' });
    expect(range('2026-11-20', '08:00', '2026-11-20', '')).toEqual({ ok: false, error: 'required' });
  });

  it('refuses malformed and impossible dates and times', () => {
    expect(range('2026-02-30', '08:00', '2026-03-01', '09:00')).toEqual({ ok: false, error: 'format' });
    expect(range('20-11-2026', '08:00', '2026-11-21', '09:00')).toEqual({ ok: false, error: 'format' });
    expect(range('2026-11-20', '24:00', '2026-11-21', '09:00')).toEqual({ ok: false, error: 'format' });
    expect(localMs('2026-11-20', '8:00')).toBeUndefined();
  });

  it('needs start before stop and at most 31 days', () => {
    expect(range('2026-11-20', '09:00', '2026-11-20', '09:00')).toEqual({ ok: false, error: 'order' });
    expect(range('2026-11-21', '09:00', '2026-11-20', '09:00')).toEqual({ ok: false, error: 'order' });
    expect(range('2026-11-01', '00:00', '2026-12-02', '00:00').ok).toBe(true);
    expect(range('2026-11-01', '00:00', '2026-12-02', '00:01')).toEqual({ ok: false, error: 'tooLong' });
  });
});
