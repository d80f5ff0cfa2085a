// The journal shows its first 50 trips and 50 more each time the list is scrolled within 100 px of its bottom
// (spec 02 §9).
export const JOURNAL_PAGE_SIZE = 50;
export const LOAD_MORE_THRESHOLD_PX = 100;

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export function isNearBottom(box: ScrollBox, thresholdPx = LOAD_MORE_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= thresholdPx;
}

/** The next number of trips to show: 50 more while some are hidden. */
export function grownCount(shown: number, total: number): number {
  return shown >= total ? shown : shown + JOURNAL_PAGE_SIZE;
}

export function visibleSlice<T>(items: readonly T[], shown: number): T[] {
  return items.slice(0, shown);
}
