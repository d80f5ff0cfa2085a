import type { ControlPoint } from '../stations/stations';
import { isChargedUnderBacka } from './backa';
import { type CongestionCity, isCongestionTaxDay, stockholmSeason } from './calendar';
import { applyDailyCap } from './daily-cap';
import { essingeledenPairs } from './essingeleden-pair';
import { applyGothenburgWindows } from './gothenburg-windows';
import { compareLocalTimes, type LocalTime, minuteOfDay } from './local-time';
import {
  congestionAmount,
  DAILY_MAXIMUM_SEK,
  infrastructureFee,
  isCongestionTariff,
  type VehicleClass,
} from './tariffs';

// One vehicle's calendar day: the amount each passage bears after every rule of spec 04.

export interface Vehicle {
  class: VehicleClass;
  /** Vehicle-level exemption (emergency, diplomatic, …): no congestion tax and no infrastructure fee. */
  exempt: boolean;
}

export interface Passage {
  point: ControlPoint;
  time: LocalTime;
}

/** The amounts of one day's passages, in the order given; all passages must be on one local date. */
export function dayCharges(vehicle: Vehicle, passages: readonly Passage[]): number[] {
  const dates = new Set(passages.map((passage) => passage.time.date));
  if (dates.size > 1) throw new Error(`dayCharges takes one calendar day, got ${[...dates].join(', ')}`);
  const amounts = passages.map(() => 0);
  if (vehicle.exempt) return amounts;
  const order = passages
    .map((_, i) => i)
    .sort((a, b) => compareLocalTimes(passages[a].time, passages[b].time) || a - b);
  for (const [i, passage] of passages.entries()) {
    const { tariff } = passage.point;
    if (!isCongestionTariff(tariff)) amounts[i] = infrastructureFee(tariff, vehicle.class);
  }
  for (const city of ['stockholm', 'goteborg'] as const) {
    const indices = order.filter(
      (i) => passages[i].point.city === city && isCongestionTariff(passages[i].point.tariff),
    );
    const cityPassages = indices.map((i) => passages[i]);
    const borne = city === 'stockholm' ? stockholmDay(cityPassages) : gothenburgDay(cityPassages);
    indices.forEach((passageIndex, k) => (amounts[passageIndex] = borne[k]));
  }
  return amounts;
}

function isChargedDay(city: CongestionCity, passages: readonly Passage[]): boolean {
  return passages.length > 0 && isCongestionTaxDay(city, passages[0].time.date);
}

/** Stockholm passages in time order: tariff by season, Essingeleden's pair counted once, then the cap. */
function stockholmDay(passages: readonly Passage[]): number[] {
  if (!isChargedDay('stockholm', passages)) return passages.map(() => 0);
  const season = stockholmSeason(passages[0].time.date);
  const amounts = passages.map(({ point, time }) =>
    isCongestionTariff(point.tariff) ? congestionAmount(point.tariff, season, minuteOfDay(time)) : 0,
  );
  // The pair is one Essingeleden passage, at the time of its first passage, which bears it.
  const candidates = passages.map((passage) => ({ time: passage.time, pair: passage.point.essingeledenPair }));
  for (const [first, second] of essingeledenPairs(candidates)) {
    amounts[first] = congestionAmount('stockholm-essingeleden', season, minuteOfDay(passages[first].time));
    amounts[second] = 0;
  }
  return applyDailyCap(amounts, DAILY_MAXIMUM_SEK.stockholm[season]);
}

/** Göteborg passages in time order: the Backa exemption, the 60-minute windows, then the cap. */
function gothenburgDay(passages: readonly Passage[]): number[] {
  if (!isChargedDay('goteborg', passages)) return passages.map(() => 0);
  const candidates = passages.map((passage) => ({ time: passage.time, backaRole: passage.point.backaRole }));
  const windowed = applyGothenburgWindows(
    passages.map((passage, i) => ({
      time: passage.time,
      amountSek: isChargedUnderBacka(candidates, i)
        ? congestionAmount('gothenburg', 'high', minuteOfDay(passage.time))
        : 0,
    })),
  );
  return applyDailyCap(windowed, DAILY_MAXIMUM_SEK.goteborg);
}

/** The daily maximum of a congestion-tax city on a date (Stockholm's by season); null for the infrastructure fees. */
export function dailyMaximum(city: ControlPoint['city'], date: string): number | null {
  if (city === 'stockholm') return DAILY_MAXIMUM_SEK.stockholm[stockholmSeason(date)];
  if (city === 'goteborg') return DAILY_MAXIMUM_SEK.goteborg;
  return null;
}
