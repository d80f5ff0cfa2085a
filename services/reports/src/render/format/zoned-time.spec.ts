import { isTimeZone, monthName, ZonedClock } from './zoned-time';

/** Every quarter hour of the instants, as Intl itself formats them. */
function intlText(timeZone: string, ms: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  return parts;
}

describe(ZonedClock.name, () => {
  it.each(['Europe/Stockholm', 'America/St_Johns', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'])(
    'agrees with Intl on every 7 minutes across both daylight-saving changes of 2026 in %s',
    (zone) => {
      const clock = new ZonedClock(zone);
      const windows = [
        ['2026-03-27T00:00:00Z', '2026-03-30T00:00:00Z'],
        ['2026-10-23T00:00:00Z', '2026-10-26T12:00:00Z'],
        ['2026-04-03T00:00:00Z', '2026-04-06T00:00:00Z'], // Lord Howe's half-hour change
        ['2026-11-01T00:00:00Z', '2026-11-02T12:00:00Z'], // St John's
      ];
      for (const [from, to] of windows) {
        for (let ms = Date.parse(from) + 13_000; ms < Date.parse(to); ms += 7 * 60_000) {
          expect(clock.dateTimeText(ms)).toBe(intlText(zone, ms));
        }
      }
    },
  );

  it('shows the hour repeated at the end of summer time twice, each at its own offset', () => {
    const clock = new ZonedClock('Europe/Stockholm');
    expect(clock.dateTimeText(Date.parse('2026-10-25T00:30:00Z'))).toBe('2026-10-25 02:30'); // CEST
    expect(clock.dateTimeText(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25 02:30'); // CET
    expect(clock.monthKey(Date.parse('2026-10-31T23:30:00Z'))).toBe(202611);
  });

  it('knows zones and month names', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(monthName('sv-SE', 202610)).toBe('oktober 2026');
    expect(monthName('en-GB', 202610)).toBe('October 2026');
  });
});
