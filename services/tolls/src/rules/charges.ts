import { dayCharges, type Passage, type Vehicle } from './day-charges';
import { compareLocalTimes } from './local-time';
import { isCongestionTariff } from './tariffs';

// Passages over any number of days: each calendar day on its own (caps are per day), results in time order.

export type ChargedPassage<P extends Passage = Passage> = P & { amountSek: number };

export interface Charges<P extends Passage = Passage> {
  congestionTaxSek: number;
  infraTaxSek: number;
  /** Every passage in time order (equal times in the order given), with the amount it bears. */
  passages: ChargedPassage<P>[];
}

export function computeCharges<P extends Passage>(vehicle: Vehicle, passages: readonly P[]): Charges<P> {
  const sorted = [...passages].sort((a, b) => compareLocalTimes(a.time, b.time));
  const byDate = new Map<string, P[]>();
  for (const passage of sorted) byDate.set(passage.time.date, [...(byDate.get(passage.time.date) ?? []), passage]);
  const charged: ChargedPassage<P>[] = [];
  for (const day of byDate.values()) {
    const amounts = dayCharges(vehicle, day);
    day.forEach((passage, i) => charged.push({ ...passage, amountSek: amounts[i] }));
  }
  const sum = (congestion: boolean) =>
    charged
      .filter((passage) => isCongestionTariff(passage.point.tariff) === congestion)
      .reduce((total, passage) => total + passage.amountSek, 0);
  return { congestionTaxSek: sum(true), infraTaxSek: sum(false), passages: charged };
}
