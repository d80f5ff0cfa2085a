import type { Writable } from 'node:stream';

import { formatInteger, formatKm, formatOdometer } from '../format/numbers';
import { monthName, ZonedClock } from '../format/zoned-time';
import { PdfTable, type PdfColumn } from '../pdf/pdf-table';
import { COLORS, ReportDocument } from '../pdf/report-document';
import { drawSummaryBox } from '../pdf/summary-box';
import { attestationText, JournalCellFormatter, vehicleText } from './journal-cells';
import { type JournalSection, journalRows, summarizeSection } from './journal-sections';
import { journalTexts, type ReportLanguage } from './journal-texts';

export interface JournalPdfOptions {
  lang: ReportLanguage;
  timeZone: string;
  showPrivate: boolean;
  organizationName?: string;
  /** The report's period, [fromMs, toMs); absent: the months of the sections (when they are a list). */
  period?: { fromMs: number; toMs: number };
  generatedAtMs?: number;
  /** false only in tests, to read the content streams. */
  compress?: boolean;
}

const MISSING = '–';

/**
 * The driving journal as a PDF, streamed to `output` page by page: one section per vehicle and month, each on its
 * own pages (the page's running line names it) with its summary box, then the trips as a table. Answers the page count.
 */
export async function writeJournalPdf(
  sections: Iterable<JournalSection> | AsyncIterable<JournalSection>,
  options: JournalPdfOptions,
  output: Writable,
): Promise<{ pages: number }> {
  const texts = journalTexts(options.lang);
  const clock = new ZonedClock(options.timeZone);
  const formatter = new JournalCellFormatter(texts, texts.numbers, options.timeZone, MISSING);
  const period = periodText(sections, options.period, clock);
  const doc = new ReportDocument(
    {
      title: texts.title,
      metaLines: [
        ...(options.organizationName ? [`${texts.organization}: ${options.organizationName}`] : []),
        ...(period ? [`${texts.period}: ${period}`] : []),
        `${texts.timeZone}: ${options.timeZone}`,
      ],
      footer: `${texts.title} · ${texts.generated} ${clock.dateTimeText(options.generatedAtMs ?? Date.now())}`,
      pageLabel: texts.page,
      language: options.lang === 'en' ? 'en-GB' : 'sv-SE',
      compress: options.compress,
    },
    output,
  );
  const p = texts.pdfColumns;
  const columns: PdfColumn[] = [
    { header: p.date, weight: 1.08 },
    { header: p.start, weight: 0.62 },
    { header: p.stop, weight: 0.95 },
    { header: p.odometerStart, weight: 0.88, align: 'right' },
    { header: p.odometerStop, weight: 0.88, align: 'right' },
    { header: p.from, weight: 2.1, wrap: true },
    { header: p.to, weight: 2.1, wrap: true },
    { header: p.errand, weight: 2.3, wrap: true },
    { header: p.distance, weight: 0.8, align: 'right' },
    { header: p.driver, weight: 1.35, wrap: true },
    { header: p.congestionTax, weight: 1, align: 'right' },
    { header: p.infraFee, weight: 1, align: 'right' },
  ];

  for await (const section of sections) {
    const summary = summarizeSection(section);
    const numbers = texts.numbers;
    const km = (metres: number) => `${formatKm(metres, numbers)} ${texts.km}`;
    const sek = (amount: number) => `${formatInteger(amount, numbers)} ${texts.sek}`;
    const odometer = (metres: number) => (metres === 0 ? MISSING : `${formatOdometer(metres, numbers)} ${texts.km}`);
    doc.setRunningLine(`${vehicleText(section, texts)} · ${monthName(texts.locale, section.monthKey)}`);
    doc.newPage();
    const s = texts.summary;
    const attestation = attestationText(section.attestation, texts, clock);
    drawSummaryBox(
      doc,
      [
        { label: s.trips, value: formatInteger(summary.trips, numbers) },
        { label: s.businessKm, value: km(summary.businessM) },
        { label: s.privateKm, value: km(summary.privateM) },
        { label: s.totalKm, value: km(summary.businessM + summary.privateM) },
        { label: s.congestionTax, value: sek(summary.congestionTaxSek) },
        { label: s.infraFee, value: sek(summary.infraTaxSek) },
        { label: s.odometerStart, value: odometer(summary.odometerStartM) },
        { label: s.odometerEnd, value: odometer(summary.odometerEndM) },
      ],
      { lines: attestation ? [{ label: s.attestation, value: attestation }] : [] },
    );
    const table = new PdfTable(doc, columns);
    table.open();
    if (section.trips.length === 0) table.row([texts.noTrips], { muted: true });
    for (const row of journalRows(section, options.showPrivate)) {
      if (row.gapKm !== 0) {
        table.note(texts.gap(formatInteger(row.gapKm, numbers)), {
          fill: COLORS.warningFill,
          color: COLORS.warningText,
        });
      }
      const c = formatter.cells(row);
      const errand = [
        c.tripType,
        c.description,
        row.detailed && row.trip.mergedTrips > 1 ? texts.mergedTrips(row.trip.mergedTrips) : '',
      ].filter((part) => part !== '');
      table.row(
        [
          c.date,
          c.startTime,
          c.stopDate !== '' && c.stopDate !== c.date ? `${c.stopTime}\n${c.stopDate}` : c.stopTime,
          c.odometerStart,
          c.odometerStop,
          c.startAddress,
          c.stopAddress,
          errand.join('\n'),
          c.distance,
          c.driver,
          c.congestionTax === '0' ? '' : c.congestionTax,
          c.infraFee === '0' ? '' : c.infraFee,
        ],
        { muted: !row.detailed },
      );
      await doc.flush();
    }
    table.close();
  }
  await doc.end();
  return { pages: doc.pageNumber };
}

/** "2026-11-01 – 2026-11-30": the period given, else the first to the last month of a list of sections. */
function periodText(
  sections: Iterable<JournalSection> | AsyncIterable<JournalSection>,
  period: JournalPdfOptions['period'],
  clock: ZonedClock,
): string {
  if (period) return `${clock.dateText(period.fromMs)} – ${clock.dateText(period.toMs - 1)}`;
  if (!Array.isArray(sections) || sections.length === 0) return '';
  const keys = (sections as JournalSection[]).map((section) => section.monthKey);
  const first = Math.min(...keys);
  const last = Math.max(...keys);
  const lastDay = new Date(Date.UTC(Math.floor(last / 100), last % 100, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(first / 100)}-${pad(first % 100)}-01 – ${Math.floor(last / 100)}-${pad(last % 100)}-${pad(lastDay)}`;
}
