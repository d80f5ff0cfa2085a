import { holidaysOn, isPublicHoliday, namedHolidays } from './holidays';

// Easter Sundays by hand (Gregorian computus): 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28. Ascension is Easter
// + 39 days, Whitsunday Easter + 49; Midsummer Day the Saturday 20–26 June, All Saints' Day the Saturday 31 Oct–6 Nov.
const EXPECTED: Record<number, Record<string, string>> = {
  2024: {
    goodFriday: '2024-03-29',
    easterSunday: '2024-03-31',
    easterMonday: '2024-04-01',
    ascensionDay: '2024-05-09',
    whitsunday: '2024-05-19',
    midsummerDay: '2024-06-22',
    allSaintsDay: '2024-11-02',
  },
  2025: {
    goodFriday: '2025-04-18',
    easterSunday: '2025-04-20',
    easterMonday: '2025-04-21',
    ascensionDay: '2025-05-29',
    whitsunday: '2025-06-08',
    midsummerDay: '2025-06-21',
    allSaintsDay: '2025-11-01',
  },
  2026: {
    goodFriday: '2026-04-03',
    easterSunday: '2026-04-05',
    easterMonday: '2026-04-06',
    ascensionDay: '2026-05-14',
    whitsunday: '2026-05-24',
    midsummerDay: '2026-06-20',
    allSaintsDay: '2026-10-31',
  },
  2027: {
    goodFriday: '2027-03-26',
    easterSunday: '2027-03-28',
    easterMonday: '2027-03-29',
    ascensionDay: '2027-05-06',
    whitsunday: '2027-05-16',
    midsummerDay: '2027-06-26',
    allSaintsDay: '2027-11-06',
  },
};

describe('Swedish public holidays', () => {
  it.each([2024, 2025, 2026, 2027])('are the thirteen named days of spec 04 in %i', (year) => {
    const byKey = Object.fromEntries([...namedHolidays(year)].map(([date, key]) => [key, date]));
    expect(byKey).toEqual({
      ...EXPECTED[year],
      newYearsDay: `${year}-01-01`,
      epiphany: `${year}-01-06`,
      mayDay: `${year}-05-01`,
      nationalDay: `${year}-06-06`,
      christmasDay: `${year}-12-25`,
      boxingDay: `${year}-12-26`,
    });
  });

  it('leave out the eves and observances the library also lists', () => {
    for (const date of ['2026-06-19', '2026-12-24', '2026-12-31', '2026-04-04', '2026-04-30', '2026-01-05']) {
      expect([date, isPublicHoliday(date)]).toEqual([date, false]);
    }
    expect(isPublicHoliday('2026-04-02')).toBe(false); // Maundy Thursday
    expect(isPublicHoliday('2026-05-25')).toBe(false); // Whit Monday, no longer a holiday
  });

  it('count every Sunday, and a named day that falls on one twice', () => {
    expect(holidaysOn('2026-11-22')).toEqual(['sunday']);
    expect(holidaysOn('2026-04-05')).toEqual(['easterSunday', 'sunday']);
    expect(holidaysOn('2027-06-06')).toEqual(['nationalDay', 'sunday']);
    expect(holidaysOn('2026-11-23')).toEqual([]);
  });
});
