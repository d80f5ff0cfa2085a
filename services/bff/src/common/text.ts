import { ErrorCode, LIST_LIMITS, TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { coded } from './validation';

// C0 controls except tab (U+0009) and line feed (U+000A), DEL, and the C1 controls. PostgreSQL refuses NUL in text,
// and the others have no business in names, addresses or notes.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
// Single-line fields refuse tab and newline too.
// eslint-disable-next-line no-control-regex -- as above
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not Unicode text, and
// PostgreSQL's UTF-8 encoding cannot store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the platform can store: no control characters other than tab and newline, no lone surrogates. */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Like isCleanText, and no tab or newline either. */
export function isCleanLine(value: string): boolean {
  return !LINE_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

const cleanText = coded(ErrorCode.MISFORMATTED_FIELDS, 'control characters or invalid Unicode');
const cleanLine = coded(ErrorCode.MISFORMATTED_FIELDS, 'control characters, line breaks or invalid Unicode');

/**
 * The strings of every request schema are built from these, so a field cannot forget the check (the edge's
 * `inputHygiene` middleware refuses the same characters in any body, query or path as a second line).
 */
export const safeString = () => z.string().refine(isCleanText, cleanText);

/** A single-line text field (names, identifiers, e-mail-like values): trimmed, at most `max` characters. */
export const lineText = (max: number = TEXT_LIMITS.name) => z.string().trim().max(max).refine(isCleanLine, cleanLine);

/** A required single-line text field: blank is MISSING_FIELDS. */
export const requiredLineText = (max: number = TEXT_LIMITS.name) =>
  z.string().trim().min(1).max(max).refine(isCleanLine, cleanLine);

/** Free-form text (notes, locations): tab and newline allowed. */
export const freeText = (max: number = TEXT_LIMITS.freeText) =>
  z.string().trim().max(max).refine(isCleanText, cleanText);

/** A secret as typed (passwords, tokens): never trimmed, no control characters. */
export const secretText = (max = 1000) => z.string().max(max).refine(isCleanLine, cleanLine);

/** An e-mail address; the format check already refuses controls, the refinement keeps that explicit. */
export const emailText = (max: number = TEXT_LIMITS.email) => z.email().max(max).refine(isCleanLine, cleanLine);

/**
 * A map of at most `max` keys (settings switches, module flags, service entries): zod has no bound for records, so
 * the refinement enforces it and `maxProperties` shows it in the document. Give the keys a bounded text schema.
 */
export function boundedRecord<Key extends z.core.$ZodRecordKey, Value extends z.core.SomeType>(
  key: Key,
  value: Value,
  max: number = LIST_LIMITS.keys,
) {
  return z
    .record(key, value)
    .refine((record) => Object.keys(record).length <= max, { message: `at most ${max} entries` })
    .meta({ maxProperties: max });
}
