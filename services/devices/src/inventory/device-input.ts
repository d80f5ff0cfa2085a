import { DEVICE_TYPES, type DeviceTypeName, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** Device models of spec 03 §3 (and the supported-tracker list of spec 01 §9), from vocabulary.proto. */
export { DEVICE_TYPES };
export type DeviceType = DeviceTypeName;

/**
 * Battery-powered asset trackers (TAT100 is "GPS tracker" in spec 03 §3; GL530MG is the other battery tracker of
 * the hardware list). Everything else is wired into a vehicle (OBD plug-and-drive or fixed installation).
 */
export const TRACKER_TYPES: readonly DeviceType[] = ['TAT100', 'GL530MG'];

const DIGITS = /^[0-9]+$/;
const PHONE = /^\+?[0-9]+$/;
const TIME_OF_DAY = /^([01][0-9]|2[0-3])[0-5][0-9]$/;

export const PHONE_MIN_DIGITS = 9;
// E.164 allows at most 15 digits.
export const PHONE_MAX_DIGITS = 15;

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new DomainError(ErrorCode.MISSING_FIELDS, `${field} is required`, { field });
  return trimmed;
}

function digitsOnly(value: string, field: string): void {
  if (!DIGITS.test(value)) throw new DomainError(ErrorCode.ONLY_DIGITS, `${field} must contain digits only`, { field });
}

/** IMEI: 14 to 16 digits (spec 03 §5, §9). */
export function parseImei(raw: string): string {
  const imei = required(raw, 'imei');
  digitsOnly(imei, 'imei');
  if (imei.length < 14 || imei.length > 16) {
    throw new DomainError(ErrorCode.IMEI_LENGTH, 'IMEI must have 14 to 16 digits', { field: 'imei' });
  }
  return imei;
}

/** ICCID: 18 to 22 digits; may be left out only for battery trackers ("ICCID (unless tracker)", spec 03 §5). */
export function parseIccid(raw: string, deviceType: string): string {
  const iccid = raw.trim();
  if (iccid === '') {
    if (isTrackerType(deviceType)) return '';
    return required(iccid, 'iccid');
  }
  digitsOnly(iccid, 'iccid');
  if (iccid.length < 18 || iccid.length > 22) {
    throw new DomainError(ErrorCode.ICCID_LENGTH, 'ICCID must have 18 to 22 digits', { field: 'iccid' });
  }
  return iccid;
}

/** Phone: digits with an optional leading +, at least 9 digits (the form's "9 counts as ok" hint). Spaces and dashes are dropped. */
export function parsePhone(raw: string): string {
  const phone = required(raw, 'phone').replace(/[\s-]/g, '');
  if (!PHONE.test(phone)) {
    throw new DomainError(ErrorCode.ONLY_DIGITS, 'phone must contain digits and an optional leading +', {
      field: 'phone',
    });
  }
  const digits = phone.replace('+', '').length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) {
    throw new DomainError(ErrorCode.PHONE_LENGTH, `phone must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`, {
      field: 'phone',
    });
  }
  return phone;
}

export function parseDeviceType(raw: string): DeviceType {
  const type = required(raw, 'deviceType').toUpperCase();
  if (!(DEVICE_TYPES as readonly string[]).includes(type)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `unknown device type ${type}`, { field: 'deviceType' });
  }
  return type as DeviceType;
}

/** HHMM in UTC, or '' for none. */
export function parseTimeOfDay(raw: string): string {
  const value = raw.trim();
  if (value === '') return '';
  if (!TIME_OF_DAY.test(value)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'specifiedTimeOfDay must be HHMM (UTC)', {
      field: 'specifiedTimeOfDay',
    });
  }
  return value;
}

export function isTrackerType(type: string): boolean {
  return (TRACKER_TYPES as readonly string[]).includes(type);
}
