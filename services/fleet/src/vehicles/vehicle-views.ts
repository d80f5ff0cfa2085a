import type { fleetV1 } from '@fleetlog/contracts';
import type { OrgScope } from '@fleetlog/security';
import { Injectable, Logger } from '@nestjs/common';

import { AuthDirectory } from '../access/auth-directory';
import type { Caller } from '../access/caller';
import { PLATFORM_WIDE } from '../access/scope-filter';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { OdometerCalibrationsRepository } from '../odometer/odometer-calibrations.repository';
import { vehicleFacts, toVehicleMessage } from './vehicle.mapper';
import { type VehicleFacts, vehiclePermission } from './vehicle-permissions';
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
    return this.assemble(
      caller.scope,
      vehicles,
      this.namesFor(caller, vehicles),
      (facts) => vehiclePermission(caller.principal, 'TOGGLE_TRIP_TYPE', facts) === null,
    );
  }

  /**
   * For writes no caller made (the consumers): every organisation, the driver names the writer knows (fleet holds no
   * credential of its own to ask auth for the others), nothing that describes a caller.
   */
  buildPlatformWide(
    vehicles: readonly VehicleEntity[],
    names: ReadonlyMap<number, string>,
  ): Promise<fleetV1.Vehicle[]> {
    return this.assemble(PLATFORM_WIDE, vehicles, Promise.resolve(names), () => false);
  }

  private async assemble(
    scope: OrgScope,
    vehicles: readonly VehicleEntity[],
    // Asked for alongside the queries (auth's answer and the database's are independent).
    names: Promise<ReadonlyMap<number, string>>,
    canToggleDefaultTripType: (facts: VehicleFacts) => boolean,
  ): Promise<fleetV1.Vehicle[]> {
    const ids = vehicles.map((vehicle) => vehicle.id);
    const [permitted, current, latest, driverNames] = await Promise.all([
      this.drivers.permittedByVehicle(scope, ids),
      this.installations.currentByVehicle(vehicles),
      this.calibrations.latestByVehicle(scope, ids),
      names,
    ]);
    return vehicles.map((vehicle) => {
      const permittedDriverIds = permitted.get(vehicle.id) ?? [];
      return toVehicleMessage(vehicle, {
        permittedDriverIds,
        names: driverNames,
        installation: current.get(vehicle.id),
        latestCalibration: latest.get(vehicle.id),
        canToggleDefaultTripType: canToggleDefaultTripType(vehicleFacts(vehicle, permittedDriverIds)),
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
