import type { fleetV1 } from '@fleetlog/contracts';

import type { VehicleInstallationEntity } from '../installations/vehicle-installation.entity';
import type { OdometerCalibrationEntity } from '../odometer/odometer-calibration.entity';
import type { VehicleFacts } from './vehicle-permissions';
import type { ServiceEntryValue, VehicleEntity } from './vehicle.entity';

const ms = (date: Date | null): number => (date ? date.getTime() : 0);

/** What a view needs of a vehicle: an entity, or a row read with plain SQL on the list path (no unit of work). */
export type VehicleRecord = Omit<VehicleEntity, 'deletedAt' | 'updatedAt' | 'version' | 'setArchived'>;

/** The current device and the latest odometer calibration, as far as the view shows them. */
export type InstallationView = Pick<VehicleInstallationEntity, 'imei' | 'deviceType'>;
export type CalibrationView = Pick<OdometerCalibrationEntity, 'valueKm' | 'recordedAt' | 'applyRetroactive'>;

export interface VehicleViewContext {
  permittedDriverIds: readonly number[];
  names: ReadonlyMap<number, string>;
  installation?: InstallationView;
  latestCalibration?: CalibrationView;
  canToggleDefaultTripType: boolean;
}

export function vehicleFacts(vehicle: VehicleRecord, permittedDriverIds: readonly number[]): VehicleFacts {
  return {
    organizationId: vehicle.organizationId,
    archived: vehicle.archived,
    permitAnyDriver: vehicle.permitAnyDriver || vehicle.benefitType === 'POOL',
    permittedDriverIds,
    currentDriverId: vehicle.currentDriverId,
  };
}

function driverRef(id: number | null, names: ReadonlyMap<number, string>): fleetV1.DriverRef | undefined {
  return id === null ? undefined : { id, displayName: names.get(id) ?? '' };
}

function toServiceEntry(entry: ServiceEntryValue): fleetV1.ServiceEntry {
  return { ...entry };
}

export function toVehicleMessage(vehicle: VehicleRecord, context: VehicleViewContext): fleetV1.Vehicle {
  const { names, installation, latestCalibration } = context;
  return {
    id: vehicle.id,
    vehicleId: vehicle.id,
    organizationId: vehicle.organizationId,
    registry: vehicle.registry,
    displayName: vehicle.displayName,
    isoCountryCode: vehicle.isoCountryCode,
    isTracker: vehicle.isTracker,
    isArchived: vehicle.archived,
    archivedTsMs: ms(vehicle.archivedAt),
    retired: vehicle.retired,
    benefitType: vehicle.benefitType,
    defaultTripType: vehicle.defaultTripType,
    permitAnyDriver: vehicle.permitAnyDriver,
    permittedDrivers: context.permittedDriverIds.map((id) => ({ id, displayName: names.get(id) ?? '' })),
    defaultDriver: driverRef(vehicle.defaultDriverId, names),
    currentDriver: driverRef(vehicle.currentDriverId, names),
    style: { ...vehicle.style },
    state: { imei: installation?.imei ?? '', odometer: vehicle.stateOdometerKm ?? 0 },
    lastSeen: ms(vehicle.lastSeen),
    batteryPercentage: vehicle.batteryPercentage ?? undefined,
    latestResponseFrequency: vehicle.latestResponseFrequency,
    selectedResponseFrequency: vehicle.selectedResponseFrequency,
    deviceType: installation?.deviceType ?? '',
    responsetime: vehicle.responsetime,
    odometer: latestCalibration
      ? {
          valueKm: latestCalibration.valueKm,
          recordedTimeMs: latestCalibration.recordedAt.getTime(),
          applyRetroactive: latestCalibration.applyRetroactive,
        }
      : undefined,
    lastInspectionTsMs: ms(vehicle.lastInspectionAt),
    nextInspectionTsMs: ms(vehicle.nextInspectionAt),
    fuel1: vehicle.fuel1 ?? undefined,
    fuel2: vehicle.fuel2 ?? undefined,
    consumption1: vehicle.consumption1,
    consumption2: vehicle.consumption2,
    proportion1: vehicle.proportion1,
    co2GKm1: vehicle.co2GKm1,
    co2GKm2: vehicle.co2GKm2,
    co2GKmOverride: vehicle.co2GKmOverride ?? undefined,
    fuelLKmOverride: vehicle.fuelLKmOverride ?? undefined,
    hybrid: vehicle.hybrid,
    brand: vehicle.brand,
    model: vehicle.model,
    modelYear: vehicle.modelYear,
    futureDeviceId: vehicle.futureDeviceId,
    settings: {
      vehicleService: Object.fromEntries(
        Object.entries(vehicle.serviceEntries).map(([key, entry]) => [key, toServiceEntry(entry)]),
      ),
    },
    canToggleDefaultTripType: context.canToggleDefaultTripType,
    createdTsMs: ms(vehicle.createdAt),
    tollExempt: vehicle.tollExempt,
    tollClass: vehicle.tollClass,
  };
}

export function toVehicleSimple(vehicle: VehicleRecord): fleetV1.VehicleSimple {
  return {
    id: vehicle.id,
    registry: vehicle.registry,
    displayName: vehicle.displayName,
    organizationId: vehicle.organizationId,
    isTracker: vehicle.isTracker,
    isArchived: vehicle.archived,
    benefitType: vehicle.benefitType,
    archivedTsMs: ms(vehicle.archivedAt),
  };
}
