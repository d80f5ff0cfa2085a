// Numbers as reports print them. Rounding is half up on whole metres (12,500 m is 13 km), done in integers so a
// binary fraction never decides it (toFixed would print 1,005 m as "1.00" km).

/** How a document writes numbers: the decimal sign and the thousands separator ('' for none). */
export interface NumberStyle {
  decimal: string;
  group: string;
}

/** Swedish print: decimal comma, a no-break space between thousands (it never breaks a number across lines). */
export const SWEDISH_PRINT: NumberStyle = { decimal: ',', group: '\u00a0' };
export const ENGLISH_PRINT: NumberStyle = { decimal: '.', group: ',' };
/** Spreadsheet cells: no thousands separator, which a spreadsheet of the other locale would misread. */
export const DECIMAL_COMMA_CELL: NumberStyle = { decimal: ',', group: '' };
export const DECIMAL_POINT_CELL: NumberStyle = { decimal: '.', group: '' };

/** `value / unit` rounded half up (towards +∞ at exactly half). */
export const roundHalfUp = (value: number, unit: number): number => Math.floor(value / unit + 0.5);

/** An odometer or distance in metres as whole kilometres, half up. */
export const wholeKm = (metres: number): number => roundHalfUp(metres, 1000);

/** Metres as hundredths of a kilometre (the distance's two decimals), half up. */
export const hundredthsKm = (metres: number): number => roundHalfUp(metres, 10);

function grouped(digits: string, group: string): string {
  if (group === '' || digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += group + digits.slice(i, i + 3);
  return out;
}

/** An integer, e.g. 1 234 567 in Swedish print. */
export function formatInteger(value: number, style: NumberStyle): string {
  const sign = value < 0 ? '-' : '';
  return sign + grouped(String(Math.abs(Math.trunc(value))), style.group);
}

/** An integer count of hundredths with two decimals: 123456 → "1 234,56". */
export function formatHundredths(hundredths: number, style: NumberStyle): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(hundredths));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${grouped(String(Math.floor(abs / 100)), style.group)}${style.decimal}${fraction}`;
}

/** A distance in metres as km with two decimals. */
export const formatKm = (metres: number, style: NumberStyle): string => formatHundredths(hundredthsKm(metres), style);

/** An odometer reading in metres as whole km; 0 (no odometer) prints as `missing`. */
export const formatOdometer = (metres: number, style: NumberStyle, missing = ''): string =>
  metres === 0 ? missing : formatInteger(wholeKm(metres), style);
