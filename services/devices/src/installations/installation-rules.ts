import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export interface DeviceSide {
  id: number;
  organizationId: number | null;
  retired: boolean;
}

export interface VehicleSide {
  id: number;
  organizationId: number;
  archived: boolean;
}

/** Open installations that matter for a new one: the device's and the target vehicle's (null when none). */
export interface OpenInstallations {
  ofDevice: { vehicleId: number } | null;
  ofVehicle: { deviceId: number } | null;
}

/**
 * May `device` go into `vehicle` now? (BRIEF-ISSUE3 "Ownership and data flow"). Checked in this order so the most
 * fundamental reason is reported: a retired unit, a unit of another (or no) organisation, an archived vehicle, a
 * unit that sits elsewhere, a vehicle that is taken.
 */
export function assertInstallable(device: DeviceSide, vehicle: VehicleSide, open: OpenInstallations): void {
  if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'the device is retired');
  if (device.organizationId === null || device.organizationId !== vehicle.organizationId) {
    throw new DomainError(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
      'a device can only be installed in a vehicle of its own organization',
    );
  }
  if (vehicle.archived) throw new DomainError(ErrorCode.VEHICLE_FORBIDDEN, 'the vehicle is archived');
  if (open.ofDevice !== null) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is already installed', {
      vehicleId: String(open.ofDevice.vehicleId),
    });
  }
  if (open.ofVehicle !== null) {
    throw new DomainError(ErrorCode.VEHICLE_HAS_DEVICE, 'the vehicle already has a device', {
      deviceId: String(open.ofVehicle.deviceId),
    });
  }
}

/** Moving needs a current installation and a different target; the target is then checked like a new install. */
export function assertMovable(device: DeviceSide, target: VehicleSide, open: OpenInstallations): void {
  if (open.ofDevice === null) throw new DomainError(ErrorCode.DEVICE_NOT_INSTALLED, 'the device is not installed');
  if (open.ofDevice.vehicleId === target.id) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is already installed in this vehicle', {
      vehicleId: String(target.id),
    });
  }
  assertInstallable(device, target, { ofDevice: null, ofVehicle: open.ofVehicle });
}
