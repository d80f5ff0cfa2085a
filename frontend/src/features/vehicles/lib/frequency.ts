// Update frequency rules (spec 01 §4.2, §9): 1, 3, 6, 12 h and the recommended default 24 h.
import { FREQUENCY_VALUES } from '../../../api/vocabulary';
import type { FrequencyValue } from '../api/types';

/** The hours of each frequency value: 24 for '24-h'. */
type HoursOf<Value> = Value extends `${infer Hours extends number}-h` ? Hours : never;
export type FrequencyHours = HoursOf<FrequencyValue>;
/** The frequencies the route takes, in hours, ascending. */
export const FREQUENCY_HOURS: readonly FrequencyHours[] = FREQUENCY_VALUES.map(
  (value) => Number.parseInt(value, 10) as FrequencyHours,
).sort((a, b) => a - b);
export const DEFAULT_FREQUENCY_HOURS: FrequencyHours = 24;

export const frequencyValue = (hours: FrequencyHours): FrequencyValue => `${hours}-h`;

// 1 h and 3 h drastically shorten battery life; saving them needs the warning acknowledged.
export const needsBatteryAcknowledgement = (hours: number) => hours === 1 || hours === 3;

export function effectiveSelected(selected: number): number {
  return selected > 0 ? selected : DEFAULT_FREQUENCY_HOURS;
}

// A selection the device has not yet reported back is pending. A device that never reported runs its default
// (24 h), so only a different selection is pending then.
export function isFrequencyPending(selected: number, latest: number): boolean {
  const wanted = effectiveSelected(selected);
  const current = latest > 0 ? latest : DEFAULT_FREQUENCY_HOURS;
  return wanted !== current;
}
