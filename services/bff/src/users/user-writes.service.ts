import { Injectable, Logger } from '@nestjs/common';
import type { authV1 } from '@fleetlog/contracts';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import type { CallerContext } from '../common/caller';
import { DriverVehiclesService } from './driver-vehicles.service';
import { toCreateUserRequest, toUpdateUserRequest } from './user.mapper';
import type { CreateUserBody, UpdateUserBody, UserJson } from './user.schemas';

/**
 * The user writes that touch two services: auth holds the user, fleet the vehicle lists, and they share no
 * transaction. A request that fails must change nothing (issue 6, finding 2), so everything fleet would refuse is
 * checked with reads before auth writes; if fleet still fails afterwards (an outage, a race), auth's change is
 * undone: a created user is deleted (archived when the caller may not delete), changed fields are set back.
 */
@Injectable()
export class UserWritesService {
  private readonly logger = new Logger(UserWritesService.name);

  constructor(
    private readonly auth: AuthGrpcClient,
    private readonly driverVehicles: DriverVehiclesService,
  ) {}

  async create(caller: CallerContext, body: CreateUserBody, linkBaseUrl: string): Promise<UserJson> {
    // A new user has no relation in fleet yet: empty lists are nothing to write (and need no fleet).
    const lists = {
      permittedVehicles: body.permittedVehicles.length > 0 ? body.permittedVehicles : undefined,
      defaultVehicles: body.defaultVehicles.length > 0 ? body.defaultVehicles : undefined,
    };
    // The new user joins the selected organisation (auth's rule), so that is where the vehicles must be.
    await this.driverVehicles.assertAssignable(caller, caller.organizationId ?? caller.principal.organizationId, lists);
    const request = toCreateUserRequest(body, linkBaseUrl);
    const user = await this.auth.call(caller, (md) => this.auth.users.createUser(request, md));
    try {
      return await this.driverVehicles.assign(caller, user, lists);
    } catch (error) {
      await this.undo(`created user ${user.userId}`, error, () => this.removeUser(caller, user.userId));
      throw error;
    }
  }

  async update(caller: CallerContext, id: number, body: UpdateUserBody): Promise<UserJson> {
    const request = toUpdateUserRequest(id, body);
    const lists = { permittedVehicles: body.permittedVehicles, defaultVehicles: body.defaultVehicles };
    if (lists.permittedVehicles === undefined && lists.defaultVehicles === undefined) {
      const user = await this.auth.call(caller, (md) => this.auth.users.updateUser(request, md));
      return this.driverVehicles.oneWithVehicles(caller, user);
    }
    // auth's read first: it decides whether the caller may see this user at all, and knows the organisation.
    const before = await this.auth.call(caller, (md) => this.auth.users.getUser({ id }, md));
    await this.driverVehicles.assertAssignable(caller, body.organizationId ?? before.organizationId, lists, id);
    const user = await this.auth.call(caller, (md) => this.auth.users.updateUser(request, md));
    try {
      return await this.driverVehicles.assign(caller, user, lists);
    } catch (error) {
      await this.undo(`changed fields of user ${id}`, error, async () => {
        const restore = toRestoreUserRequest(before, body);
        await this.auth.call(caller, (md) => this.auth.users.updateUser(restore, md));
        // Some changes cannot be set back through UpdateUser; say so in the log rather than pretend.
        const added = Object.keys(body.settings ?? {}).filter((key) => !(key in before.settings));
        if (added.length > 0) throw new Error(`settings added by the request stay: ${added.join(', ')}`);
        if (body.password !== undefined) throw new Error('the password change cannot be undone (auth keeps a hash)');
      });
      throw error;
    }
  }

  private async removeUser(caller: CallerContext, userId: number): Promise<void> {
    try {
      await this.auth.call(caller, (md) => this.auth.users.deleteUser({ id: userId }, md));
    } catch {
      // Deleting is ROOT's alone; an ADMIN's leftover is archived, which keeps it from logging in.
      await this.auth.call(caller, (md) => this.auth.users.archiveUser({ id: userId }, md));
    }
  }

  private async undo(what: string, cause: unknown, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      // Nothing more can be done automatically; the log says exactly what was left behind.
      this.logger.error({ err: error, cause, leftBehind: what }, `a user write failed and ${what} could not be undone`);
    }
  }
}

/** An UpdateUser request that sets every field the body changed back to its value in `before`. */
export function toRestoreUserRequest(before: authV1.User, body: UpdateUserBody): authV1.UpdateUserRequest {
  const changed = (field: keyof UpdateUserBody) => body[field] !== undefined;
  return {
    userId: before.userId,
    displayName: changed('displayName') ? before.displayName : undefined,
    displayEmail: changed('displayEmail') ? before.displayEmail : undefined,
    phone: changed('phone') ? before.phone : undefined,
    roles: changed('roles') ? { values: before.roles } : undefined,
    purposes: changed('purposes') ? { values: before.purposes } : undefined,
    mapType: changed('mapType') ? before.mapType : undefined,
    hasApprovedGdpr: changed('hasApprovedGdpr') ? before.hasApprovedGdpr : undefined,
    organizationId: changed('organizationId') ? before.organizationId : undefined,
    kontekEmployeeNumber: changed('kontekEmployeeNumber') ? before.kontekEmployeeNumber : undefined,
    kontekEmployeeKey: changed('kontekEmployeeKey') ? before.kontekEmployeeKey : undefined,
    ibuttonId: changed('ibuttonId') ? (before.ibuttonId ?? '') : undefined,
    settings: changed('settings') ? { values: before.settings } : undefined,
  };
}
