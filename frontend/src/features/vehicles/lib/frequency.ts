// Update frequency rules (spec 01 §4.2, §9): 1, 3, 6, 12 h and the recommended default 24 h.
import type { FrequencyValue } from '../api/types';

export const FREQUENCY_HOURS = [1, 3, 6, 12, 24] as const;
export type FrequencyHours = (typeof FREQUENCY_HOURS)[number];
export const DEFAULT_FREQUENCY_HOURS: FrequencyHours = 24;

export const frequencyValue = (hours: FrequencyHours): FrequencyValue => `${hours}-h` as FrequencyValue;

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
