import type { fleetV1 } from '@fleetlog/contracts';
import { Injectable, Logger } from '@nestjs/common';

import { AuthDirectory } from '../access/auth-directory';
import type { Caller } from '../access/caller';
import { type VehicleRecord, vehicleFacts, toVehicleMessage } from './vehicle.mapper';
import { type VehicleFacts, vehiclePermission } from './vehicle-permissions';
import { type VehicleViewExtras, type VehicleViewRecord, VehiclesRepository } from './vehicles.repository';

/** Assembles full Vehicle messages: drivers with names (from auth), the current device, the latest calibration. */
@Injectable()
export class VehicleViews {
  private readonly logger = new Logger(VehicleViews.name);

  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly directory: AuthDirectory,
  ) {}

  async build(caller: Caller, vehicles: readonly VehicleRecord[]): Promise<fleetV1.Vehicle[]> {
    return this.assemble(vehicles, this.namesFor(caller, vehicles), this.toggleRule(caller));
  }

  /** Views of rows that carry their extras already (the list path's single query). */
  async buildRecords(caller: Caller, records: readonly VehicleViewRecord[]): Promise<fleetV1.Vehicle[]> {
    const extras = new Map(records.map((record) => [record.id, record]));
    return this.compose(records, extras, await this.namesFor(caller, records), this.toggleRule(caller));
  }

  private toggleRule(caller: Caller): (facts: VehicleFacts) => boolean {
    return (facts) => vehiclePermission(caller.principal, 'TOGGLE_TRIP_TYPE', facts) === null;
  }

  /**
   * For writes no caller made (the consumers): every organisation, the driver names the writer knows (fleet holds no
   * credential of its own to ask auth for the others), nothing that describes a caller.
   */
  buildPlatformWide(
    vehicles: readonly VehicleRecord[],
    names: ReadonlyMap<number, string>,
  ): Promise<fleetV1.Vehicle[]> {
    return this.assemble(vehicles, Promise.resolve(names), () => false);
  }

  // The vehicles given are already scoped (loaded for the caller, or platform-wide work), so their extras are too.
  private async assemble(
    vehicles: readonly VehicleRecord[],
    // Asked for alongside the query (auth's answer and the database's are independent).
    names: Promise<ReadonlyMap<number, string>>,
    canToggleDefaultTripType: (facts: VehicleFacts) => boolean,
  ): Promise<fleetV1.Vehicle[]> {
    const [extras, driverNames] = await Promise.all([
      this.vehicles.viewExtras(vehicles.map((vehicle) => vehicle.id)),
      names,
    ]);
    return this.compose(vehicles, extras, driverNames, canToggleDefaultTripType);
  }

  private compose(
    vehicles: readonly VehicleRecord[],
    extras: ReadonlyMap<number, VehicleViewExtras>,
    names: ReadonlyMap<number, string>,
    canToggleDefaultTripType: (facts: VehicleFacts) => boolean,
  ): fleetV1.Vehicle[] {
    return vehicles.map((vehicle) => {
      const extra = extras.get(vehicle.id);
      const permittedDriverIds = extra?.permittedDriverIds ?? [];
      return toVehicleMessage(vehicle, {
        permittedDriverIds,
        names,
        installation: extra?.installation,
        latestCalibration: extra?.latestCalibration,
        canToggleDefaultTripType: canToggleDefaultTripType(vehicleFacts(vehicle, permittedDriverIds)),
      });
    });
  }

  async buildOne(caller: Caller, vehicle: VehicleRecord): Promise<fleetV1.Vehicle> {
    return (await this.build(caller, [vehicle]))[0];
  }

  /**
   * Driver names of the vehicles' organisations, as the caller may see them. Names are decoration: when auth cannot
   * list an organisation's users for this caller, the ids are still returned (with empty names).
   */
  private async namesFor(caller: Caller, vehicles: readonly VehicleRecord[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    const withDrivers = vehicles.filter(
      (vehicle) => vehicle.defaultDriverId !== null || vehicle.currentDriverId !== null || !vehicle.permitAnyDriver,
    );
    const organizationIds = [...new Set(withDrivers.map((vehicle) => vehicle.organizationId))];
    await Promise.all(
      organizationIds.map(async (organizationId) => {
        try {
          for (const user of this.directory.usersOf(caller, organizationId)) {
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
