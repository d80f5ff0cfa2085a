import type { City } from '../stations/stations';
import { holidaysOn, type HolidayKey, isPublicHoliday } from './holidays';
import { addDays, isoWeekday } from './local-time';

// Which calendar days the congestion tax is charged on (spec 04), and Stockholm's season.

export type CongestionCity = Extract<City, 'stockholm' | 'goteborg'>;
export type Season = 'high' | 'low';

/** Stockholm charges the day before these holidays (the day before 1 May and 6 June only on Mon–Fri, as every day). */
const STOCKHOLM_CHARGED_EVES: ReadonlySet<HolidayKey> = new Set([
  'goodFriday',
  'ascensionDay',
  'allSaintsDay',
  'mayDay',
  'nationalDay',
]);

function isWeekday(date: string): boolean {
  return isoWeekday(date) <= 5;
}

/** The number of Monday–Friday days of the date's month up to and including the date. */
function weekdayOfMonth(date: string): number {
  let count = 0;
  for (let day = `${date.slice(0, 8)}01`; day <= date; day = addDays(day, 1)) if (isWeekday(day)) count += 1;
  return count;
}

/** Whether the congestion tax is charged at all on a (local) date in a city. */
export function isCongestionTaxDay(city: CongestionCity, date: string): boolean {
  if (!isWeekday(date) || isPublicHoliday(date)) return false;
  const isJuly = date.slice(5, 7) === '07';
  const tomorrow = holidaysOn(addDays(date, 1));
  if (city === 'goteborg') return !isJuly && tomorrow.length === 0;
  if (isJuly && weekdayOfMonth(date) > 5) return false;
  return tomorrow.length === 0 || tomorrow.some((holiday) => STOCKHOLM_CHARGED_EVES.has(holiday));
}

/** Midsummer Eve: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): string {
  for (let day = 19; ; day += 1) {
    const date = `${year}-06-${String(day).padStart(2, '0')}`;
    if (isoWeekday(date) === 5) return date;
  }
}

/** High season: 1 March to the day before Midsummer Eve, and 15 August to 30 November. */
export function stockholmSeason(date: string): Season {
  const year = Number(date.slice(0, 4));
  if (date >= `${year}-03-01` && date <= addDays(midsummerEve(year), -1)) return 'high';
  return date >= `${year}-08-15` && date <= `${year}-11-30` ? 'high' : 'low';
}
