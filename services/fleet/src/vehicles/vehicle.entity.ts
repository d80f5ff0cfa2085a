import type { BenefitTypeName, TripTypeName } from '@fleetlog/contracts';
import { ArchivableEntity, bigintNumber } from '@fleetlog/database';
import { Entity, JsonType, Property } from '@mikro-orm/core';

// The allowed names come from vocabulary.proto (through @fleetlog/contracts).
export { BENEFIT_TYPES, TRIP_TYPES } from '@fleetlog/contracts';
export type BenefitType = BenefitTypeName;
export type TripType = TripTypeName;

/** The infrastructure fee class (spec 04): "heavy" is a heavy truck over 3.5 t, everything else pays as a car. */
export const TOLL_CLASSES = ['car', 'heavy'] as const;
export type TollClass = (typeof TOLL_CLASSES)[number];

export interface FuelValue {
  svName: string;
  consumptionUnit: string;
}

export interface StyleValue {
  marker: string;
  color: string;
}

/** One service entry (spec 01 §3.1, §5) as stored in the vehicle's `service_entries` jsonb, keyed by its id. */
export interface ServiceEntryValue {
  id: string;
  name: string;
  serviceAfterKm?: number;
  serviceAfterMonths?: number;
  latestServiceKm?: number;
  latestServiceTsMs: number;
  leadDistKm?: number;
  leadTimeWeeks?: number;
  bothThresholdsRequired: boolean;
}

@Entity({ tableName: 'vehicles' })
export class VehicleEntity extends ArchivableEntity {
  @Property({ type: bigintNumber() })
  organizationId!: number;

  // Upper-cased and trimmed; '' when the vehicle (typically a tracker) has none.
  @Property({ type: 'text', default: '' })
  registry = '';

  @Property({ type: 'text', default: '' })
  displayName = '';

  @Property({ type: 'text' })
  isoCountryCode!: string;

  @Property({ type: 'boolean', default: false })
  isTracker = false;

  // Soft delete: a deleted vehicle keeps its trips' history readable elsewhere but is gone from every API.
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  retired = false;

  @Property({ type: 'text' })
  benefitType!: BenefitType;

  @Property({ type: 'text' })
  defaultTripType!: TripType;

  @Property({ type: 'boolean', default: false })
  permitAnyDriver = false;

  @Property({ type: bigintNumber(), nullable: true })
  defaultDriverId: number | null = null;

  @Property({ type: bigintNumber(), nullable: true })
  currentDriverId: number | null = null;

  @Property({ type: JsonType })
  style: StyleValue = { marker: '', color: '' };

  @Property({ type: 'timestamptz', nullable: true })
  lastSeen: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  batteryPercentage: number | null = null;

  @Property({ type: 'integer', default: 0 })
  latestResponseFrequency = 0;

  @Property({ type: 'integer', default: 24 })
  selectedResponseFrequency = 24;

  @Property({ type: bigintNumber(), default: 0 })
  responsetime = 0;

  // The odometer as last known (latest calibration, later the device's reports); null when unknown.
  @Property({ type: 'double', nullable: true })
  stateOdometerKm: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastInspectionAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  nextInspectionAt: Date | null = null;

  @Property({ type: JsonType, nullable: true })
  fuel1: FuelValue | null = null;

  @Property({ type: JsonType, nullable: true })
  fuel2: FuelValue | null = null;

  @Property({ type: 'double', default: 0 })
  consumption1 = 0;

  @Property({ type: 'double', default: 0 })
  consumption2 = 0;

  @Property({ type: 'integer', default: 100 })
  proportion1 = 100;

  @Property({ type: 'double', default: 0, fieldName: 'co2_g_km1' })
  co2GKm1 = 0;

  @Property({ type: 'double', default: 0, fieldName: 'co2_g_km2' })
  co2GKm2 = 0;

  @Property({ type: 'double', nullable: true, fieldName: 'co2_g_km_override' })
  co2GKmOverride: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'fuel_l_km_override' })
  fuelLKmOverride: number | null = null;

  @Property({ type: 'boolean', default: false })
  hybrid = false;

  @Property({ type: 'text', default: '' })
  brand = '';

  @Property({ type: 'text', default: '' })
  model = '';

  @Property({ type: 'integer', default: 0 })
  modelYear = 0;

  @Property({ type: bigintNumber(), default: 0 })
  futureDeviceId = 0;

  @Property({ type: JsonType })
  serviceEntries: Record<string, ServiceEntryValue> = {};

  // Spec 04: no congestion tax and no infrastructure fee for this vehicle (emergency, diplomatic, military, …).
  @Property({ type: 'boolean', default: false })
  tollExempt = false;

  // Spec 04: which infrastructure fee the vehicle pays (a check constraint keeps it to TOLL_CLASSES).
  @Property({ type: 'text', default: 'car' })
  tollClass: TollClass = 'car';
}
