import type { devicesV1 } from '@fleetlog/contracts';

import type { KnownOrganization } from '@fleetlog/access';
import type { InstallationEntity } from '../installations/installation.entity';
import type { VehicleViewEntity } from '../vehicles/vehicle-view.entity';
import { classify, type DeviceFacts, lifecycleOf, tabOf, warningsOf } from './device-classification';
import type { DeviceEntity } from './device.entity';

/** A device with what the list shows beside it: its open installation and the vehicle's read model. */
export interface DeviceRow {
  device: DeviceEntity;
  installation: InstallationEntity | null;
  vehicle: VehicleViewEntity | null;
}

const ms = (date: Date | null): number => date?.getTime() ?? 0;

export function factsOf(row: DeviceRow): DeviceFacts {
  const { device } = row;
  return {
    organizationId: device.organizationId,
    retired: device.retired,
    installed: row.installation !== null,
    status:
      device.statusAt === null
        ? null
        : {
            timestampMs: ms(device.statusAt),
            serverTimestampMs: ms(device.statusServerAt),
            uplinkLoss: device.uplinkLoss,
            batteryLevel: device.latestBatteryLevel,
          },
  };
}

function installedVehicle(row: DeviceRow): devicesV1.InstalledVehicle | undefined {
  if (row.installation === null) return undefined;
  const view = row.vehicle;
  // The read model may lag behind an install by one Kafka message; the id is known from the installation itself.
  return {
    id: row.installation.vehicleId,
    registry: view?.registry ?? '',
    displayName: view?.displayName ?? '',
    benefitType: view?.benefitType ?? '',
    defaultDriver: view?.defaultDriver ?? undefined,
    currentDriver: view?.currentDriver ?? undefined,
    defaultTripType: view?.defaultTripType ?? '',
    odometer: view?.odometer ?? 0,
  };
}

export function toDeviceMessage(
  row: DeviceRow,
  organizations: ReadonlyMap<number, KnownOrganization>,
  nowMs: number,
): devicesV1.Device {
  const { device } = row;
  const facts = factsOf(row);
  const organizationId = device.organizationId;
  return {
    deviceId: device.id,
    id: device.id,
    imei: device.imei,
    iccid: device.iccid,
    phone: device.phone,
    deviceType: device.deviceType,
    firmware: device.firmware,
    configName: device.configName,
    organizationId:
      organizationId === null
        ? undefined
        : { organizationId, fullName: organizations.get(organizationId)?.fullName ?? '' },
    installedVehicle: installedVehicle(row),
    physicalInstallTimestamp: ms(device.physicalInstallAt) || ms(row.installation?.installedAt ?? null),
    physicalLocation: device.physicalLocation,
    currentInstallationLocation: device.currentInstallationLocation,
    retired: device.retired,
    isTracker: device.isTracker,
    smsControl: device.smsControl,
    dataUsed: device.dataUsed,
    timestampStartOfUse: ms(device.startOfUseAt),
    specifiedTimeOfDay: device.specifiedTimeOfDay,
    functionalAlarm: device.functionalAlarm,
    obd: device.obd,
    status:
      facts.status === null
        ? undefined
        : {
            timestampMs: facts.status.timestampMs,
            serverTimestampMs: facts.status.serverTimestampMs,
            uplinkLoss: device.uplinkLoss,
            latestBatteryLevel: device.latestBatteryLevel ?? undefined,
            latestSeenPositiveSpeed: ms(device.latestSeenPositiveSpeedAt),
          },
    carYear: device.carYear,
    model: device.model,
    voltageRange: device.voltageRange,
    imgSrc: device.imgSrc,
    lifecycle: lifecycleOf(facts),
    classification: classify(facts),
    tab: tabOf(facts, nowMs),
    warnings: warningsOf(facts, nowMs),
  };
}

/** Search of the devices screen: IMEI, ICCID, phone, registration, alias and driver names; from 2 characters. */
export function matchesSearch(row: DeviceRow, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle.length < 2) return true;
  const view = row.vehicle;
  const haystack = [
    row.device.imei,
    row.device.iccid,
    row.device.phone,
    ...(view === null || row.installation === null
      ? []
      : [
          view.registry,
          view.displayName,
          view.defaultDriver?.displayName ?? '',
          view.currentDriver?.displayName ?? '',
          ...view.permittedDrivers.map((driver) => driver.displayName),
        ]),
  ];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}
