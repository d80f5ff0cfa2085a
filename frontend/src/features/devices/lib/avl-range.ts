// The AVL log's date range (spec 03: "a date range is required before fetching", format YYYY-MM-DD, time HH:mm).
// The BFF refuses the same cases; checking here keeps the fetch from starting with a range it would refuse.

/** The longest range the BFF serves in one request. */
export const AVL_MAX_RANGE_DAYS = 31;

export interface AvlRangeInput {
  startDate: string;
  startTime: string;
  stopDate: string;
  stopTime: string;
}

export type AvlRangeError = 'required' | 'format' | 'order' | 'tooLong';

export type AvlRange = { ok: true; start: number; stop: number } | { ok: false; error: AvlRangeError };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Local date and time to epoch ms, or undefined for a malformed or impossible date (2026-02-30). */
export function localMs(date: string, time: string): number | undefined {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const at = new Date(year, month - 1, day, Number(t[1]), Number(t[2]));
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return undefined;
  return at.getTime();
}

export function avlRange(input: AvlRangeInput): AvlRange {
  if (!input.startDate || !input.startTime || !input.stopDate || !input.stopTime)
    return { ok: false, error: 'required' };
  const start = localMs(input.startDate, input.startTime);
  const stop = localMs(input.stopDate, input.stopTime);
  if (start === undefined || stop === undefined) return { ok: false, error: 'format' };
  if (stop <= start) return { ok: false, error: 'order' };
  if (stop - start > AVL_MAX_RANGE_DAYS * 24 * 60 * 60 * 1000) return { ok: false, error: 'tooLong' };
  return { ok: true, start, stop };
}
