// The eco score colour scales of spec 02 §9, kept pure so their boundaries are tested without a browser.
import type { StatusColor } from '../../../lib/display/display-rules';

export type Co2Band = Extract<StatusColor, 'red' | 'yellow' | 'green'>;
export type ScoreBand = Extract<StatusColor, 'red' | 'yellow' | 'blue' | 'green'>;

/** The first scale (a vehicle's CO2 in g/km): 120 or more red, 80 or less green, yellow between. */
export const CO2_RED_FROM_G_KM = 120;
export const CO2_GREEN_UP_TO_G_KM = 80;

/** The second scale (scores 0–100): under 30 red, from 30 yellow, from 55 blue, from 80 green. */
export const SCORE_YELLOW_FROM = 30;
export const SCORE_BLUE_FROM = 55;
export const SCORE_GREEN_FROM = 80;

export function co2Band(gKm: number): Co2Band {
  if (gKm >= CO2_RED_FROM_G_KM) return 'red';
  if (gKm <= CO2_GREEN_UP_TO_G_KM) return 'green';
  return 'yellow';
}

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_GREEN_FROM) return 'green';
  if (score >= SCORE_BLUE_FROM) return 'blue';
  if (score >= SCORE_YELLOW_FROM) return 'yellow';
  return 'red';
}
