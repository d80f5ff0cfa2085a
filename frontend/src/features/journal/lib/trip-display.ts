// How a trip's figures read on the page (spec 02 §5, §9): distance in km with two decimals from metres, times of
// day in Europe/Stockholm, and the two purposes the toggle knows.
import type { JournalEntry } from '../api/types';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export type PurposeKind = 'BUSINESS' | 'PRIVATE';

const numberLocale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'sv-SE');

/** Metres × 0.001, two decimals, in the language's number format: 5400 → "5,40 km". */
export function formatDistanceKm(metres: number, lang: string): string {
  const km = new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    metres * 0.001,
  );
  return `${km} km`;
}

export function totalDistanceM(entries: readonly JournalEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.trip.odometer_max, 0);
}

/** BUSINESS and the values starting with BUSINESS are business; PRIVATE and PRIVATE_AUTO private; else none. */
export function purposeKind(purpose: string): PurposeKind | null {
  if (purpose.startsWith('BUSINESS')) return 'BUSINESS';
  if (purpose === 'PRIVATE' || purpose === 'PRIVATE_AUTO') return 'PRIVATE';
  return null;
}

export interface TripTimes {
  start: string;
  stop: string;
  /** The stop's date when the trip ends on a later day than it starts, e.g. "24/11". */
  stopDate: string | null;
}

export function tripTimes(entry: Pick<JournalEntry, 'trip'>): TripTimes {
  const start = dayjs(entry.trip.timestamp_start_ms).tz(APP_TIME_ZONE);
  const stop = dayjs(entry.trip.timestamp_stop_ms).tz(APP_TIME_ZONE);
  const sameDay = start.format('YYYY-MM-DD') === stop.format('YYYY-MM-DD');
  return { start: start.format('HH:mm'), stop: stop.format('HH:mm'), stopDate: sameDay ? null : stop.format('D/M') };
}

/** The geocoded address, else the coordinates, else null. */
export function placeText(address: string, at: { latitude: number; longitude: number }): string | null {
  if (address.trim()) return address;
  if (at.latitude === 0 && at.longitude === 0) return null;
  return `${at.latitude.toFixed(4)}, ${at.longitude.toFixed(4)}`;
}

export function vehicleLabel(vehicle: JournalEntry['vehicle']): string {
  if (vehicle.registry && vehicle.full_name && vehicle.full_name !== vehicle.registry) {
    return `${vehicle.registry} (${vehicle.full_name})`;
  }
  return vehicle.registry || vehicle.full_name;
}
