import type { fleetV1 } from '@fleetlog/contracts';
import { Injectable, Logger } from '@nestjs/common';

import { AuthDirectory } from '../access/auth-directory';
import type { Caller } from '../access/caller';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { OdometerCalibrationsRepository } from '../odometer/odometer-calibrations.repository';
import { vehicleFacts, toVehicleMessage } from './vehicle.mapper';
import { vehiclePermission } from './vehicle-permissions';
import type { VehicleEntity } from './vehicle.entity';

/** Assembles full Vehicle messages: drivers with names (from auth), the current device, the latest calibration. */
@Injectable()
export class VehicleViews {
  private readonly logger = new Logger(VehicleViews.name);

  constructor(
    private readonly drivers: VehicleDriversRepository,
    private readonly installations: InstallationsRepository,
    private readonly calibrations: OdometerCalibrationsRepository,
    private readonly directory: AuthDirectory,
  ) {}

  async build(caller: Caller, vehicles: readonly VehicleEntity[]): Promise<fleetV1.Vehicle[]> {
    const ids = vehicles.map((vehicle) => vehicle.id);
    const [permitted, current, latest, names] = await Promise.all([
      this.drivers.permittedByVehicle(caller.scope, ids),
      this.installations.currentByVehicle(vehicles),
      this.calibrations.latestByVehicle(caller.scope, ids),
      this.namesFor(caller, vehicles),
    ]);
    return vehicles.map((vehicle) => {
      const permittedDriverIds = permitted.get(vehicle.id) ?? [];
      return toVehicleMessage(vehicle, {
        permittedDriverIds,
        names,
        installation: current.get(vehicle.id),
        latestCalibration: latest.get(vehicle.id),
        canToggleDefaultTripType:
          vehiclePermission(caller.principal, 'TOGGLE_TRIP_TYPE', vehicleFacts(vehicle, permittedDriverIds)) === null,
      });
    });
  }

  async buildOne(caller: Caller, vehicle: VehicleEntity): Promise<fleetV1.Vehicle> {
    return (await this.build(caller, [vehicle]))[0];
  }

  /**
   * Driver names of the vehicles' organisations, as the caller may see them. Names are decoration: when auth cannot
   * list an organisation's users for this caller, the ids are still returned (with empty names).
   */
  private async namesFor(caller: Caller, vehicles: readonly VehicleEntity[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    const withDrivers = vehicles.filter(
      (vehicle) => vehicle.defaultDriverId !== null || vehicle.currentDriverId !== null || !vehicle.permitAnyDriver,
    );
    const organizationIds = [...new Set(withDrivers.map((vehicle) => vehicle.organizationId))];
    await Promise.all(
      organizationIds.map(async (organizationId) => {
        try {
          for (const user of await this.directory.usersOf(caller.principal.token, organizationId)) {
            names.set(user.userId, user.displayName);
          }
        } catch (err) {
          this.logger.debug({ err, organizationId, msg: 'driver names unavailable' });
        }
      }),
    );
    return names;
  }
}
