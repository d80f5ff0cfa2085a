import { buffer } from 'node:stream/consumers';

import { journalCsv, type JournalCsvOptions } from './journal-csv';
import { groupJournalSections } from './journal-sections';
import { csvRecords } from './testing/csv-rows';
import { reportTrip, tripChain } from './testing/journal-builders';

const SV_COMMA: JournalCsvOptions = { lang: 'sv', timeZone: 'Europe/Stockholm', showPrivate: false, delimiter: ',' };

async function csv(trips: ReturnType<typeof reportTrip>[], options: Partial<JournalCsvOptions> = {}) {
  const all = { ...SV_COMMA, ...options };
  const bytes = await buffer(journalCsv(await groupJournalSections(trips, all.timeZone), all));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // TextDecoder would drop the mark silently
  const output = bytes.toString('utf8');
  const rows = csvRecords(output.replace(/^\uFEFF/, ''), all.delimiter);
  expect(rows.every((row) => row.length === rows[0].length)).toBe(true);
  return {
    output,
    header: rows[0],
    rows: rows.slice(1).map((row) => Object.fromEntries(rows[0].map((name, i) => [name, row[i]]))),
  };
}

describe(journalCsv.name, () => {
  it('writes a byte-order mark, a header and one row per trip that stands alone; commas with decimal points', async () => {
    const { output, header, rows } = await csv([
      reportTrip({ startAddress: 'Sveavägen 44, 111 34 Stockholm', distanceM: 1_234_567, congestionTaxSek: 45 }),
    ]);
    expect(output.startsWith('\uFEFFFordon,Månad,Datum,')).toBe(true);
    expect(output).toContain('\r\n');
    expect(header).toHaveLength(18);
    expect(rows).toEqual([
      {
        Fordon: 'ABC123',
        Månad: '2026-11',
        Datum: '2026-11-03',
        Starttid: '08:15',
        Stoppdatum: '2026-11-03',
        Stopptid: '08:55',
        'Mätarställning start (km)': '12000',
        'Mätarställning stopp (km)': '12023',
        Startadress: 'Sveavägen 44, 111 34 Stockholm',
        Stoppadress: 'Kungsgatan 2, 411 19 Göteborg',
        'Typ av resa': 'Tjänsteresa',
        Ärende: 'Kundbesök hos Öresundskraft',
        'Sträcka (km)': '1234.57',
        Förare: 'Åsa Öberg',
        'Trängselskatt (kr)': '45',
        'Infrastrukturavgift (kr)': '0',
        'Mätarglapp före resan (km)': '',
        Attestering: '',
      },
    ]);
  });

  it('with semicolons writes decimal commas, in English too', async () => {
    const { output, rows } = await csv([reportTrip({ distanceM: 467_705 })], { delimiter: ';', lang: 'en' });
    expect(output.startsWith('\uFEFFVehicle;Month;Date;')).toBe(true);
    expect(rows[0]['Distance (km)']).toBe('467,71');
    expect(rows[0]['Trip type']).toBe('Business trip');
  });

  it('prints private trips as date and distance only unless shown; a hidden one always', async () => {
    const trips = [
      reportTrip({ journalId: 1, purpose: 'PRIVATE', description: 'Tandläkaren' }),
      reportTrip({
        journalId: 2,
        purpose: 'PRIVATE',
        privateHidden: true,
        description: 'x',
        startMs: Date.parse('2026-11-04T07:00:00Z'),
      }),
    ];
    const hidden = await csv(trips);
    for (const row of hidden.rows) {
      expect(row).toMatchObject({
        Datum: expect.stringMatching(/^2026-11-0[34]$/),
        Starttid: '',
        Startadress: '',
        Ärende: '',
        Förare: '',
        'Typ av resa': 'Privat resa',
        'Sträcka (km)': '23.45',
      });
    }
    const shown = await csv(trips, { showPrivate: true });
    expect(shown.rows.map((row) => [row.Ärende, row.Starttid])).toEqual([
      ['Tandläkaren', '08:15'],
      ['', ''],
    ]);
  });

  it('names the odometer gap on the trip after it', async () => {
    const [first, second] = tripChain(2);
    const { rows } = await csv([first, { ...second, odometerStartM: second.odometerStartM + 3_000 }]);
    expect(rows.map((row) => row['Mätarglapp före resan (km)'])).toEqual(['', '3']);
  });

  it('shows a trip across the end of summer time once, at its local times', async () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC; 02:30 happens twice.
    const { rows } = await csv([
      reportTrip({ startMs: Date.parse('2026-10-25T00:30:00Z'), stopMs: Date.parse('2026-10-25T01:45:00Z') }),
    ]);
    expect(rows.map((row) => [row.Datum, row.Starttid, row.Stopptid])).toEqual([['2026-10-25', '02:30', '02:45']]);
    const london = await csv(
      [reportTrip({ startMs: Date.parse('2026-10-25T00:30:00Z'), stopMs: Date.parse('2026-10-25T01:45:00Z') })],
      { timeZone: 'Europe/London' },
    );
    expect(london.rows.map((row) => [row.Starttid, row.Stopptid])).toEqual([['01:30', '01:45']]);
  });

  it('keeps a spreadsheet from running a description as a formula', async () => {
    const { rows } = await csv([reportTrip({ description: '=HYPERLINK("x")' })]);
    expect(rows[0].Ärende).toBe('\'=HYPERLINK("x")');
  });
});
