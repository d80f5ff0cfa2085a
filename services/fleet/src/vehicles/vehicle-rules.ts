import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import {
  BENEFIT_TYPES,
  type BenefitType,
  type FuelValue,
  type StyleValue,
  TOLL_CLASSES,
  type TollClass,
  TRIP_TYPES,
  type TripType,
} from './vehicle.entity';

// Letters (the Nordic ones included) and digits, 2–10 characters, after trimming and upper-casing.
const REGISTRY_PATTERN = /^[A-Z0-9ÅÄÖÆØÜ]{2,10}$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** '' for none; otherwise trimmed and upper-cased, BAD_REG unless 2–10 letters or digits. */
export function normalizeRegistry(raw: string | undefined | null): string {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '') return '';
  if (!REGISTRY_PATTERN.test(value)) {
    throw new DomainError(ErrorCode.BAD_REG, 'registration numbers are 2–10 letters or digits', { field: 'registry' });
  }
  return value;
}

/** ISO 3166-1 alpha-2, upper-cased; ISO_COUNTRY_CODE_MISSING when empty. */
export function normalizeCountryCode(raw: string | undefined | null): string {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '') throw new DomainError(ErrorCode.ISO_COUNTRY_CODE_MISSING, 'iso country code missing');
  if (!COUNTRY_PATTERN.test(value)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'isoCountryCode must be two letters', {
      field: 'isoCountryCode',
    });
  }
  return value;
}

/**
 * Whether the registration number of an existing vehicle changes. Setting one where there was none is allowed;
 * replacing one is a registry change (ROOT only, checked by the caller).
 */
export function isRegistryChange(current: string, next: string): boolean {
  return current !== '' && current !== next;
}

interface VocabularyField {
  field: string;
  /** What MISSING_FIELDS says, and what MISFORMATTED_FIELDS calls an unknown value. */
  missing: string;
  unknown: string;
}

/** An upper-cased vocabulary name: the fallback (else MISSING_FIELDS) when empty; MISFORMATTED_FIELDS if unknown. */
function parseName<T extends string>(
  names: readonly T[],
  what: VocabularyField,
  raw: string | undefined,
  fallback?: T,
): T {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '') {
    if (fallback) return fallback;
    throw new DomainError(ErrorCode.MISSING_FIELDS, what.missing, { field: what.field });
  }
  if (!(names as readonly string[]).includes(value)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `unknown ${what.unknown} ${value}`, { field: what.field });
  }
  return value as T;
}

const BENEFIT_TYPE: VocabularyField = {
  field: 'benefitType',
  missing: 'vehicle type is required',
  unknown: 'vehicle type',
};
const TRIP_TYPE: VocabularyField = {
  field: 'defaultTripType',
  missing: 'default trip type is required',
  unknown: 'trip type',
};

export function parseBenefitType(raw: string | undefined, fallback?: BenefitType): BenefitType {
  return parseName(BENEFIT_TYPES, BENEFIT_TYPE, raw, fallback);
}

export function parseTripType(raw: string | undefined, fallback?: TripType): TripType {
  return parseName(TRIP_TYPES, TRIP_TYPE, raw, fallback);
}

/**
 * The infrastructure fee class (spec 04), trimmed and lower-cased: "car" or "heavy"; MISFORMATTED_FIELDS otherwise
 * (an empty value too: the field is only sent to change it).
 */
export function parseTollClass(raw: string): TollClass {
  const value = raw.trim().toLowerCase();
  if (!(TOLL_CLASSES as readonly string[]).includes(value)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `unknown toll class ${value || "''"}`, { field: 'tollClass' });
  }
  return value as TollClass;
}

export type Category = 'VEHICLE' | 'TRACKER';

/** VEHICLE (default) or TRACKER; a tracker is also any vehicle whose benefit type is TRACKER. */
export function parseCategory(raw: string | undefined): Category {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '' || value === 'VEHICLE') return 'VEHICLE';
  if (value === 'TRACKER') return 'TRACKER';
  throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `unknown category ${value}`, { field: 'category' });
}

/** Pool vehicles (and vehicles opened to all drivers) keep no permitted-driver list. */
export function opensToAllDrivers(benefitType: BenefitType, permitAnyDriver: boolean): boolean {
  return benefitType === 'POOL' || permitAnyDriver;
}

export function toStyle(style: fleetV1.Style | undefined | null): StyleValue {
  return { marker: (style?.marker ?? '').slice(0, 100), color: (style?.color ?? '').slice(0, 50) };
}

function toFuel(fuel: fleetV1.Fuel | undefined | null): FuelValue | null {
  if (!fuel || (fuel.svName === '' && fuel.consumptionUnit === '')) return null;
  return { svName: fuel.svName, consumptionUnit: fuel.consumptionUnit };
}

function checkRange(field: string, value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} must be between ${min} and ${max}`, { field });
  }
  return value;
}

/** The editable details of the editor's first tab, validated into entity fields (only those present). */
export function detailsPatch(details: fleetV1.VehicleDetails | undefined | null): Record<string, unknown> {
  if (!details) return {};
  const patch: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) patch[key] = value;
  };
  if (details.fuel1 !== undefined) patch.fuel1 = toFuel(details.fuel1);
  if (details.fuel2 !== undefined) patch.fuel2 = toFuel(details.fuel2);
  set('consumption1', checkRange('consumption1', details.consumption1, 0, 1000));
  set('consumption2', checkRange('consumption2', details.consumption2, 0, 1000));
  set('proportion1', checkRange('proportion1', details.proportion1, 0, 100));
  set('co2GKm1', checkRange('co2GKm1', details.co2GKm1, 0, 10_000));
  set('co2GKm2', checkRange('co2GKm2', details.co2GKm2, 0, 10_000));
  set('co2GKmOverride', checkRange('co2GKmOverride', details.co2GKmOverride, 0, 10_000));
  set('fuelLKmOverride', checkRange('fuelLKmOverride', details.fuelLKmOverride, 0, 1000));
  set('hybrid', details.hybrid);
  set('brand', details.brand?.trim());
  set('model', details.model?.trim());
  set('modelYear', checkRange('modelYear', details.modelYear, 0, 9999));
  // Inspection dates are numeric, minimum 0 (spec 01 §5); 0 clears.
  const inspection = (field: string, value: number | undefined) => {
    const checked = checkRange(field, value, 0, Number.MAX_SAFE_INTEGER);
    return checked === undefined ? undefined : checked === 0 ? null : new Date(checked);
  };
  set('lastInspectionAt', inspection('lastInspectionTsMs', details.lastInspectionTsMs));
  set('nextInspectionAt', inspection('nextInspectionTsMs', details.nextInspectionTsMs));
  // The toll settings (spec 04) are settings like the rest of the editor's: whoever may update the vehicle sets them.
  set('tollExempt', details.tollExempt);
  set('tollClass', details.tollClass === undefined ? undefined : parseTollClass(details.tollClass));
  return patch;
}
