import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { csvRecords } from '../../journal/testing/csv-rows';
import { pdfPageLines } from '../../pdf/testing/pdf-text';
import { tableCsv, type TablePdfOptions, type TableReport, writeTablePdf } from '../table-report';

// Test support: a table report rendered both ways and read back (the PDF's lines per page, the CSV's records).

export const NOVEMBER: TablePdfOptions = {
  title: 'Sammanställning per fordon',
  lang: 'sv',
  timeZone: 'Europe/Stockholm',
  organizationName: 'Demo Åkeri AB',
  period: { fromMs: Date.parse('2026-10-31T23:00:00Z'), toMs: Date.parse('2026-11-30T23:00:00Z') },
  generatedAtMs: Date.parse('2026-12-01T05:00:00Z'),
  compress: false,
};

export async function renderPdf(report: TableReport, options: Partial<TablePdfOptions> = {}) {
  const output = new PassThrough();
  const bytes = buffer(output);
  const { pages } = await writeTablePdf(report, { ...NOVEMBER, ...options }, output);
  output.end();
  const pdf = await bytes;
  return { pdf, pages, lines: pdfPageLines(pdf) };
}

export async function renderCsv(report: TableReport, delimiter: ',' | ';' = ';') {
  const bytes = await buffer(tableCsv(report, delimiter));
  const text = bytes.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('the CSV has no byte-order mark');
  const records = csvRecords(text.slice(1), delimiter);
  return { header: records[0], rows: records.slice(1) };
}
