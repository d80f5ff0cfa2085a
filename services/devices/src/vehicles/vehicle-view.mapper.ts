import type { fleetV1 } from '@fleetlog/contracts';

import type { DriverView, VehicleViewEntity } from './vehicle-view.entity';

function driver(ref: fleetV1.DriverRef | undefined): DriverView | null {
  return ref && ref.id > 0 ? { id: ref.id, displayName: ref.displayName } : null;
}

/** Copies what the device list needs from fleet's Vehicle message onto the read-model row. */
export function applyVehicle(view: VehicleViewEntity, vehicle: fleetV1.Vehicle): VehicleViewEntity {
  view.id = vehicle.id;
  view.organizationId = vehicle.organizationId;
  view.registry = vehicle.registry;
  view.displayName = vehicle.displayName;
  view.benefitType = vehicle.benefitType;
  view.defaultDriver = driver(vehicle.defaultDriver);
  view.currentDriver = driver(vehicle.currentDriver);
  view.permittedDrivers = vehicle.permittedDrivers.map((ref) => ({ id: ref.id, displayName: ref.displayName }));
  view.defaultTripType = vehicle.defaultTripType;
  view.odometer = vehicle.state?.odometer ?? 0;
  view.archived = vehicle.isArchived;
  return view;
}
