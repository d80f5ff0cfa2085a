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
