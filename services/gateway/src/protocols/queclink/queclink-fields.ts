import { ProtocolError } from '../protocol-error';

// Field-level parsing of @Track text: strict patterns, so a garbled field is a ProtocolError, not a NaN position.

const TIME = /^\d{14}$/;
const COORDINATE = /^-?\d{1,3}\.\d{1,8}$/;
const DECIMAL = /^-?\d{1,7}(\.\d{1,3})?$/;

export function isTime(field: string): boolean {
  return TIME.test(field);
}

export function isCoordinate(field: string): boolean {
  return COORDINATE.test(field);
}

/** YYYYMMDDHHMMSS as UTC milliseconds (fix times are UTC); a calendar-invalid value is refused. */
export function parseUtcTime(field: string): number {
  const year = Number(field.slice(0, 4));
  const month = Number(field.slice(4, 6));
  const day = Number(field.slice(6, 8));
  const hour = Number(field.slice(8, 10));
  const minute = Number(field.slice(10, 12));
  const second = Number(field.slice(12, 14));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  if (
    !isTime(field) ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new ProtocolError('MALFORMED', `time '${field}' is not a date`);
  }
  return ms;
}

/** A decimal field; empty means absent. */
export function optionalNumber(field: string | undefined, what: string): number | undefined {
  if (field === undefined || field === '') return undefined;
  if (!DECIMAL.test(field)) throw new ProtocolError('MALFORMED', `${what} '${field.slice(0, 20)}' is not a number`);
  return Number(field);
}

export function numberOr(field: string | undefined, fallback: number, what: string): number {
  return optionalNumber(field, what) ?? fallback;
}

/** A small unsigned integer field (a percentage, a state) or undefined when empty or of another shape. */
export function smallInt(field: string | undefined, max: number): number | undefined {
  if (field === undefined || !/^\d{1,5}$/.test(field)) return undefined;
  const value = Number(field);
  return value <= max ? value : undefined;
}
