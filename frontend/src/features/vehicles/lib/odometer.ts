// Odometer input rules of spec 01 §5 and §9: digits only, 0–1,500,000 km, confirmation above 900,000.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export const ODOMETER_MAX_KM = 1_500_000;
export const ODOMETER_WARN_KM = 900_000;
export const TIME_STEP_MINUTES = 5;

export type OdometerInput =
  { ok: true; valueKm: number } | { ok: false; error: 'required' | 'digitsOnly' | 'tooLarge' };

export function parseOdometer(text: string): OdometerInput {
  const t = text.trim();
  if (t === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(t)) return { ok: false, error: 'digitsOnly' };
  const valueKm = Number(t);
  if (valueKm > ODOMETER_MAX_KM) return { ok: false, error: 'tooLarge' };
  return { ok: true, valueKm };
}

export const needsHighConfirmation = (valueKm: number) => valueKm > ODOMETER_WARN_KM;

// Reading time from the date and time inputs, in Stockholm time; minutes snap down to the 5-minute step.
export function readingTimeMs(date: string, time: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const d = dayjs.tz(`${date}T${time}:00`, APP_TIME_ZONE);
  if (!d.isValid()) return undefined;
  const minute = d.minute() - (d.minute() % TIME_STEP_MINUTES);
  return d.minute(minute).second(0).millisecond(0).valueOf();
}

export interface OdometerDialogValues {
  valueText: string;
  calibrateFromTime: boolean;
  date: string;
  time: string;
  forced: boolean;
}

// With calibrate-from-time ticked the reading applies now; otherwise from the chosen date and time, retroactively.
export function odometerRequest(v: OdometerDialogValues, valueKm: number, nowMs: number, confirmedHigh: boolean) {
  const at = v.calibrateFromTime ? undefined : readingTimeMs(v.date, v.time);
  const retro = at !== undefined;
  return {
    valueKm,
    recordedTimeMs: retro ? at : undefined,
    fromTimeMs: retro ? at : nowMs,
    applyRetroactive: retro,
    ignoreRedis: false,
    confirmedHigh,
    forced: v.forced,
  };
}
