import { formatInteger, formatKm, formatOdometer, type NumberStyle } from '../format/numbers';

/**
 * A value of a summary table, typed so each face formats it its own way: the PDF with the language's print and "–"
 * for a missing value, the CSV as spreadsheet cells (no thousands separator, an empty cell for a missing value).
 */
export type Cell =
  | string
  | { kind: 'int'; value: number }
  | { kind: 'km'; metres: number }
  /** An odometer in metres as whole km; 0 (unknown) is missing. */
  | { kind: 'odometer'; metres: number }
  /** undefined (e.g. no score without distance) is missing. */
  | { kind: 'decimal'; value: number | undefined; digits: number }
  /** Hours and minutes, "12:05". */
  | { kind: 'duration'; ms: number }
  | { kind: 'missing' };

export const int = (value: number): Cell => ({ kind: 'int', value });
export const km = (metres: number): Cell => ({ kind: 'km', metres });
export const odometer = (metres: number): Cell => ({ kind: 'odometer', metres });
export const decimal = (value: number | undefined, digits: number): Cell => ({ kind: 'decimal', value, digits });
export const duration = (ms: number): Cell => ({ kind: 'duration', ms });
export const MISSING_CELL: Cell = { kind: 'missing' };

// A cell a spreadsheet would run as a formula (CSV injection) gets a leading apostrophe, as in the journal's CSV.
const FORMULA_START = /^[=+\-@\t\r]/;

export function formatCell(cell: Cell, numbers: NumberStyle, missing: string): string {
  if (typeof cell === 'string') return missing === '' && FORMULA_START.test(cell) ? `'${cell}` : cell;
  switch (cell.kind) {
    case 'int':
      return formatInteger(cell.value, numbers);
    case 'km':
      return formatKm(cell.metres, numbers);
    case 'odometer':
      return formatOdometer(cell.metres, numbers, missing);
    case 'decimal':
      return cell.value === undefined || !Number.isFinite(cell.value)
        ? missing
        : formatDecimal(cell.value, cell.digits, numbers);
    case 'duration':
      return durationText(cell.ms);
    case 'missing':
      return missing;
  }
}

/** A decimal rounded half up to `digits` places, e.g. 87.25 → "87,3". */
export function formatDecimal(value: number, digits: number, numbers: NumberStyle): string {
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(value) * scale);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const whole = formatInteger(Math.floor(scaled / scale), numbers);
  if (digits === 0) return sign + whole;
  return `${sign}${whole}${numbers.decimal}${String(scaled % scale).padStart(digits, '0')}`;
}

/** Whole minutes as "h:mm" (hours may pass 24: a month's driving). */
export function durationText(ms: number): string {
  const minutes = Math.round(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
