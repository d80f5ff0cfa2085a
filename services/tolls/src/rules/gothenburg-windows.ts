import { type LocalTime, minutesBetween } from './local-time';

// Göteborg's multi-passage rule (spec 04): the passages within 60 minutes of a window's first charged passage are
// charged once, at the highest amount among them. The passage with that amount bears it (the earliest of equals), the
// others bear 0. "Within" includes the 60th minute (07:00 and 08:00 share a window; 08:01 opens a new one). A passage
// that bears nothing (outside the hours, a free Backa ramp, a control point) opens no window.
export const GOTHENBURG_WINDOW_MINUTES = 60;

export interface WindowCandidate {
  time: LocalTime;
  amountSek: number;
}

/** The amounts after the windows, for passages given in time order. */
export function applyGothenburgWindows(passages: readonly WindowCandidate[]): number[] {
  const amounts = passages.map(() => 0);
  let window: number[] = [];
  const close = () => {
    if (window.length === 0) return;
    const bearer = window.reduce((best, i) => (passages[i].amountSek > passages[best].amountSek ? i : best));
    amounts[bearer] = passages[bearer].amountSek;
    window = [];
  };
  passages.forEach((passage, i) => {
    const opened = window.length > 0 ? passages[window[0]].time : null;
    if (opened && minutesBetween(opened, passage.time) <= GOTHENBURG_WINDOW_MINUTES) {
      window.push(i);
    } else if (passage.amountSek > 0) {
      close();
      window.push(i);
    }
  });
  close();
  return amounts;
}
