import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { MAP_TYPES, type MapType } from './user.entity';

// A deliberately plain pattern (spec 01 §5 "standard e-mail pattern"): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireText(value: string | undefined, field: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new DomainError(ErrorCode.MISSING_FIELDS, `${field} is required`, { field });
  return trimmed;
}

export function requireEmail(value: string | undefined, field = 'email'): string {
  const email = requireText(value, field).toLowerCase();
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

/** Vehicle ids must be positive integers; duplicates are dropped. */
export function parseIds(values: readonly number[], field: string): number[] {
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} must hold positive ids`, { field });
    }
  }
  return [...new Set(values)];
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
  return next;
}
