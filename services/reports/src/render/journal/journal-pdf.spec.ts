import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { pdfPageLines } from '../pdf/testing/pdf-text';
import { type JournalPdfOptions, writeJournalPdf } from './journal-pdf';
import { groupJournalSections, type JournalSection } from './journal-sections';
import { reportTrip, SCANIA, tripChain } from './testing/journal-builders';

const SV: JournalPdfOptions = {
  lang: 'sv',
  timeZone: 'Europe/Stockholm',
  showPrivate: false,
  organizationName: 'Demo Åkeri AB',
  generatedAtMs: Date.parse('2026-12-01T05:00:00Z'),
};

async function render(sections: JournalSection[], options: Partial<JournalPdfOptions> = {}) {
  const output = new PassThrough();
  const bytes = buffer(output);
  const { pages } = await writeJournalPdf(sections, { ...SV, ...options }, output);
  output.end();
  const pdf = await bytes;
  return { pdf, pages, lines: pdfPageLines(pdf) };
}

describe(writeJournalPdf.name, () => {
  it('prints the Swedish journal: frame, summary, trips with å ä ö, the gap, a private trip as date and distance', async () => {
    const [first, second, third] = tripChain(3, { congestionTaxSek: 15 });
    const trips = [
      first,
      { ...second, purpose: 'PRIVATE', description: 'Tandläkaren', startAddress: 'Hemma 1, Solna' },
      {
        ...third,
        odometerStartM: third.odometerStartM + 4_000,
        odometerStopM: third.odometerStopM + 4_000,
        infraTaxSek: 22,
      },
    ];
    const { pdf, pages, lines } = await render(await groupJournalSections(trips, SV.timeZone));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(1);
    const page = lines[0];
    expect(page).toEqual(
      expect.arrayContaining([
        'Organisation: Demo Åkeri AB',
        'Körjournal | Period: 2026-11-01 – 2026-11-30',
        'Tidszon: Europe/Stockholm',
        'ABC123 (Volvo V60) · november 2026',
        'Resor | Tjänstekörning | Privat körning | Total körsträcka',
        '3 | 22,50 km | 11,25 km | 33,75 km',
        '45 kr | 22 kr | 12\u00a0000 km | 12\u00a0038 km', // 12,037,750 m, half up
        '2026-11-03 | 08:15 | 08:45 | 12\u00a0000 | 12\u00a0010 | Sveavägen 44, 111 34 | Kungsgatan 2, 411 19 | Tjänsteresa | 10,00 | Åsa Öberg | 15',
        'Stockholm | Göteborg | Kundbesök hos Öresundskraft',
        '2026-11-03 | Privat resa | 11,25',
        'Mätarglapp: 4 km mellan föregående resas stopp och nästa resas start',
        'Körjournal · Skapad 2026-12-01 06:00 | Sida 1',
      ]),
    );
    const text = page.join('\n');
    expect(text).not.toContain('Tandläkaren');
    expect(text).not.toContain('Hemma 1');
  });

  it('prints private details with show-private, in English with English numbers and the attestation trail', async () => {
    const [section] = await groupJournalSections(
      [reportTrip({ purpose: 'PRIVATE', description: 'Dentist', distanceM: 1_234_567 })],
      SV.timeZone,
    );
    const attested = {
      ...section,
      attestation: {
        attestedBy: 'Åsa Öberg',
        attestedAtMs: Date.parse('2026-12-01T08:00:00Z'),
        decision: { outcome: 'refused' as const, by: 'Bo Ek', atMs: Date.parse('2026-12-02T09:30:00Z') },
      },
    };
    const { lines } = await render([attested], { lang: 'en', showPrivate: true });
    const text = lines[0].join('\n');
    expect(text).toContain('Driving journal');
    expect(text).toContain('ABC123 (Volvo V60) · November 2026');
    expect(text).toContain('Dentist');
    expect(text).toContain('1,234.57 km');
    expect(text).toContain('Attestation: | Attested by Åsa Öberg 2026-12-01 09:00, refused by Bo Ek 2026-12-02 10:30');
    expect(text).toContain('Page 1');
  });

  it('says nothing of attestation when none is given, and "not attested" when it is given empty', async () => {
    const [section] = await groupJournalSections([reportTrip()], SV.timeZone);
    expect((await render([section])).lines[0].join('\n')).not.toContain('Attester');
    expect((await render([{ ...section, attestation: {} }])).lines[0].join('\n')).toContain(
      'Attestering: | Ej attesterad',
    );
  });

  it('repeats the running line and table header on every page, numbers pages, starts each section on a page', async () => {
    const volvo = tripChain(60);
    const scania = tripChain(2, { vehicleId: SCANIA.vehicleId, vehicleLabel: SCANIA.registry, vehicleName: '' });
    const { pages, lines } = await render(await groupJournalSections([...volvo, ...scania], SV.timeZone));
    expect(pages).toBeGreaterThanOrEqual(3);
    lines.forEach((page, i) => {
      expect(page).toContain(`Körjournal · Skapad 2026-12-01 06:00 | Sida ${i + 1}`);
      expect(page.some((line) => line.startsWith('Datum | Start | Stopp | Mätare'))).toBe(true);
    });
    expect(lines[0]).toContain('ABC123 (Volvo V60) · november 2026');
    expect(lines[1]).toContain('ABC123 (Volvo V60) · november 2026');
    expect(lines.at(-1)).toContain('XYZ789 · november 2026');
    const tripRows = lines.flat().filter((line) => /^2026-11-\d\d \| \d\d:\d\d/.test(line));
    expect(tripRows).toHaveLength(62);
  });

  it('prints a missing odometer as a dash and a trip past midnight with its stop date', async () => {
    const [section] = await groupJournalSections(
      [
        reportTrip({
          odometerStartM: 0,
          odometerStopM: 0,
          startMs: Date.parse('2026-11-03T22:40:00Z'),
          stopMs: Date.parse('2026-11-03T23:20:00Z'),
        }),
      ],
      SV.timeZone,
    );
    const text = (await render([section])).lines[0].join('\n');
    expect(text).toContain('2026-11-03 | 23:40 | 00:20 | – | – |');
    expect(text).toContain('2026-11-04');
  });
});
