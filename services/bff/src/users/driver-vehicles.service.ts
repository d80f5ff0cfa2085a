import { Injectable, Logger } from '@nestjs/common';
import { type authV1, ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';

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
   * Before auth creates or changes a user: every rule fleet's SetDriverVehicles applies, checked with reads, so a
   * refused assignment leaves no created user and no changed name behind (auth cannot be rolled back by an ADMIN,
   * who may not delete users). Only ADMIN and superadmins manage drivers; the vehicles must be visible to the caller
   * and in the user's organisation; a default vehicle must be permitted (in the new list, or else the user's
   * current one) or open to every driver. `userId` is absent for a user not created yet.
   */
  async assertAssignable(
    caller: CallerContext,
    organizationId: number,
    lists: DriverVehicleLists,
    userId?: number,
  ): Promise<void> {
    if (lists.permittedVehicles === undefined && lists.defaultVehicles === undefined) return;
    if (!isAdmin(caller.principal)) throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
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
    await this.assertDefaultsPermitted(caller, lists, userId);
  }

  private async assertDefaultsPermitted(
    caller: CallerContext,
    lists: DriverVehicleLists,
    userId: number | undefined,
  ): Promise<void> {
    const defaults = lists.defaultVehicles ?? [];
    if (defaults.length === 0) return;
    const permitted =
      lists.permittedVehicles ??
      (userId === undefined ? [] : ((await this.lookup(caller, [userId], true)).get(userId)?.permittedVehicles ?? []));
    for (const id of defaults.filter((candidate) => !permitted.includes(candidate))) {
      // Pool vehicles (and those open to any driver) keep no list: anyone may have them as default.
      const vehicle = await this.fleet.call(caller, (md) => this.fleet.vehicles.getVehicle({ id }, md));
      if (!vehicle.permitAnyDriver && vehicle.benefitType !== 'POOL') {
        throw new DomainError(ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE, `user is not permitted on vehicle ${id}`);
      }
    }
  }

  /** The lists by user; `strict` for checks before a write, where a fleet failure must fail the request. */
  private async lookup(
    caller: CallerContext,
    userIds: number[],
    strict = false,
  ): Promise<Map<number, Pick<UserJson, 'permittedVehicles' | 'defaultVehicles' | 'currentVehicle'>>> {
    try {
      const { drivers } = await this.fleet.call(caller, (md) => this.fleet.vehicles.getDriverVehicles({ userIds }, md));
      return new Map((drivers ?? []).map((driver) => [driver.userId, listsOf(driver)]));
    } catch (error) {
      if (strict) throw error;
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
