// Tracker editor rules (spec 01 §2.7, §5, §6). Messages are keys of the equipment namespace.
import type { CreateVehicleRequest, UpdateVehicleRequest, VehicleStyle } from '../../vehicles/api/types';

export interface TrackerFormValues {
  organizationId: number | null;
  deviceId: number | null;
  alias: string;
  permittedDrivers: number[];
  style: VehicleStyle;
}

export type TrackerFormErrors = Partial<Record<'organizationId' | 'alias', string>>;

export function validateTrackerForm(v: TrackerFormValues): TrackerFormErrors {
  const errors: TrackerFormErrors = {};
  if (!v.organizationId) errors.organizationId = 'editor.organizationRequired';
  if (!v.alias.trim()) errors.alias = 'editor.aliasRequired';
  return errors;
}

// Only ROOT picks a device, and never for a tracker that already has one installed (spec 01 §6).
export function isDeviceLocked(opts: { root: boolean; installedImei: string | undefined }): boolean {
  return !opts.root || Boolean(opts.installedImei);
}

// Trackers are vehicles of category and benefit type TRACKER, on business trips (spec 03 §9).
export function createTrackerRequest(v: TrackerFormValues): CreateVehicleRequest {
  return {
    category: 'TRACKER',
    registry: '',
    displayName: v.alias.trim(),
    style: v.style,
    permittedDrivers: v.permittedDrivers,
    defaultTripType: 'BUSINESS',
    benefitType: 'TRACKER',
    permitAnyDriver: false,
    organizationId: v.organizationId ?? 0,
    isoCountryCode: 'SE',
  };
}

export function updateTrackerRequest(v: TrackerFormValues): UpdateVehicleRequest {
  return { displayName: v.alias.trim(), style: v.style, permittedDrivers: v.permittedDrivers };
}

export interface DeviceChoice {
  id: number;
  imei: string;
  deviceType: string;
  latest?: boolean;
}

export interface DeviceGroups {
  previous: DeviceChoice[];
  available: DeviceChoice[];
}

// Devices offered in the editor: the ones this tracker had before (oldest first; the last is marked latest) and every
// other free device, without repeating one in both groups.
export function groupDeviceChoices(
  previous: readonly Omit<DeviceChoice, 'latest'>[],
  available: readonly Omit<DeviceChoice, 'latest'>[],
): DeviceGroups {
  const prevIds = new Set(previous.map((d) => d.id));
  return {
    previous: previous.map((d, i) => ({ ...d, latest: i === previous.length - 1 })),
    available: available.filter((d) => !prevIds.has(d.id)).sort((a, b) => a.imei.localeCompare(b.imei)),
  };
}
