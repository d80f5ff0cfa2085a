import { isCongestionTaxDay, midsummerEve, stockholmSeason } from './calendar';

// 2026: 1 January is a Thursday; Easter Sunday 5 April; Ascension 14 May; 6 June a Saturday; Midsummer Eve 19 June;
// 1 July a Wednesday; All Saints' Day 31 October (so 30 October is a Friday).
describe('isCongestionTaxDay', () => {
  it.each([
    ['2026-11-24', 'an ordinary Tuesday', true, true],
    ['2026-11-27', 'an ordinary Friday', true, true],
    ['2026-11-28', 'a Saturday', false, false],
    ['2026-11-29', 'a Sunday', false, false],
    ['2026-01-01', "New Year's Day", false, false],
    ['2026-01-02', 'the Friday after it', true, true],
    ['2026-01-05', 'the day before Epiphany', false, false],
    ['2026-04-02', 'the day before Good Friday', true, false],
    ['2026-04-03', 'Good Friday', false, false],
    ['2026-04-06', 'Easter Monday', false, false],
    ['2026-04-07', 'the Tuesday after Easter', true, true],
    ['2026-04-30', 'the day before 1 May (a Thursday)', true, false],
    ['2026-05-01', '1 May', false, false],
    ['2026-05-13', 'the day before Ascension Day', true, false],
    ['2026-05-14', 'Ascension Day', false, false],
    ['2026-05-22', 'the Friday before Whitsun weekend', true, true],
    ['2026-06-05', 'the day before National Day (a Friday)', true, false],
    ['2026-06-18', 'the day before Midsummer Eve', true, true],
    ['2026-06-19', 'Midsummer Eve', false, false],
    ['2026-10-30', "the day before All Saints' Day", true, false],
    ['2026-12-23', 'the day before Christmas Eve', true, true],
    ['2026-12-24', 'Christmas Eve', false, false],
    ['2026-12-31', "New Year's Eve", false, false],
  ])('%s, %s: Stockholm %s, Göteborg %s', (date, _what, stockholm, goteborg) => {
    expect(isCongestionTaxDay('stockholm', date)).toBe(stockholm);
    expect(isCongestionTaxDay('goteborg', date)).toBe(goteborg);
  });

  it('charges the first five weekdays of July in Stockholm only', () => {
    // July 2026: Wed 1, Thu 2, Fri 3, Mon 6, Tue 7 are the first five weekdays.
    const stockholm = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-06', '2026-07-07', '2026-07-08'].map((date) =>
      isCongestionTaxDay('stockholm', date),
    );
    expect(stockholm).toEqual([true, true, true, true, true, false]);
    expect(isCongestionTaxDay('stockholm', '2026-07-04')).toBe(false);
    expect(isCongestionTaxDay('stockholm', '2026-07-31')).toBe(false);
    expect(isCongestionTaxDay('stockholm', '2026-08-03')).toBe(true);
    expect(isCongestionTaxDay('goteborg', '2026-07-01')).toBe(false);
    expect(isCongestionTaxDay('goteborg', '2026-07-31')).toBe(false);
    expect(isCongestionTaxDay('goteborg', '2026-08-03')).toBe(true);
    // July 2027 starts on a Thursday: Thu 1, Fri 2, Mon 5, Tue 6, Wed 7.
    expect(isCongestionTaxDay('stockholm', '2027-07-07')).toBe(true);
    expect(isCongestionTaxDay('stockholm', '2027-07-08')).toBe(false);
  });
});

describe('stockholmSeason', () => {
  it('finds Midsummer Eve, the Friday 19–25 June', () => {
    expect(['2024', '2025', '2026', '2027'].map((year) => midsummerEve(Number(year)))).toEqual([
      '2024-06-21',
      '2025-06-20',
      '2026-06-19',
      '2027-06-25',
    ]);
  });

  it.each([
    ['2026-01-15', 'low'],
    ['2026-02-28', 'low'],
    ['2026-03-01', 'high'],
    ['2026-06-18', 'high'],
    ['2026-06-19', 'low'],
    ['2025-06-19', 'high'],
    ['2025-06-20', 'low'],
    ['2026-08-14', 'low'],
    ['2026-08-15', 'high'],
    ['2026-11-30', 'high'],
    ['2026-12-01', 'low'],
  ])('%s is %s season', (date, season) => {
    expect(stockholmSeason(date)).toBe(season);
  });
});
