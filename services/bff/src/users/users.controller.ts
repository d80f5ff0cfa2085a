import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import {
  ApiAuthenticated,
  ApiErrors,
  ApiJsonArrayResponse,
  ApiJsonBody,
  ApiJsonResponse,
  ApiNoContent,
} from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
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

/**
 * Users of the organisations the caller may act in; the auth service decides who may see and change whom. Their
 * vehicle lists (permittedVehicles, defaultVehicles, currentVehicle) come from and go to fleet.
 */
@ApiTags('users')
@ApiAuthenticated()
@Controller('api')
export class UsersController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    private readonly driverVehicles: DriverVehiclesService,
    private readonly writes: UserWritesService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('user')
  @ApiOperation({ summary: 'Users of the selected organisation (archived ones with x-show-archived: true)' })
  @ApiJsonArrayResponse(UserSchema)
  @ApiErrors(400, 403)
  async list(@Caller() caller: CallerContext): Promise<UserJson[]> {
    const { users } = await this.grpc.call(caller, (metadata) =>
      this.grpc.users.listUsers({ showArchived: caller.showArchived }, metadata),
    );
    return this.driverVehicles.withVehicles(caller, users ?? []);
  }

  // Declared before `user/:id` so "simple" is not taken for an id.
  @Get('user/simple')
  @ApiOperation({ summary: 'Id and name of the users of the selected organisation' })
  @ApiJsonArrayResponse(UserSimpleSchema)
  @ApiErrors(400, 403)
  async listSimple(@Caller() caller: CallerContext): Promise<UserSimpleJson[]> {
    const { users } = await this.grpc.call(caller, (metadata) =>
      this.grpc.users.listUsersSimple({ showArchived: caller.showArchived }, metadata),
    );
    return (users ?? []).map(toUserSimpleJson);
  }

  @Get('user/:id')
  @ApiOperation({ summary: 'One user' })
  @ApiIdParam('User id')
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 403, 404)
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    const user = await this.grpc.call(caller, (metadata) => this.grpc.users.getUser({ id }, metadata));
    return this.driverVehicles.oneWithVehicles(caller, user);
  }

  @Post('user')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a user in the selected organisation, optionally sending an invitation' })
  @ApiJsonBody(CreateUserBodySchema)
  @ApiJsonResponse(UserSchema, 201, 'Created')
  @ApiErrors(400, 403, 415)
  async create(
    @Body(new ZodValidationPipe(CreateUserBodySchema)) body: CreateUserBody,
    @Caller() caller: CallerContext,
  ): Promise<UserJson> {
    // auth and fleet: checked before the first write, undone if fleet fails after it (UserWritesService).
    return this.writes.create(caller, body, this.config.publicUrl);
  }

  @Patch('user/:id')
  @ApiOperation({ summary: 'Change a user; a password change needs password, oldPassword and passwordConfirmation' })
  @ApiIdParam('User id')
  @ApiJsonBody(UpdateUserBodySchema)
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 403, 404, 415)
  async update(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(UpdateUserBodySchema)) body: UpdateUserBody,
    @Caller() caller: CallerContext,
  ): Promise<UserJson> {
    return this.writes.update(caller, id, body);
  }

  @Delete('user/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user (ROOT)' })
  @ApiIdParam('User id')
  @ApiNoContent('Deleted')
  @ApiErrors(400, 403, 404)
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.grpc.call(caller, (metadata) => this.grpc.users.deleteUser({ id }, metadata));
  }

  @Patch('user/:id/archive')
  @ApiOperation({ summary: 'Archive a user: they can no longer log in; data remains' })
  @ApiIdParam('User id')
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 403, 404)
  async archive(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    const user = await this.grpc.call(caller, (metadata) => this.grpc.users.archiveUser({ id }, metadata));
    return this.driverVehicles.oneWithVehicles(caller, user);
  }

  @Patch('user/:id/activate')
  @ApiOperation({ summary: 'Reactivate an archived user' })
  @ApiIdParam('User id')
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 403, 404)
  async activate(@IdParam() id: number, @Caller() caller: CallerContext): Promise<UserJson> {
    const user = await this.grpc.call(caller, (metadata) => this.grpc.users.activateUser({ id }, metadata));
    return this.driverVehicles.oneWithVehicles(caller, user);
  }

  @Post('invite-user')
  @HttpCode(200)
  @ApiOperation({ summary: 'Invite a person by e-mail (records inviteSentTsMs and mails a link)' })
  @ApiJsonBody(InviteUserBodySchema)
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 403, 415)
  async invite(
    @Body(new ZodValidationPipe(InviteUserBodySchema)) body: InviteUserBody,
    @Caller() caller: CallerContext,
  ): Promise<UserJson> {
    const request = { email: body.email, fullName: body.fullName, linkBaseUrl: this.config.publicUrl };
    const user = await this.grpc.call(caller, (metadata) => this.grpc.users.inviteUser(request, metadata));
    return this.driverVehicles.oneWithVehicles(caller, user);
  }
}
