import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export interface PlanFacts {
  /** The device asked for; null when no device has that id or IMEI. */
  device: { id: number; organizationId: number | null; retired: boolean } | null;
  vehicle: { id: number; organizationId: number; archived: boolean };
  /** The device installed in the vehicle now, if any. */
  currentDeviceId: number | null;
  /** Where the asked-for device is installed now, if anywhere. */
  deviceInstalledInVehicleId: number | null;
  /** Which vehicle the asked-for device is already planned for, if any. */
  devicePlannedForVehicleId: number | null;
}

/**
 * Planned replacement (spec 03 §5 "Future device replacement"): the device must exist, differ from the current
 * one, not be used by another vehicle nor planned for another, and belong to the vehicle's organisation or to the
 * stock. Codes: DEVICE_MISSING, and DEVICE_ALREADY_INSTALLED with details.reason telling which rule it was.
 */
export function assertPlannable(facts: PlanFacts): void {
  const { device, vehicle } = facts;
  if (device === null) {
    throw new DomainError(ErrorCode.DEVICE_MISSING, 'IMEI saknas i systemet, registrera enhet först');
  }
  if (vehicle.archived) throw new DomainError(ErrorCode.VEHICLE_FORBIDDEN, 'the vehicle is archived');
  if (device.id === facts.currentDeviceId) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'IMEI är samma som för den befintliga enheten', {
      reason: 'SAME_AS_CURRENT',
    });
  }
  if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'the device is retired');
  if (facts.deviceInstalledInVehicleId !== null) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is used by another vehicle', {
      reason: 'INSTALLED_ELSEWHERE',
      vehicleId: String(facts.deviceInstalledInVehicleId),
    });
  }
  if (facts.devicePlannedForVehicleId !== null && facts.devicePlannedForVehicleId !== vehicle.id) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is planned for another vehicle', {
      reason: 'PLANNED_ELSEWHERE',
      vehicleId: String(facts.devicePlannedForVehicleId),
    });
  }
  if (device.organizationId !== null && device.organizationId !== vehicle.organizationId) {
    throw new DomainError(ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE, 'the device belongs to another organization');
  }
}

/** The IMEI field of the plan form: at most 16 characters, digits only. */
export function parsePlanImei(raw: string): string {
  const imei = raw.trim();
  if (imei === '') throw new DomainError(ErrorCode.MISSING_FIELDS, 'deviceId or imei is required', { field: 'imei' });
  if (imei.length > 16) throw new DomainError(ErrorCode.IMEI_LENGTH, 'IMEI has at most 16 digits', { field: 'imei' });
  if (!/^[0-9]+$/.test(imei)) throw new DomainError(ErrorCode.ONLY_DIGITS, 'IMEI has digits only', { field: 'imei' });
  return imei;
}
