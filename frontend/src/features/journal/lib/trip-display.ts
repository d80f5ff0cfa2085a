// How a trip's figures read on the page (spec 02 §5, §9): distance in km with two decimals from metres, times of
// day in Europe/Stockholm, and the two purposes the toggle knows.
import type { JournalEntry } from '../api/types';
import { stockholmTime } from '../../../lib/dates';

export type PurposeKind = 'BUSINESS' | 'PRIVATE';

const numberLocale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'sv-SE');

// One formatter per locale: building an Intl.NumberFormat costs more than formatting with it.
const kmFormats = new Map<string, Intl.NumberFormat>();
const kmFormat = (locale: string): Intl.NumberFormat => {
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    kmFormats.set(locale, format);
  }
  return format;
};

/** Metres × 0.001, two decimals, in the language's number format: 5400 → "5,40 km". */
export function formatDistanceKm(metres: number, lang: string): string {
  return `${kmFormat(numberLocale(lang)).format(metres * 0.001)} km`;
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
  const start = stockholmTime(entry.trip.timestamp_start_ms);
  const stop = stockholmTime(entry.trip.timestamp_stop_ms);
  return { start: start.time, stop: stop.time, stopDate: start.day === stop.day ? null : stop.dayMonth };
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
