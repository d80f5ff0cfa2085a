import { type authEventsV1, TOPICS } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { PLATFORM_WIDE } from '../access/scope-filter';
import { VehicleChanges } from '../vehicles/vehicle-changes';
import type { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehiclesRepository } from '../vehicles/vehicles.repository';
import { VehicleDriversRepository } from './vehicle-drivers.repository';

/** What auth's UserChanged says about a user, as far as its vehicle links are concerned. */
export interface UserState {
  deleted: boolean;
  organizationId: number;
  archived: boolean;
}

/** How one user is linked to one vehicle. */
export interface DriverLinks {
  permitted: boolean;
  isDefault: boolean;
  isCurrent: boolean;
}

export interface DroppedLinks {
  permission: boolean;
  default: boolean;
  current: boolean;
}

/**
 * Which links of the user to a vehicle its new state ends. A deleted user, or one now in another organisation than
 * the vehicle's, loses them all; an archived user is checked out but keeps its permissions (reactivation restores
 * its access).
 */
export function droppedLinks(user: UserState, vehicleOrganizationId: number, links: DriverLinks): DroppedLinks {
  const gone = user.deleted || user.organizationId !== vehicleOrganizationId;
  return {
    permission: gone && links.permitted,
    default: gone && links.isDefault,
    current: (gone || user.archived) && links.isCurrent,
  };
}

/**
 * auth.users.v1 (group fleet.auth-users): fleet owns the driver ↔ vehicle relation, so it follows users that auth
 * moves, archives or deletes. Idempotent: a replay finds the links already gone and changes (and publishes) nothing,
 * and an older version of the user than the last one applied is ignored (per-user version, claimed in the same
 * transaction). Each vehicle changed goes to fleet.vehicles.v1 through the outbox of that transaction.
 */
@Injectable()
export class UserChangedHandler {
  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly drivers: VehicleDriversRepository,
    private readonly changes: VehicleChanges,
  ) {}

  async handle(event: authEventsV1.UserChanged): Promise<void> {
    const user = event.user;
    if (!user || user.userId <= 0) return;
    const userId = user.userId;
    const state: UserState = { deleted: event.deleted, organizationId: user.organizationId, archived: user.isArchived };
    // The only name this consumer knows; the vehicles' other drivers go out with empty names (see README).
    const names = new Map([[userId, user.displayName]]);
    await this.changes.commitPlatformWide(
      async () => {
        const permittedOn = (await this.drivers.vehiclesByUser(PLATFORM_WIDE, [userId])).get(userId) ?? [];
        const linked = new Map<number, VehicleEntity>();
        for (const vehicle of await this.vehicles.withDriverRole(PLATFORM_WIDE, [userId]))
          linked.set(vehicle.id, vehicle);
        const onlyPermitted = permittedOn.filter((id) => !linked.has(id));
        for (const vehicle of await this.vehicles.findByIds(PLATFORM_WIDE, onlyPermitted))
          linked.set(vehicle.id, vehicle);

        const changed: VehicleEntity[] = [];
        for (const vehicle of linked.values()) {
          const drop = droppedLinks(state, vehicle.organizationId, {
            permitted: permittedOn.includes(vehicle.id),
            isDefault: vehicle.defaultDriverId === userId,
            isCurrent: vehicle.currentDriverId === userId,
          });
          if (drop.permission) await this.drivers.remove(vehicle, userId);
          if (drop.default) vehicle.defaultDriverId = null;
          if (drop.current) vehicle.currentDriverId = null;
          if (drop.permission || drop.default || drop.current) changed.push(vehicle);
        }
        return changed.sort((a, b) => a.id - b.id);
        // A replay of an older state of the user (auth.users.v1 is read from the beginning) must not undo newer links.
      },
      names,
      { stream: TOPICS.authUsers.name, key: String(userId), version: Number(event.version) },
    );
  }
}
