import Holidays from 'date-holidays';

// Swedish public holidays (helgdagar) from date-holidays (country SE), its `public` entries only: the library also
// lists observances and bank days such as Midsummer Eve, Christmas Eve and New Year's Eve, which are days BEFORE a
// holiday under spec 04, not holidays. Every Sunday is a holiday too. The specs pin the 13 named days per year.

export type HolidayKey =
  | 'newYearsDay'
  | 'epiphany'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'mayDay'
  | 'ascensionDay'
  | 'whitsunday'
  | 'nationalDay'
  | 'midsummerDay'
  | 'allSaintsDay'
  | 'christmasDay'
  | 'boxingDay'
  | 'sunday';

const BY_ENGLISH_NAME: Record<string, HolidayKey> = {
  "New Year's Day": 'newYearsDay',
  Epiphany: 'epiphany',
  'Good Friday': 'goodFriday',
  'Easter Sunday': 'easterSunday',
  'Easter Monday': 'easterMonday',
  'Labour Day': 'mayDay',
  'Ascension Day': 'ascensionDay',
  Pentecost: 'whitsunday',
  'National Day': 'nationalDay',
  'Midsummer Day': 'midsummerDay',
  "All Saints' Day": 'allSaintsDay',
  'Christmas Day': 'christmasDay',
  'Boxing Day': 'boxingDay',
};

const library = new Holidays('SE', { languages: ['en'] });
const byYear = new Map<number, Map<string, HolidayKey>>();

/** The named public holidays of a year, by date (YYYY-MM-DD). */
export function namedHolidays(year: number): Map<string, HolidayKey> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of library.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const key = BY_ENGLISH_NAME[holiday.name];
      // A public holiday the spec does not name would be a change of law or of the library: fail, do not guess.
      if (!key) throw new Error(`date-holidays lists an unexpected Swedish public holiday: ${holiday.name}`);
      days.set(holiday.date.slice(0, 10), key);
    }
    byYear.set(year, days);
  }
  return days;
}

/** The holidays a date is (a Sunday can also be a named holiday, e.g. Easter Sunday or 6 June some years). */
export function holidaysOn(date: string): HolidayKey[] {
  const keys: HolidayKey[] = [];
  const named = namedHolidays(Number(date.slice(0, 4))).get(date);
  if (named) keys.push(named);
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) keys.push('sunday');
  return keys;
}

export function isPublicHoliday(date: string): boolean {
  return holidaysOn(date).length > 0;
}
