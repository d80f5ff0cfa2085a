import { parseLocalTime } from './local-time';
import { applyGothenburgWindows } from './gothenburg-windows';

const passages = (...entries: [string, number][]) =>
  entries.map(([clock, amountSek]) => ({ time: parseLocalTime(`2026-11-24T${clock}`)!, amountSek }));

describe('applyGothenburgWindows', () => {
  it('charges three passages within an hour once, at the highest amount, on its passage', () => {
    // 06:20 (9), 06:50 (16), 07:15 (22): one window from 06:20; 07:25 is 65 minutes on and opens the next.
    expect(applyGothenburgWindows(passages(['06:20', 9], ['06:50', 16], ['07:15', 22], ['07:25', 22]))).toEqual([
      0, 0, 22, 22,
    ]);
  });

  it('puts the 60th minute in the window and the 61st in a new one', () => {
    expect(applyGothenburgWindows(passages(['07:00', 22], ['08:00', 16]))).toEqual([22, 0]);
    expect(applyGothenburgWindows(passages(['07:00', 22], ['08:01', 16]))).toEqual([22, 16]);
  });

  it('lets the earliest of equal amounts bear the window', () => {
    expect(applyGothenburgWindows(passages(['07:10', 22], ['07:40', 22], ['07:55', 16]))).toEqual([22, 0, 0]);
  });

  it('opens a window at the first charged passage only', () => {
    // 05:50 is free and opens nothing, so 07:05 is within 60 minutes of 06:10.
    expect(applyGothenburgWindows(passages(['05:50', 0], ['06:10', 9], ['07:05', 22]))).toEqual([0, 0, 22]);
    // 18:40 and 19:00 are free; nothing is charged after the window closes.
    expect(applyGothenburgWindows(passages(['18:20', 9], ['18:40', 0], ['19:30', 0]))).toEqual([9, 0, 0]);
  });

  it('measures a window from its first passage, not from the last one', () => {
    // 06:00, 06:50 in one window; 07:30 is 90 minutes after 06:00 and opens a new one though 40 after 06:50.
    expect(applyGothenburgWindows(passages(['06:00', 9], ['06:50', 16], ['07:30', 22]))).toEqual([0, 16, 22]);
  });
});
