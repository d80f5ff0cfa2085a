import type { Tariff } from '../stations/stations';
import type { Season } from './calendar';

// The amounts of spec 04, SEK per passage. A band applies from its start (minute of the day) to the next band.

export type VehicleClass = 'car' | 'heavy';
export type CongestionTariff = Extract<Tariff, 'stockholm-inner' | 'stockholm-essingeleden' | 'gothenburg'>;
export type InfrastructureTariff = Extract<Tariff, 'sundsvall-infra' | 'motala-infra'>;

type Band = readonly [start: string, amountSek: number];

const STOCKHOLM_INNER_HIGH: readonly Band[] = [
  ['06:00', 15],
  ['06:30', 30],
  ['07:00', 45],
  ['08:30', 30],
  ['09:00', 20],
  ['09:30', 11],
  ['15:00', 20],
  ['15:30', 30],
  ['16:00', 45],
  ['17:30', 30],
  ['18:00', 20],
  ['18:30', 0],
];
const STOCKHOLM_INNER_LOW: readonly Band[] = [
  ['06:00', 15],
  ['06:30', 25],
  ['07:00', 35],
  ['08:30', 25],
  ['09:00', 15],
  ['09:30', 11],
  ['15:00', 15],
  ['15:30', 25],
  ['16:00', 35],
  ['17:30', 25],
  ['18:00', 15],
  ['18:30', 0],
];
const ESSINGELEDEN_HIGH: readonly Band[] = [
  ['06:00', 15],
  ['06:30', 27],
  ['07:00', 40],
  ['08:30', 27],
  ['09:00', 20],
  ['09:30', 11],
  ['15:00', 20],
  ['15:30', 27],
  ['16:00', 40],
  ['17:30', 27],
  ['18:00', 20],
  ['18:30', 0],
];
const ESSINGELEDEN_LOW: readonly Band[] = [
  ['06:00', 15],
  ['06:30', 22],
  ['07:00', 30],
  ['08:30', 22],
  ['09:00', 15],
  ['09:30', 11],
  ['15:00', 15],
  ['15:30', 22],
  ['16:00', 30],
  ['17:30', 22],
  ['18:00', 15],
  ['18:30', 0],
];
const GOTHENBURG: readonly Band[] = [
  ['06:00', 9],
  ['06:30', 16],
  ['07:00', 22],
  ['08:00', 16],
  ['08:30', 9],
  ['15:00', 16],
  ['15:30', 22],
  ['17:00', 16],
  ['18:00', 9],
  ['18:30', 0],
];

const TABLES: Record<CongestionTariff, Record<Season, readonly Band[]>> = {
  'stockholm-inner': { high: STOCKHOLM_INNER_HIGH, low: STOCKHOLM_INNER_LOW },
  'stockholm-essingeleden': { high: ESSINGELEDEN_HIGH, low: ESSINGELEDEN_LOW },
  // Göteborg has no seasons.
  gothenburg: { high: GOTHENBURG, low: GOTHENBURG },
};

/** Daily maximum per vehicle and calendar day, shared by a city's tariffs. */
export const DAILY_MAXIMUM_SEK = { stockholm: { high: 135, low: 105 }, goteborg: 60 } as const;

const INFRASTRUCTURE_FEES: Record<InfrastructureTariff, Record<VehicleClass, number>> = {
  'sundsvall-infra': { car: 9, heavy: 20 },
  'motala-infra': { car: 5, heavy: 11 },
};

function minutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
}

/** The congestion tax of one passage at a minute of a charged day, before windows and caps (0 from 18:30 to 05:59). */
export function congestionAmount(tariff: CongestionTariff, season: Season, minuteOfDay: number): number {
  let amount = 0;
  for (const [start, amountSek] of TABLES[tariff][season]) {
    if (minutes(start) > minuteOfDay) break;
    amount = amountSek;
  }
  return amount;
}

export function infrastructureFee(tariff: InfrastructureTariff, vehicleClass: VehicleClass): number {
  return INFRASTRUCTURE_FEES[tariff][vehicleClass];
}

export function isCongestionTariff(tariff: Tariff): tariff is CongestionTariff {
  return tariff in TABLES;
}
