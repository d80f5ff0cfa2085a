// The values the superadmin types (spec 02 §5): distances in km sent as metres, times of day in Europe/Stockholm.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

/** Spec 02 §4, §9: a trip under 200 m is deleted from the logbook, so entering one asks first. */
export const SHORT_TRIP_M = 200;

/** The journal's limit (spec 02 §9: odometer values up to 1,500,000 km). */
export const TRIP_DISTANCE_MAX_KM = 1_500_000;

export const isShortDistance = (metres: number): boolean => metres < SHORT_TRIP_M;

/** "12,5" or "12.5" km → 12500 m; null when it is not a distance (empty, negative, too large, not a number). */
export function kmToMetres(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalised)) return null;
  const km = Number(normalised);
  if (!Number.isFinite(km) || km > TRIP_DISTANCE_MAX_KM) return null;
  return Math.round(km * 1000);
}

/** Metres × 0.001 with two decimals, as the edit field shows it: 5400 → "5,40" (sv), "5.40" (en). */
export function metresToKmInput(metres: number, lang: string): string {
  const text = (metres * 0.001).toFixed(2);
  return lang.startsWith('en') ? text : text.replace('.', ',');
}

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A datetime-local field's value for an instant, in the app's time zone. */
export function toDateTimeInput(ms: number): string {
  return dayjs(ms).tz(APP_TIME_ZONE).format(INPUT_FORMAT);
}

/** A datetime-local field's value ("2026-11-20T08:00") read in the app's time zone; null when empty or invalid. */
export function fromDateTimeInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = dayjs.tz(value, APP_TIME_ZONE);
  return at.isValid() ? at.valueOf() : null;
}

/** An odometer reading, metres shown as whole km (spec 02 §9: odometer 0 decimals); "–" when the device had none. */
export function formatOdometerKm(metres: number, lang: string): string {
  if (metres <= 0) return '–';
  const km = new Intl.NumberFormat(lang.startsWith('en') ? 'en-GB' : 'sv-SE', { maximumFractionDigits: 0 }).format(
    Math.round(metres * 0.001),
  );
  return `${km} km`;
}
