// CSV export of the generic list table (spec 01 §2.10, §9): byte-order mark so Excel reads UTF-8, semicolon on
// Windows (Excel with Swedish locale expects it) and comma elsewhere, and a timestamped file name.
import { fileTimestamp } from '../../../lib/dates';

export const BOM = '\uFEFF';

export interface CsvColumn<R> {
  field: string;
  headerName: string;
  value?: (row: R) => unknown;
}

export interface CsvFile {
  fileName: string;
  content: string;
}

export type CsvSeparator = ';' | ',';

export function csvSeparatorFor(platform: string | undefined): CsvSeparator {
  return platform && /win/i.test(platform) ? ';' : ',';
}

export function browserPlatform(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  // userAgentData is Chromium-only and not yet in the DOM typings.
  const uaData = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return uaData?.platform || navigator.platform || undefined;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function escapeCell(text: string, separator: CsvSeparator): string {
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvFileName(baseName: string, nowMs: number): string {
  const safe = baseName.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}_${fileTimestamp(nowMs)}.csv`;
}

export interface CsvExportOptions {
  baseName: string;
  platform: string | undefined;
  nowMs: number;
}

// Returns null when there is nothing to export: the button then does nothing (spec 01 §2.10).
export function buildCsvExport<R>(
  rows: readonly R[],
  columns: readonly CsvColumn<R>[],
  opts: CsvExportOptions,
): CsvFile | null {
  if (!Array.isArray(rows)) throw new TypeError('Export data must be a list of rows');
  if (rows.length === 0 || columns.length === 0) return null;
  const sep = csvSeparatorFor(opts.platform);
  const line = (cells: string[]) => cells.map((c) => escapeCell(c, sep)).join(sep);
  const header = line(columns.map((c) => c.headerName));
  const body = rows.map((row) =>
    line(columns.map((c) => cellText(c.value ? c.value(row) : (row as Record<string, unknown>)[c.field]))),
  );
  return { fileName: csvFileName(opts.baseName, opts.nowMs), content: BOM + [header, ...body].join('\r\n') + '\r\n' };
}
