import { Readable, type Writable } from 'node:stream';

import { stringify } from 'csv-stringify';

import { DECIMAL_COMMA_CELL, DECIMAL_POINT_CELL } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import { FONT } from '../pdf/fonts';
import { type PdfColumn, PdfTable } from '../pdf/pdf-table';
import { COLORS, ReportDocument } from '../pdf/report-document';
import { drawSummaryBox } from '../pdf/summary-box';
import { type Cell, formatCell } from './table-cells';
import { summaryTexts } from './summary-texts';
import type { ReportLanguage } from '../journal/journal-texts';

export interface TableSection {
  /** A heading above the section's table ('' or absent: none). */
  heading?: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly Cell[])[];
  /** The section's totals row, shaded under the rows. */
  total?: readonly Cell[];
}

/**
 * A summary report as tables: the PDF's sections (each with its own columns, and a summary box of key figures on
 * top), and the CSV's one flat table whose every row stands alone (no headings, no totals rows that a spreadsheet
 * would add twice).
 */
export interface TableReport {
  summary?: readonly { label: string; value: Cell }[];
  sections: readonly TableSection[];
  csv: { columns: readonly string[]; rows: readonly (readonly Cell[])[] };
}

export interface TablePdfOptions {
  title: string;
  lang: ReportLanguage;
  timeZone: string;
  organizationName?: string;
  period: { fromMs: number; toMs: number };
  generatedAtMs?: number;
  /** false only in tests, to read the content streams. */
  compress?: boolean;
}

const MISSING = '–';

export async function writeTablePdf(
  report: TableReport,
  options: TablePdfOptions,
  output: Writable,
): Promise<{ pages: number }> {
  const texts = summaryTexts(options.lang);
  const clock = new ZonedClock(options.timeZone);
  const numbers = texts.numbers;
  const doc = new ReportDocument(
    {
      title: options.title,
      metaLines: [
        ...(options.organizationName ? [`${texts.organization}: ${options.organizationName}`] : []),
        `${texts.period}: ${clock.dateText(options.period.fromMs)} – ${clock.dateText(options.period.toMs - 1)}`,
        `${texts.timeZone}: ${options.timeZone}`,
      ],
      footer: `${options.title} · ${texts.generated} ${clock.dateTimeText(options.generatedAtMs ?? Date.now())}`,
      pageLabel: texts.page,
      language: texts.locale,
      compress: options.compress,
    },
    output,
  );
  doc.newPage();
  if (report.summary?.length) {
    drawSummaryBox(
      doc,
      report.summary.map((item) => ({ label: item.label, value: formatCell(item.value, numbers, MISSING) })),
      { perRow: Math.min(5, report.summary.length) },
    );
  }
  for (const section of report.sections) {
    if (section.heading) {
      doc.ensureSpace(60);
      doc.pdf.fillColor(COLORS.text).font(FONT.bold).fontSize(10.5);
      doc.pdf.text(section.heading, doc.left, doc.y + 4, { lineBreak: false });
      doc.pdf.font(FONT.regular);
      doc.y += 20;
    }
    const table = new PdfTable(doc, section.columns);
    table.open();
    for (const row of section.rows) {
      table.row(row.map((cell) => formatCell(cell, numbers, MISSING)));
      await doc.flush();
    }
    if (section.total) {
      table.row(
        section.total.map((cell) => formatCell(cell, numbers, MISSING)),
        { fill: COLORS.headerFill },
      );
    }
    table.close();
    doc.y += 10;
  }
  await doc.end();
  return { pages: doc.pageNumber };
}

/**
 * The CSV face: UTF-8 with a byte-order mark, a header row, CRLF; with ';' (Swedish Excel) decimal commas, with ','
 * decimal points, as the journal's CSV.
 */
export function tableCsv(report: TableReport, delimiter: ',' | ';'): Readable {
  const numbers = delimiter === ';' ? DECIMAL_COMMA_CELL : DECIMAL_POINT_CELL;
  function* records(): Generator<string[]> {
    yield [...report.csv.columns];
    for (const row of report.csv.rows) yield row.map((cell) => formatCell(cell, numbers, ''));
  }
  const source = Readable.from(records());
  const csv = stringify({ delimiter, bom: true, record_delimiter: '\r\n' });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
