import { Delete, Get, Inject, Patch, Post } from '@nestjs/common';
import type { authV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { BFF_CONFIG, type BffConfig } from '../config';
import { DriverVehiclesService } from './driver-vehicles.service';
import { toUserSimpleJson } from './user.mapper';
import { UserWritesService } from './user-writes.service';
import {
  type CreateUserBody,
  CreateUserBodySchema,
  type InviteUserBody,
  InviteUserBodySchema,
  type UpdateUserBody,
  UpdateUserBodySchema,
  type UserJson,
  UserSchema,
  type UserSimpleJson,
  UserSimpleSchema,
} from './user.schemas';

const USER_ID = 'User id';

/**
 * Users of the organisations the caller may act in; the auth service decides who may see and change whom. Their
 * vehicle lists (permittedVehicles, defaultVehicles, currentVehicle) come from and go to fleet.
 */
@AuthenticatedController('users', 'api', 403)
export class UsersController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    private readonly driverVehicles: DriverVehiclesService,
    private readonly writes: UserWritesService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('user')
  @Endpoint('Users of the selected organisation (archived ones with x-show-archived: true)', {
    ok: [UserSchema],
    errors: [400],
  })
  async list(@Caller() caller: CallerContext): Promise<UserJson[]> {
    const { users } = await this.grpc.call(caller, (metadata) =>
      this.grpc.users.listUsers({ showArchived: caller.showArchived }, metadata),
    );
    return this.driverVehicles.withVehicles(caller, users ?? []);
  }

  // Declared before `user/:id` so "simple" is not taken for an id.
  @Get('user/simple')
  @Endpoint('Id and name of the users of the selected organisation', { ok: [UserSimpleSchema], errors: [400] })
  async listSimple(@Caller() caller: CallerContext): Promise<UserSimpleJson[]> {
    const { users } = await this.grpc.call(caller, (metadata) =>
      this.grpc.users.listUsersSimple({ showArchived: caller.showArchived }, metadata),
    );
    return (users ?? []).map(toUserSimpleJson);
  }

  @Get('user/:id')
  @Endpoint('One user', { id: USER_ID, ok: UserSchema })
  get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.user(caller, (metadata) => this.grpc.users.getUser({ id }, metadata));
  }

  @Post('user')
  @Endpoint('Create a user in the selected organisation, optionally sending an invitation', {
    body: CreateUserBodySchema,
    created: UserSchema,
  })
  create(@ValidBody() body: CreateUserBody, @Caller() caller: CallerContext): Promise<UserJson> {
    // auth and fleet: checked before the first write, undone if fleet fails after it (UserWritesService).
    return this.writes.create(caller, body, this.config.publicUrl);
  }

  @Patch('user/:id')
  @Endpoint('Change a user; a password change needs password, oldPassword and passwordConfirmation', {
    id: USER_ID,
    body: UpdateUserBodySchema,
    ok: UserSchema,
  })
  update(@IdParam() id: number, @ValidBody() body: UpdateUserBody, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.writes.update(caller, id, body);
  }

  @Delete('user/:id')
  @Endpoint('Delete a user (ROOT)', { id: USER_ID, noContent: 'Deleted' })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.grpc.call(caller, (metadata) => this.grpc.users.deleteUser({ id }, metadata));
  }

  @Patch('user/:id/archive')
  @Endpoint('Archive a user: they can no longer log in; data remains', { id: USER_ID, ok: UserSchema })
  archive(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.user(caller, (metadata) => this.grpc.users.archiveUser({ id }, metadata));
  }

  @Patch('user/:id/activate')
  @Endpoint('Reactivate an archived user', { id: USER_ID, ok: UserSchema })
  activate(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.user(caller, (metadata) => this.grpc.users.activateUser({ id }, metadata));
  }

  @Post('invite-user')
  @Endpoint('Invite a person by e-mail (records inviteSentTsMs and mails a link)', {
    body: InviteUserBodySchema,
    ok: UserSchema,
  })
  invite(@ValidBody() body: InviteUserBody, @Caller() caller: CallerContext): Promise<UserJson> {
    const request = { email: body.email, fullName: body.fullName, linkBaseUrl: this.config.publicUrl };
    return this.user(caller, (metadata) => this.grpc.users.inviteUser(request, metadata));
  }

  /** The user an auth call answers, with their vehicle lists from fleet. */
  private async user(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<authV1.User>,
  ): Promise<UserJson> {
    return this.driverVehicles.oneWithVehicles(caller, await this.grpc.call(caller, invoke));
  }
}
