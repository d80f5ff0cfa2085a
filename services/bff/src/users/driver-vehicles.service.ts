import { Injectable, Logger } from '@nestjs/common';
import { type authV1, ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import type { CallerContext } from '../common/caller';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toUserJson } from './user.mapper';
import type { UserJson } from './user.schemas';

export interface DriverVehicleLists {
  permittedVehicles?: number[];
  defaultVehicles?: number[];
}

const EMPTY = { permittedVehicles: [], defaultVehicles: [], currentVehicle: [] };

/**
 * fleet owns the driver ↔ vehicle relation; users come from auth. This joins them for the user responses and
 * routes changes of the relation to fleet. Reads degrade: when fleet cannot answer, users are still returned,
 * with empty vehicle lists, and a warning is logged — a fleet outage must not lock people out of the app.
 */
@Injectable()
export class DriverVehiclesService {
  private readonly logger = new Logger(DriverVehiclesService.name);

  constructor(private readonly fleet: FleetGrpcClient) {}

  /** Users as API JSON with the vehicle lists from fleet, in one GetDriverVehicles call for the whole list. */
  async withVehicles(caller: CallerContext, users: authV1.User[]): Promise<UserJson[]> {
    const json = users.map(toUserJson);
    if (json.length === 0) return json;
    const byUser = await this.lookup(
      caller,
      json.map((user) => user.userId),
    );
    return json.map((user) => ({ ...user, ...(byUser.get(user.userId) ?? EMPTY) }));
  }

  async oneWithVehicles(caller: CallerContext, user: authV1.User): Promise<UserJson> {
    const [json] = await this.withVehicles(caller, [user]);
    return json;
  }

  /** Sets the lists given (absent = unchanged) and answers the user with fleet's resulting lists. */
  async assign(caller: CallerContext, user: authV1.User, lists: DriverVehicleLists): Promise<UserJson> {
    if (lists.permittedVehicles === undefined && lists.defaultVehicles === undefined) {
      return this.oneWithVehicles(caller, user);
    }
    const request = {
      userId: user.userId,
      permittedVehicles: lists.permittedVehicles && { values: lists.permittedVehicles },
      defaultVehicles: lists.defaultVehicles && { values: lists.defaultVehicles },
    };
    const result = await this.fleet.call(caller, (md) => this.fleet.vehicles.setDriverVehicles(request, md));
    return { ...toUserJson(user), ...listsOf(result) };
  }

  /**
   * Before auth creates a user: the vehicles to assign must be visible to the caller and belong to the new user's
   * organisation. Checking first means a refused assignment does not leave a created user behind (auth cannot be
   * rolled back by an ADMIN, who may not delete users).
   */
  async assertAssignable(caller: CallerContext, organizationId: number, lists: DriverVehicleLists): Promise<void> {
    const ids = [...new Set([...(lists.permittedVehicles ?? []), ...(lists.defaultVehicles ?? [])])];
    if (ids.length === 0) return;
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehiclesSimple({ showArchived: false }, md),
    );
    const known = new Map((vehicles ?? []).map((vehicle) => [vehicle.id, vehicle]));
    for (const id of ids) {
      const vehicle = known.get(id);
      if (!vehicle) throw new DomainError(ErrorCode.VEHICLE_MISSING, `vehicle ${id} not found`);
      if (vehicle.organizationId !== organizationId) {
        throw new DomainError(
          ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE,
          `vehicle ${id} belongs to another organisation`,
        );
      }
    }
  }

  private async lookup(
    caller: CallerContext,
    userIds: number[],
  ): Promise<Map<number, Pick<UserJson, 'permittedVehicles' | 'defaultVehicles' | 'currentVehicle'>>> {
    try {
      const { drivers } = await this.fleet.call(caller, (md) => this.fleet.vehicles.getDriverVehicles({ userIds }, md));
      return new Map((drivers ?? []).map((driver) => [driver.userId, listsOf(driver)]));
    } catch (error) {
      const code = error instanceof DomainError ? error.codeName : 'UNKNOWN';
      this.logger.warn(
        { err: error, code, userCount: userIds.length },
        'fleet did not answer the driver vehicles; users returned with empty vehicle lists',
      );
      return new Map();
    }
  }
}

function listsOf(
  driver: fleetV1.DriverVehicles,
): Pick<UserJson, 'permittedVehicles' | 'defaultVehicles' | 'currentVehicle'> {
  return {
    permittedVehicles: [...(driver.permittedVehicles ?? [])],
    defaultVehicles: [...(driver.defaultVehicles ?? [])],
    currentVehicle: [...(driver.currentVehicle ?? [])],
  };
}
