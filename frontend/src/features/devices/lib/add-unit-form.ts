// New device / add-unit and edit-device rules (spec 03 §5, spec 01 §9). Messages are translation keys of the
// devices namespace; their Swedish texts are the contract wording.
import { isDeviceType } from './device-models';

export const IMEI_MIN = 14;
export const IMEI_MAX = 16;
export const ICCID_MIN = 18;
export const ICCID_MAX = 22;
// The helper asks for 14 digits; 9 is what the server accepts and what counts as filled.
export const PHONE_HINT_DIGITS = 14;
export const PHONE_MIN_DIGITS = 9;
// E.164: the server takes at most 15 digits.
export const PHONE_MAX_DIGITS = 15;
export const PHONE_LOOKUP_DELAY_MS = 1_000;

export interface AddUnitValues {
  hardware: string;
  deviceType: string;
  imei: string;
  iccid: string;
  phone: string;
}

export type AddUnitErrors = Partial<Record<keyof AddUnitValues, string>>;

const DIGITS = /^\d+$/;
const PHONE = /^\+?\d+$/;

export function imeiError(imei: string): string | undefined {
  const v = imei.trim();
  if (!v) return 'addUnit.imeiRequired';
  if (!DIGITS.test(v)) return 'addUnit.onlyDigits';
  if (v.length < IMEI_MIN) return 'addUnit.imeiMin';
  if (v.length > IMEI_MAX) return 'addUnit.imeiMax';
  return undefined;
}

export function iccidError(iccid: string, required: boolean): string | undefined {
  const v = iccid.trim();
  if (!v) return required ? 'addUnit.iccidRequired' : undefined;
  if (!DIGITS.test(v)) return 'addUnit.onlyDigits';
  if (v.length < ICCID_MIN) return 'addUnit.iccidHelper';
  if (v.length > ICCID_MAX) return 'addUnit.iccidMax';
  return undefined;
}

export function phoneError(phone: string): string | undefined {
  const v = phone.trim().replace(/\s/g, '');
  if (!v) return 'addUnit.phoneRequired';
  if (!PHONE.test(v) || v.replace('+', '').length < PHONE_MIN_DIGITS) return 'addUnit.phoneHelper';
  if (v.replace('+', '').length > PHONE_MAX_DIGITS) return 'addUnit.phoneMax';
  return undefined;
}

// The helper under the phone field stays until 14 digits, even though 9 already passes.
export function showPhoneHint(phone: string): boolean {
  return phone.replace(/\D/g, '').length < PHONE_HINT_DIGITS;
}

export function validateAddUnit(v: AddUnitValues): AddUnitErrors {
  const errors: AddUnitErrors = {};
  if (!v.hardware) errors.hardware = 'addUnit.hardwareRequired';
  if (!isDeviceType(v.deviceType)) errors.deviceType = 'addUnit.deviceTypeRequired';
  const imei = imeiError(v.imei);
  if (imei) errors.imei = imei;
  // Spec 03 §5 says both "required for trackers" and "unless tracker"; the devices service requires it for wired
  // units, so the form asks for it always — stricter than either reading, never a server rejection.
  const iccid = iccidError(v.iccid, true);
  if (iccid) errors.iccid = iccid;
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export const canSubmitAddUnit = (v: AddUnitValues): boolean => Object.keys(validateAddUnit(v)).length === 0;

export interface EditDeviceValues {
  deviceType: string;
  iccid: string;
  phone: string;
}

// Edit form: ICCID optional but 18–22 digits when given; phone as on add.
export function validateEditDevice(v: EditDeviceValues): Partial<Record<keyof EditDeviceValues, string>> {
  const errors: Partial<Record<keyof EditDeviceValues, string>> = {};
  if (!isDeviceType(v.deviceType)) errors.deviceType = 'addUnit.deviceTypeRequired';
  const iccid = iccidError(v.iccid, false);
  if (iccid) errors.iccid = iccid;
  if (v.phone.trim()) {
    const phone = phoneError(v.phone);
    if (phone) errors.phone = phone;
  }
  return errors;
}

// An ICCID worth asking the SIM provider about: digits, 18–22 long.
export const isLookupableIccid = (iccid: string): boolean => !iccidError(iccid, true);

export type PhoneLookupOutcome = { kind: 'found'; phone: string } | { kind: 'error'; message: string };

// Spec 03 §8: 404 → MISSING_ICCID; not configured → said as such; anything else → UNEXPECTED ERROR.
export function phoneLookupErrorText(status: number, code: string, notConfiguredText: string): string {
  if (status === 404) return 'MISSING_ICCID';
  if (code === 'SERVICE_NOT_CONFIGURED' || status === 503) return notConfiguredText;
  return 'UNEXPECTED ERROR';
}
