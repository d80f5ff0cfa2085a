import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { z } from 'zod/v4';

export interface ValidationOptions {
  /** A domain code to use when this top-level field is missing (e.g. MISSING_TOKEN for `token`). */
  missingCodes?: Record<string, ErrorCode>;
}

/**
 * Refinement options that make a failed check answer with a precise catalogue code instead of MISFORMATTED_FIELDS
 * (e.g. IMEI_LENGTH, ONLY_DIGITS, BAD_REG): `z.string().refine(isDigits, coded(ErrorCode.ONLY_DIGITS, 'digits only'))`.
 */
export function coded(code: ErrorCode, message: string): { message: string; params: { errorCode: ErrorCode } } {
  return { message, params: { errorCode: code } };
}

/**
 * Edge validation of a body, query or header object with a zod schema (the routes' `@ValidBody`/`@ValidQuery`).
 * Missing required fields give MISSING_FIELDS, anything else MISFORMATTED_FIELDS; the message names every offending
 * field.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, options: ValidationOptions = {}): z.output<S> {
  // No body at all is reported as missing fields, not as "expected object".
  const input = value ?? {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const missing: string[] = [];
  const misformatted: string[] = [];
  let specificCode: ErrorCode | undefined;
  for (const issue of result.error.issues) {
    if (issue.code === 'custom' && specificCode === undefined) specificCode = codeOf(issue.params);
    if (issue.code === 'unrecognized_keys') {
      misformatted.push(...issue.keys.map((key) => `${fieldName([...issue.path, key])} (unknown field)`));
    } else if (issue.path.length > 0 && isMissing(issue.code, valueAt(input, issue.path))) {
      missing.push(fieldName(issue.path));
    } else {
      misformatted.push(`${fieldName(issue.path)} (${issue.message})`);
    }
  }
  if (missing.length > 0) {
    const special = missing.map((field) => options.missingCodes?.[field]).find((code) => code !== undefined);
    throw new DomainError(special ?? ErrorCode.MISSING_FIELDS, `Missing fields: ${missing.join(', ')}`);
  }
  throw new DomainError(
    specificCode ?? ErrorCode.MISFORMATTED_FIELDS,
    `Misformatted fields: ${misformatted.join('; ')}`,
  );
}

function codeOf(params: unknown): ErrorCode | undefined {
  const code =
    typeof params === 'object' && params !== null ? (params as { errorCode?: unknown }).errorCode : undefined;
  return typeof code === 'number' ? (code as ErrorCode) : undefined;
}

// Absent, null, or a blank string where text is required all mean the client did not fill the field in.
function isMissing(code: string, value: unknown): boolean {
  if (['invalid_type', 'invalid_union', 'invalid_value'].includes(code)) return value === undefined || value === null;
  return code === 'too_small' && typeof value === 'string' && value.trim() === '';
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
