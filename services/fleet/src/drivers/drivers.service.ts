import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { AuthDirectory } from '../access/auth-directory';
import type { Caller } from '../access/caller';
import { VehicleAccess } from '../vehicles/vehicle-access';
import { VehicleChanges } from '../vehicles/vehicle-changes';
import { assertVehiclePermission, isPermittedDriver } from '../vehicles/vehicle-permissions';
import type { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehiclesRepository } from '../vehicles/vehicles.repository';
import { DriverDirectory } from './driver-directory';
import { VehicleDriversRepository } from './vehicle-drivers.repository';

const isPool = (vehicle: VehicleEntity) => vehicle.permitAnyDriver || vehicle.benefitType === 'POOL';

/** The vehicle ↔ driver relation: check-in/out and the user-side lists (permitted, default, current). */
@Injectable()
export class DriversService {
  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly drivers: VehicleDriversRepository,
    private readonly access: VehicleAccess,
    private readonly changes: VehicleChanges,
    private readonly directory: DriverDirectory,
    private readonly auth: AuthDirectory,
  ) {}

  /** Check-in (userId = a permitted driver) and check-out (no userId). Drivers only ever check themselves. */
  async setCurrentDriver(caller: Caller, request: fleetV1.SetCurrentDriverRequest): Promise<fleetV1.Vehicle> {
    const loaded = await this.access.load(caller, request.id);
    const { vehicle, facts } = loaded;
    const userId = request.userId || null;
    if (userId === null) {
      assertVehiclePermission(caller.principal, 'CHECK_OUT', facts);
    } else if (userId === caller.principal.userId) {
      assertVehiclePermission(caller.principal, 'CHECK_IN_SELF', facts);
    } else {
      assertVehiclePermission(caller.principal, 'SET_CURRENT_DRIVER_OTHER', facts);
      await this.directory.assertUsersOfOrganization(caller, vehicle.organizationId, [userId]);
      if (vehicle.archived || !isPermittedDriver({ userId, organizationId: vehicle.organizationId }, facts)) {
        throw new DomainError(ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE, 'driver not permitted for vehicle');
      }
    }
    return this.changes.commitOne(caller, async () => {
      vehicle.currentDriverId = userId;
      return vehicle;
    });
  }

  /** The vehicle lists of users, restricted to vehicles in the caller's scope. A driver asks for itself only. */
  async getDriverVehicles(caller: Caller, request: fleetV1.DriverVehiclesRequest): Promise<fleetV1.DriverVehiclesList> {
    const userIds = [...new Set(request.userIds ?? [])];
    if (!isAdmin(caller.principal) && userIds.some((id) => id !== caller.principal.userId)) {
      throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
    }
    return { drivers: await this.listsOf(caller, userIds) };
  }

  /**
   * Replaces a user's permitted and/or default vehicles (ADMIN+). Vehicles must be in the user's organisation;
   * pool vehicles are open to all and never stored; a default vehicle must be permitted (or pool). Removing a
   * permission also ends being the default or current driver of that vehicle.
   */
  async setDriverVehicles(caller: Caller, request: fleetV1.SetDriverVehiclesRequest): Promise<fleetV1.DriverVehicles> {
    assertVehiclePermission(caller.principal, 'MANAGE_DRIVERS');
    const user = await this.auth.getUser(caller, request.userId);
    const permittedIds = request.permittedVehicles ? [...new Set(request.permittedVehicles.values ?? [])] : undefined;
    const defaultIds = request.defaultVehicles ? [...new Set(request.defaultVehicles.values ?? [])] : undefined;
    const named = await this.loadAll(caller, [...(permittedIds ?? []), ...(defaultIds ?? [])]);
    for (const vehicle of named.values()) {
      if (vehicle.organizationId !== user.organizationId) {
        throw new DomainError(
          ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE,
          `vehicle ${vehicle.id} is in another organization`,
          {
            vehicleId: String(vehicle.id),
          },
        );
      }
    }
    const userId = user.userId;

    await this.changes.commit(caller, async () => {
      const changed = new Map<number, VehicleEntity>();
      const currentPermitted = (await this.drivers.vehiclesByUser(caller.scope, [userId])).get(userId) ?? [];
      let permitted = currentPermitted;
      if (permittedIds) {
        permitted = permittedIds.filter((id) => !isPool(named.get(id) as VehicleEntity));
        const removed = await this.vehicles.findByIds(
          caller.scope,
          currentPermitted.filter((id) => !permitted.includes(id)),
        );
        for (const vehicle of removed) {
          await this.drivers.remove(vehicle, userId);
          if (vehicle.defaultDriverId === userId) vehicle.defaultDriverId = null;
          if (vehicle.currentDriverId === userId) vehicle.currentDriverId = null;
          changed.set(vehicle.id, vehicle);
        }
        for (const id of permitted.filter((candidate) => !currentPermitted.includes(candidate))) {
          const vehicle = named.get(id) as VehicleEntity;
          this.drivers.add(vehicle, userId);
          changed.set(id, vehicle);
        }
      }
      if (defaultIds) {
        for (const id of defaultIds) {
          const vehicle = named.get(id) as VehicleEntity;
          if (!isPool(vehicle) && !permitted.includes(id)) {
            throw new DomainError(
              ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE,
              `user is not permitted on vehicle ${id}`,
              {
                vehicleId: String(id),
              },
            );
          }
          if (vehicle.defaultDriverId !== userId) {
            vehicle.defaultDriverId = userId;
            changed.set(id, vehicle);
          }
        }
        for (const vehicle of await this.vehicles.withDriverRole(caller.scope, [userId])) {
          if (vehicle.defaultDriverId === userId && !defaultIds.includes(vehicle.id)) {
            vehicle.defaultDriverId = null;
            changed.set(vehicle.id, changed.get(vehicle.id) ?? vehicle);
          }
        }
      }
      return [...changed.values()];
    });
    return (await this.listsOf(caller, [userId]))[0];
  }

  private async listsOf(caller: Caller, userIds: number[]): Promise<fleetV1.DriverVehicles[]> {
    const [permitted, withRole] = await Promise.all([
      this.drivers.vehiclesByUser(caller.scope, userIds),
      this.vehicles.withDriverRole(caller.scope, userIds),
    ]);
    return userIds.map((userId) => ({
      userId,
      permittedVehicles: permitted.get(userId) ?? [],
      defaultVehicles: withRole.filter((vehicle) => vehicle.defaultDriverId === userId).map((vehicle) => vehicle.id),
      currentVehicle: withRole.filter((vehicle) => vehicle.currentDriverId === userId).map((vehicle) => vehicle.id),
    }));
  }

  private async loadAll(caller: Caller, ids: number[]): Promise<Map<number, VehicleEntity>> {
    const result = new Map<number, VehicleEntity>();
    for (const id of new Set(ids)) {
      const loaded = await this.access.load(caller, id);
      result.set(id, loaded.vehicle);
    }
    return result;
  }
}
