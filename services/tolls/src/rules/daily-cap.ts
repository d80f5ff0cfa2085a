// The daily maximum (spec 04), allocated in time order: each passage bears what is left of the cap, 0 once reached.

/** The amounts after the cap, for amounts given in time order. */
export function applyDailyCap(amounts: readonly number[], capSek: number): number[] {
  let left = capSek;
  return amounts.map((amount) => {
    const borne = Math.min(amount, left);
    left -= borne;
    return borne;
  });
}

/**
 * A day's amounts when some passages keep amounts charged before (a trip that is CHECKED, LOCKED or DONE): those
 * stand as `kept`, and the others, in time order, share what the maximum leaves after them. `amounts` are the
 * computed ones, `kept[i]` the kept amount or null; both in time order.
 */
export function capAroundKept(amounts: readonly number[], kept: readonly (number | null)[], capSek: number): number[] {
  const keptSum = kept.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  let left = Math.max(0, capSek - keptSum);
  return amounts.map((amount, i) => {
    const fixed = kept[i];
    if (fixed !== null) return fixed;
    const borne = Math.min(amount, left);
    left -= borne;
    return borne;
  });
}
