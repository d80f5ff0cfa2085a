import type { fleetV1 } from '@fleetlog/contracts';

/**
 * A category's score from its harsh events per 100 km: 100 without any, 50 at EVENTS_AT_HALF per 100 km, falling
 * smoothly towards 0 (100 / (1 + rate / EVENTS_AT_HALF)). The thresholds that make an event harsh are the detector's
 * (issue 8: acceleration > 2.5 m/s², braking > 2.7 m/s², cornering > 2.4 rad/s).
 */
export const EVENTS_AT_HALF = 4;

export interface DrivingTotals {
  tripCount: number;
  distanceM: number;
  harshAccelerations: number;
  harshBrakings: number;
  sharpCorners: number;
}

export interface EcoScoreFigures {
  distanceKm: number;
  /** Unset without distance. */
  total?: number;
  acceleration?: number;
  braking?: number;
  cornering?: number;
  totalCo2Kg?: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function categoryScore(events: number, distanceKm: number): number {
  return round1(100 / (1 + (events * 100) / distanceKm / EVENTS_AT_HALF));
}

/** Spec 02 §3 Eco score: the three categories, their mean as the total, and the CO2 the distance emitted. */
export function ecoScore(totals: DrivingTotals, co2GKm: number | null): EcoScoreFigures {
  const distanceKm = round1(totals.distanceM / 1000);
  const totalCo2Kg = co2GKm === null ? undefined : round1(((totals.distanceM / 1000) * co2GKm) / 1000);
  if (totals.distanceM <= 0) return { distanceKm, totalCo2Kg };
  const km = totals.distanceM / 1000;
  const acceleration = categoryScore(totals.harshAccelerations, km);
  const braking = categoryScore(totals.harshBrakings, km);
  const cornering = categoryScore(totals.sharpCorners, km);
  return {
    distanceKm,
    acceleration,
    braking,
    cornering,
    total: round1((acceleration + braking + cornering) / 3),
    totalCo2Kg,
  };
}

/**
 * The vehicle's CO2 per km from fleet's fuel data: the override, else the two fuels weighed by the first's proportion
 * (a single fuel: 100 %); null when fleet gives none.
 */
export function vehicleCo2GKm(
  vehicle: Pick<fleetV1.Vehicle, 'co2GKmOverride' | 'co2GKm1' | 'co2GKm2' | 'proportion1'>,
): number | null {
  if (vehicle.co2GKmOverride !== undefined && vehicle.co2GKmOverride > 0) return vehicle.co2GKmOverride;
  const first = vehicle.co2GKm1 ?? 0;
  const second = vehicle.co2GKm2 ?? 0;
  if (first <= 0 && second <= 0) return null;
  if (second <= 0) return first;
  if (first <= 0) return second;
  const share = Math.min(100, Math.max(0, vehicle.proportion1 ?? 100)) / 100;
  return round1(first * share + second * (1 - share));
}
