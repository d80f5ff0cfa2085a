import type { fleetV1 } from '@fleetlog/contracts';

import {
  type AdminCreateVehicleBody,
  type CreateVehicleBody,
  DETAIL_FIELDS,
  type ServiceEntryInput,
  type ServiceEntryJson,
  TOLL_CLASSES,
  type TollClass,
  type UpdateVehicleBody,
  type VehicleInfoJson,
  type VehicleJson,
  type VehicleSimpleJson,
} from './vehicle.schemas';

// gRPC leaves unset message fields null and unset proto3 optionals absent; the API says null for both.
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/** Proto → API JSON, field by field so a new proto field is published only when someone decides it should be. */
export function toVehicleJson(vehicle: fleetV1.Vehicle): VehicleJson {
  return {
    id: vehicle.id,
    vehicleId: vehicle.vehicleId || vehicle.id,
    organizationId: vehicle.organizationId,
    registry: vehicle.registry,
    displayName: vehicle.displayName,
    isoCountryCode: vehicle.isoCountryCode,
    isTracker: vehicle.isTracker,
    isArchived: vehicle.isArchived,
    archivedTsMs: vehicle.archivedTsMs,
    retired: vehicle.retired,
    benefitType: vehicle.benefitType,
    defaultTripType: vehicle.defaultTripType,
    permitAnyDriver: vehicle.permitAnyDriver,
    permittedDrivers: (vehicle.permittedDrivers ?? []).map(toDriverRefJson),
    defaultDriver: vehicle.defaultDriver ? toDriverRefJson(vehicle.defaultDriver) : null,
    currentDriver: vehicle.currentDriver ? toDriverRefJson(vehicle.currentDriver) : null,
    style: vehicle.style ? { marker: vehicle.style.marker, color: vehicle.style.color } : null,
    state: vehicle.state ? { imei: vehicle.state.imei, odometer: vehicle.state.odometer } : null,
    lastSeen: vehicle.lastSeen,
    batteryPercentage: orNull(vehicle.batteryPercentage),
    latestResponseFrequency: vehicle.latestResponseFrequency,
    selectedResponseFrequency: vehicle.selectedResponseFrequency,
    deviceType: vehicle.deviceType,
    responsetime: vehicle.responsetime,
    odometer: vehicle.odometer
      ? {
          valueKm: vehicle.odometer.valueKm,
          recordedTimeMs: vehicle.odometer.recordedTimeMs,
          applyRetroactive: vehicle.odometer.applyRetroactive,
        }
      : null,
    lastInspectionTsMs: vehicle.lastInspectionTsMs,
    nextInspectionTsMs: vehicle.nextInspectionTsMs,
    fuel1: toFuelJson(vehicle.fuel1),
    fuel2: toFuelJson(vehicle.fuel2),
    consumption1: vehicle.consumption1,
    consumption2: vehicle.consumption2,
    proportion1: vehicle.proportion1,
    co2GKm1: vehicle.co2GKm1,
    co2GKm2: vehicle.co2GKm2,
    co2GKmOverride: orNull(vehicle.co2GKmOverride),
    fuelLKmOverride: orNull(vehicle.fuelLKmOverride),
    hybrid: vehicle.hybrid,
    brand: vehicle.brand,
    model: vehicle.model,
    modelYear: vehicle.modelYear,
    futureDeviceId: vehicle.futureDeviceId,
    settings: {
      vehicleService: Object.fromEntries(
        Object.entries(vehicle.settings?.vehicleService ?? {}).map(([key, entry]) => [key, toServiceEntryJson(entry)]),
      ),
    },
    canToggleDefaultTripType: vehicle.canToggleDefaultTripType,
    createdTsMs: vehicle.createdTsMs,
    tollExempt: vehicle.tollExempt,
    tollClass: toTollClass(vehicle.tollClass),
  };
}

export function toVehicleSimpleJson(vehicle: fleetV1.VehicleSimple): VehicleSimpleJson {
  return {
    id: vehicle.id,
    registry: vehicle.registry,
    displayName: vehicle.displayName,
    organizationId: vehicle.organizationId,
    isTracker: vehicle.isTracker,
    isArchived: vehicle.isArchived,
    benefitType: vehicle.benefitType,
  };
}

export function toServiceEntryJson(entry: fleetV1.ServiceEntry): ServiceEntryJson {
  return {
    id: entry.id,
    name: entry.name,
    serviceAfterKm: orNull(entry.serviceAfterKm),
    serviceAfterMonths: orNull(entry.serviceAfterMonths),
    latestServiceKm: orNull(entry.latestServiceKm),
    latestServiceTsMs: entry.latestServiceTsMs,
    leadDistKm: orNull(entry.leadDistKm),
    leadTimeWeeks: orNull(entry.leadTimeWeeks),
    bothThresholdsRequired: entry.bothThresholdsRequired,
  };
}

export function toVehicleInfoJson(info: fleetV1.VehicleInfo): VehicleInfoJson {
  return {
    fuel1: toFuelJson(info.fuel1),
    fuel2: toFuelJson(info.fuel2),
    consumption1: info.consumption1,
    consumption2: info.consumption2,
    co2GKm1: info.co2GKm1,
    co2GKm2: info.co2GKm2,
    proportion1: info.proportion1,
    brand: info.brand,
    model: info.model,
    modelYear: info.modelYear,
    hybrid: info.hybrid,
  };
}

/** `organizationId` 0 lets the service use the caller's selected organisation. */
export function toCreateVehicleRequest(body: CreateVehicleBody | AdminCreateVehicleBody): fleetV1.CreateVehicleRequest {
  return {
    category: body.category,
    registry: body.registry,
    displayName: body.displayName,
    style: body.style,
    permittedDrivers: body.permittedDrivers,
    defaultDriver: body.defaultDriver ?? undefined,
    defaultTripType: body.defaultTripType,
    benefitType: body.benefitType,
    permitAnyDriver: body.permitAnyDriver,
    organizationId: 'organizationId' in body ? body.organizationId : 0,
    isoCountryCode: body.isoCountryCode ?? '',
    details: toVehicleDetails(body),
  };
}

/** Absent fields are left alone; lists travel in a wrapper so "not given" differs from "empty". */
export function toUpdateVehicleRequest(id: number, body: UpdateVehicleBody): fleetV1.UpdateVehicleRequest {
  return {
    id,
    registry: body.registry,
    displayName: body.displayName,
    isoCountryCode: body.isoCountryCode,
    style: body.style,
    permittedDrivers: body.permittedDrivers && { values: body.permittedDrivers },
    // null clears, which the proto says with 0.
    defaultDriver: body.defaultDriver === null ? 0 : body.defaultDriver,
    defaultTripType: body.defaultTripType,
    benefitType: body.benefitType,
    permitAnyDriver: body.permitAnyDriver,
    details: toVehicleDetails(body),
    settings: body.settings && {
      vehicleService: Object.fromEntries(
        Object.entries(body.settings.vehicleService).map(([key, entry]) => [key, toServiceEntryInput(key, entry)]),
      ),
    },
  };
}

function toServiceEntryInput(key: string, entry: ServiceEntryInput): fleetV1.ServiceEntry {
  return {
    id: entry.id ?? key,
    name: entry.name,
    serviceAfterKm: entry.serviceAfterKm ?? undefined,
    serviceAfterMonths: entry.serviceAfterMonths ?? undefined,
    latestServiceKm: entry.latestServiceKm ?? undefined,
    latestServiceTsMs: entry.latestServiceTsMs,
    leadDistKm: entry.leadDistKm ?? undefined,
    leadTimeWeeks: entry.leadTimeWeeks ?? undefined,
    bothThresholdsRequired: entry.bothThresholdsRequired,
  };
}

type DetailSource = Partial<Pick<UpdateVehicleBody, (typeof DETAIL_FIELDS)[number]>>;

/** The flat detail fields of a body, or undefined when none was given (nothing to change). */
export function toVehicleDetails(body: DetailSource): fleetV1.VehicleDetails | undefined {
  if (!DETAIL_FIELDS.some((field) => body[field] !== undefined)) return undefined;
  return {
    fuel1: body.fuel1,
    fuel2: body.fuel2,
    consumption1: body.consumption1,
    consumption2: body.consumption2,
    proportion1: body.proportion1,
    co2GKm1: body.co2GKm1,
    co2GKm2: body.co2GKm2,
    co2GKmOverride: body.co2GKmOverride,
    fuelLKmOverride: body.fuelLKmOverride,
    hybrid: body.hybrid,
    brand: body.brand,
    model: body.model,
    modelYear: body.modelYear,
    lastInspectionTsMs: body.lastInspectionTsMs,
    nextInspectionTsMs: body.nextInspectionTsMs,
    tollExempt: body.tollExempt,
    tollClass: body.tollClass,
  };
}

/** fleet stores only "car" or "heavy"; anything else (an older fleet answering '') pays as a car. */
function toTollClass(value: string): TollClass {
  return (TOLL_CLASSES as readonly string[]).includes(value) ? (value as TollClass) : 'car';
}

function toDriverRefJson(driver: fleetV1.DriverRef): { id: number; displayName: string } {
  return { id: driver.id, displayName: driver.displayName };
}

function toFuelJson(fuel: fleetV1.Fuel | null | undefined): { svName: string; consumptionUnit: string } | null {
  return fuel ? { svName: fuel.svName, consumptionUnit: fuel.consumptionUnit } : null;
}
