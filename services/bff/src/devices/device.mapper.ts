import { ErrorCode, devicesV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import {
  type AdminPatchDeviceBody,
  DEVICE_CLASSES,
  DEVICE_TABS,
  type DeviceJson,
  type DeviceListJson,
  type FutureDeviceJson,
  type InstallationJson,
  type ListDevicesQuery,
} from './device.schemas';

type DriverRefJson = { id: number; displayName: string };

const TAB_BY_PROTO: Record<number, DeviceJson['tab']> = {
  [devicesV1.DeviceTab.WARNINGS]: 'WARNINGS',
  [devicesV1.DeviceTab.STOCK_TAB]: 'STOCK',
  [devicesV1.DeviceTab.ON_THE_WAY]: 'ON_THE_WAY',
  [devicesV1.DeviceTab.IN_DRIVE]: 'IN_DRIVE',
  [devicesV1.DeviceTab.RETIRED_TAB]: 'RETIRED',
};
const CLASS_BY_PROTO: Record<number, DeviceJson['classification']> = {
  [devicesV1.DeviceClass.UNASSIGNED]: 'UNASSIGNED',
  [devicesV1.DeviceClass.IN_STORAGE]: 'IN_STORAGE',
  [devicesV1.DeviceClass.INSTALLED_ACTIVE]: 'INSTALLED_ACTIVE',
  [devicesV1.DeviceClass.RETIRED_CLASS]: 'RETIRED',
};
const LIFECYCLE_BY_PROTO: Record<number, DeviceJson['lifecycle']> = {
  [devicesV1.DeviceLifecycle.STOCK]: 'STOCK',
  [devicesV1.DeviceLifecycle.INSTALLED]: 'INSTALLED',
  [devicesV1.DeviceLifecycle.RETIRED]: 'RETIRED',
};

export function toDeviceTab(tab: (typeof DEVICE_TABS)[number] | undefined): devicesV1.DeviceTab {
  if (tab === undefined) return devicesV1.DeviceTab.DEVICE_TAB_UNSPECIFIED;
  const entry = Object.entries(TAB_BY_PROTO).find(([, name]) => name === tab);
  return Number(entry?.[0] ?? 0) as devicesV1.DeviceTab;
}

/** A device list's query as the devices service takes it (the caller's list and the superadmins' alike). */
export function toListDevicesRequest(query: ListDevicesQuery): devicesV1.ListDevicesRequest {
  return { search: query.search ?? '', organizationIds: query.organizationIds ?? [], tab: toDeviceTab(query.tab) };
}

/**
 * Proto → API JSON in the shape of spec 03 §3 Device (`functional.alarm`, `installedVehicle.state.odometer`);
 * enums travel as names. Derived fields the service did not set fall back to what the record says.
 */
export function toDeviceJson(device: devicesV1.Device): DeviceJson {
  const vehicle = device.installedVehicle;
  const status = device.status;
  return {
    deviceId: device.deviceId,
    id: device.id || device.deviceId,
    imei: device.imei,
    iccid: device.iccid,
    phone: device.phone,
    deviceType: device.deviceType,
    firmware: device.firmware,
    configName: device.configName,
    organizationId: device.organizationId
      ? { organizationId: device.organizationId.organizationId, fullName: device.organizationId.fullName }
      : null,
    installedVehicle: vehicle
      ? {
          id: vehicle.id,
          registry: vehicle.registry,
          displayName: vehicle.displayName,
          benefitType: vehicle.benefitType,
          defaultDriver: toDriverRef(vehicle.defaultDriver),
          currentDriver: toDriverRef(vehicle.currentDriver),
          defaultTripType: vehicle.defaultTripType,
          state: { odometer: vehicle.odometer },
        }
      : null,
    physicalInstallTimestamp: device.physicalInstallTimestamp,
    physicalLocation: device.physicalLocation,
    currentInstallationLocation: device.currentInstallationLocation,
    retired: device.retired,
    isTracker: device.isTracker,
    smsControl: device.smsControl,
    dataUsed: device.dataUsed,
    timestampStartOfUse: device.timestampStartOfUse,
    specifiedTimeOfDay: device.specifiedTimeOfDay,
    functional: { alarm: device.functionalAlarm },
    obd: device.obd,
    status: status
      ? {
          timestampMs: status.timestampMs,
          serverTimestampMs: status.serverTimestampMs,
          uplinkLoss: status.uplinkLoss,
          latestBatteryLevel: status.latestBatteryLevel ?? null,
          latestSeenPositiveSpeed: status.latestSeenPositiveSpeed,
        }
      : null,
    carYear: device.carYear,
    model: device.model,
    voltageRange: device.voltageRange,
    imgSrc: device.imgSrc,
    lifecycle: LIFECYCLE_BY_PROTO[device.lifecycle] ?? (device.retired ? 'RETIRED' : vehicle ? 'INSTALLED' : 'STOCK'),
    classification: CLASS_BY_PROTO[device.classification] ?? fallbackClass(device),
    tab: TAB_BY_PROTO[device.tab] ?? 'STOCK',
    warnings: [...(device.warnings ?? [])],
  };
}

export function toDeviceListJson(list: devicesV1.Devices): DeviceListJson {
  const counts = list.counts;
  return {
    devices: (list.devices ?? []).map(toDeviceJson),
    counts: {
      warnings: counts?.warnings ?? 0,
      stock: counts?.stock ?? 0,
      onTheWay: counts?.onTheWay ?? 0,
      inDrive: counts?.inDrive ?? 0,
      retired: counts?.retired ?? 0,
    },
  };
}

export function toInstallationJson(installation: devicesV1.Installation): InstallationJson {
  return {
    installationId: installation.installationId,
    deviceId: installation.deviceId,
    imei: installation.imei,
    vehicleId: installation.vehicleId,
    organizationId: installation.organizationId,
    installedTsMs: installation.installedTsMs,
    removedTsMs: installation.removedTsMs,
    removalReason: installation.removalReason,
  };
}

export function toFutureDeviceJson(plan: devicesV1.FutureDevice): FutureDeviceJson {
  return { vehicleId: plan.vehicleId, deviceId: plan.deviceId, imei: plan.imei, plannedTsMs: plan.plannedTsMs };
}

/** The one change a PATCH /admin/devices/{id} body asks for; each maps to one devices RPC. */
export type AdminDevicePatch =
  | { kind: 'organization'; request: devicesV1.ChangeDeviceOrganizationRequest }
  | { kind: 'retire' | 'unretire'; id: number }
  | { kind: 'smsControl'; request: devicesV1.SmsControlRequest }
  | { kind: 'install'; request: devicesV1.InstallDeviceRequest }
  | { kind: 'uninstall'; id: number }
  | { kind: 'update'; request: devicesV1.UpdateDeviceRequest };

const GENERAL_FIELDS = [
  'iccid',
  'phone',
  'deviceType',
  'physicalLocation',
  'firmware',
  'configName',
  'specifiedTimeOfDay',
  'obd',
] as const;

/**
 * Spec 03 §7 lets one PATCH carry an organisation change, retire/un-retire, the SMS history, an installed vehicle
 * or general fields. Each has its own rules and events in the devices service, so one request asks for one kind
 * of change; mixing them would leave the client unsure which part failed.
 */
export function toAdminDevicePatch(deviceId: number, body: AdminPatchDeviceBody): AdminDevicePatch {
  const general = GENERAL_FIELDS.filter((field) => body[field] !== undefined);
  const kinds = [
    body.organizationId !== undefined && 'organizationId',
    body.retired !== undefined && 'retired',
    body.smsControl !== undefined && 'smsControl',
    body.installedVehicle !== undefined && 'installedVehicle',
    general.length > 0 && 'device fields',
  ].filter((kind): kind is string => typeof kind === 'string');
  if (kinds.length === 0) throw new DomainError(ErrorCode.MISSING_FIELDS, 'Missing fields: nothing to change');
  if (kinds.length > 1) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `One kind of change per request, got: ${kinds.join(', ')}`);
  }
  if (body.familyWarningAcknowledged !== undefined && body.organizationId === undefined) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'familyWarningAcknowledged belongs to an organisation change');
  }
  if (body.organizationId !== undefined) {
    return {
      kind: 'organization',
      request: {
        deviceId,
        organizationId: body.organizationId,
        familyWarningAcknowledged: body.familyWarningAcknowledged ?? false,
      },
    };
  }
  if (body.retired !== undefined) return { kind: body.retired ? 'retire' : 'unretire', id: deviceId };
  if (body.smsControl !== undefined) {
    return {
      kind: 'smsControl',
      request: { deviceId, history: body.smsControl.history, historyCheckFailed: body.smsControl.historyCheckFailed },
    };
  }
  if (body.installedVehicle !== undefined) {
    return body.installedVehicle === null
      ? { kind: 'uninstall', id: deviceId }
      : { kind: 'install', request: { deviceId, vehicleId: body.installedVehicle.id } };
  }
  return {
    kind: 'update',
    request: {
      deviceId,
      iccid: body.iccid,
      phone: body.phone,
      deviceType: body.deviceType,
      physicalLocation: body.physicalLocation,
      firmware: body.firmware,
      configName: body.configName,
      specifiedTimeOfDay: body.specifiedTimeOfDay,
      obd: body.obd,
    },
  };
}

function toDriverRef(driver: devicesV1.DriverRef | null | undefined): DriverRefJson | null {
  return driver ? { id: driver.id, displayName: driver.displayName } : null;
}

// Spec 01 §4.2, for a service that left the classification unspecified.
function fallbackClass(device: devicesV1.Device): (typeof DEVICE_CLASSES)[number] {
  if (device.retired) return 'RETIRED';
  if (!device.organizationId) return 'UNASSIGNED';
  return device.status ? 'INSTALLED_ACTIVE' : 'IN_STORAGE';
}
