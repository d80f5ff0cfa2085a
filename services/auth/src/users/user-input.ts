import { ErrorCode, LIST_LIMITS, TEXT_LIMITS, USER_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { MAP_TYPES, type MapType } from './user.entity';

// A deliberately plain pattern (spec 01 §5 "standard e-mail pattern"): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The limits are the edge's too (@fleetlog/contracts, services/bff/README.md "Input limits"): auth checks them again
// because other callers reach it over gRPC without the BFF.

function tooLong(field: string, max: number): DomainError {
  return new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} is longer than ${max} characters`, { field });
}

function tooMany(field: string, max: number): DomainError {
  return new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} holds more than ${max} entries`, { field });
}

/** Trimmed text of at most `max` characters (a name unless told); blank is MISSING_FIELDS. */
export function requireText(value: string | undefined, field: string, max: number = TEXT_LIMITS.name): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new DomainError(ErrorCode.MISSING_FIELDS, `${field} is required`, { field });
  if (trimmed.length > max) throw tooLong(field, max);
  return trimmed;
}

/** Trimmed text of at most `max` characters; empty allowed. */
export function boundedText(value: string, field: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw tooLong(field, max);
  return trimmed;
}

export function requireEmail(value: string | undefined, field = 'email'): string {
  const email = requireText(value, field, TEXT_LIMITS.email).toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} is not a valid e-mail address`, { field });
  }
  return email;
}

export function parseMapType(value: string): MapType {
  const upper = value.trim().toUpperCase();
  if (!(MAP_TYPES as readonly string[]).includes(upper)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'mapType must be LIGHT or DARK', { field: 'mapType' });
  }
  return upper as MapType;
}

// What people type between the digits of a key tag's number ("01-00 00 1A:2B…"); nothing else is forgiven.
const IBUTTON_SEPARATORS = /[\s:-]/g;
const IBUTTON_DIGITS = /^[0-9a-f]{1,16}$/;

/**
 * An iButton id as the gateway writes Teltonika's IO 78 (16 lower-case hex digits, the 8 bytes left-padded): spaces,
 * colons and dashes are dropped, the case folded, and up to 16 hex digits left-padded with zeros. Blank means none
 * (null); anything else is MISFORMATTED_FIELDS.
 */
export function parseIbuttonId(value: string, field = 'ibuttonId'): string | null {
  const digits = value.replace(IBUTTON_SEPARATORS, '').toLowerCase();
  if (digits === '') return null;
  if (!IBUTTON_DIGITS.test(digits)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} must be 1 to 16 hexadecimal digits`, { field });
  }
  if (/^0+$/.test(digits)) {
    // A tracker reports 0 when no key is present: no key can have it.
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} cannot be zero`, { field });
  }
  return digits.padStart(16, '0');
}

/** Vehicle ids must be positive integers, at most `max` of them; duplicates are dropped. */
export function parseIds(values: readonly number[], field: string, max: number = LIST_LIMITS.ids): number[] {
  if (values.length > max) throw tooMany(field, max);
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} must hold positive ids`, { field });
    }
  }
  return [...new Set(values)];
}

/**
 * A user's travel purposes (spec 03 §3): trimmed, blanks dropped, at most USER_LIMITS.purposes of at most
 * USER_LIMITS.purposeLength characters each; a longer one is named by its place in the request (`purposes.3`).
 */
export function parsePurposes(values: readonly string[]): string[] {
  if (values.length > USER_LIMITS.purposes) throw tooMany('purposes', USER_LIMITS.purposes);
  const purposes = values.map((value, index) => boundedText(value, `purposes.${index}`, USER_LIMITS.purposeLength));
  return purposes.filter(Boolean);
}

export function requireSettingKey(key: string | undefined): string {
  const trimmed = requireText(key, 'key');
  if (!/^[A-Z0-9_]{1,64}$/i.test(trimmed)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'setting keys are letters, digits and _', { field: 'key' });
  }
  return trimmed;
}

/**
 * A settings map (of a user or an organisation) with one switch set, or removed when `value` is null: a new object,
 * so the unit of work sees the jsonb column change.
 */
export function withSetting(
  settings: Record<string, boolean>,
  key: string,
  value: boolean | null,
): Record<string, boolean> {
  const next = { ...settings };
  if (value === null) delete next[key];
  else next[key] = value;
  return boundedSettings(settings, next);
}

/**
 * A settings map with `changes` merged in (UpdateUser's settings): keys of at most TEXT_LIMITS.code characters, and
 * the map as a whole at most LIST_LIMITS.keys switches, however many requests it took to grow.
 */
export function withSettings(
  settings: Record<string, boolean>,
  changes: Record<string, boolean>,
): Record<string, boolean> {
  for (const key of Object.keys(changes)) {
    if (key.length > TEXT_LIMITS.code) throw tooLong('settings (a key)', TEXT_LIMITS.code);
  }
  return boundedSettings(settings, { ...settings, ...changes });
}

// A map already over the bound (written before there was one) may still change its switches, never grow.
function boundedSettings(before: Record<string, boolean>, after: Record<string, boolean>): Record<string, boolean> {
  const count = Object.keys(after).length;
  if (count > LIST_LIMITS.keys && count > Object.keys(before).length) throw tooMany('settings', LIST_LIMITS.keys);
  return after;
}
