import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod/v4';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { SuperadminOnly } from '../common/access.decorators';
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
import { toOrganizationJson } from '../organizations/organization.mapper';
import { type OrganizationJson, OrganizationSchema } from '../organizations/organization.schemas';
import { toUserJson } from '../users/user.mapper';
import { type UserJson, UserSchema } from '../users/user.schemas';
import { toAdminCreateOrganizationRequest, toAdminOrganizationInput } from './admin.mapper';
import {
  type AdminCreateOrganizationBody,
  AdminCreateOrganizationBodySchema,
  type AdminCreateOrganizationResponseJson,
  AdminCreateOrganizationResponseSchema,
  type AdminUpdateOrganizationBody,
  AdminUpdateOrganizationBodySchema,
  OrganizationSettingBodySchema,
  OrganizationSettingDeleteBodySchema,
  UserSettingBodySchema,
  UserSettingDeleteBodySchema,
} from './admin.schemas';

type OrganizationSetting = z.output<typeof OrganizationSettingDeleteBodySchema>;
type UserSetting = z.output<typeof UserSettingDeleteBodySchema>;

/** Superadmin screens (ROOT, HEXA): every organisation, and the per-organisation and per-user switches. */
@ApiTags('admin')
@ApiAuthenticated()
@ApiErrors(403)
@SuperadminOnly()
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('organization')
  @ApiOperation({ summary: 'All organisations' })
  @ApiJsonArrayResponse(OrganizationSchema)
  async list(@Caller() caller: CallerContext): Promise<OrganizationJson[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.adminListOrganizations({}, metadata),
    );
    return (organizations ?? []).map(toOrganizationJson);
  }

  @Post('organization')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an organisation with its first ADMIN user' })
  @ApiJsonBody(AdminCreateOrganizationBodySchema)
  @ApiJsonResponse(AdminCreateOrganizationResponseSchema, 201, 'Created')
  @ApiErrors(400, 404, 415)
  async create(
    @Body(new ZodValidationPipe(AdminCreateOrganizationBodySchema)) body: AdminCreateOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<AdminCreateOrganizationResponseJson> {
    const request = toAdminCreateOrganizationRequest(body, this.config.publicUrl);
    const created = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.adminCreateOrganization(request, metadata),
    );
    if (!created.organization) throw new Error('AdminCreateOrganization answered without an organisation');
    return {
      organization: toOrganizationJson(created.organization),
      adminUser: created.adminUser ? toUserJson(created.adminUser) : null,
    };
  }

  // The settings routes are declared before `organization/:id` so "settings" is not taken for an id.
  @Post('organization/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set an on/off switch of an organisation (e.g. ORG_ALLOWED_SPEED_REPORT)' })
  @ApiJsonBody(OrganizationSettingBodySchema)
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 404, 415)
  async setOrganizationSetting(
    @Body(new ZodValidationPipe(OrganizationSettingBodySchema)) body: OrganizationSetting,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const request = { id: body.organizationId, key: body.key, value: body.value ?? false };
    return toOrganizationJson(
      await this.grpc.call(caller, (metadata) =>
        this.grpc.organizations.adminSetOrganizationSetting(request, metadata),
      ),
    );
  }

  @Delete('organization/settings')
  @ApiOperation({ summary: 'Remove an on/off switch of an organisation' })
  @ApiJsonBody(OrganizationSettingDeleteBodySchema)
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 404, 415)
  async deleteOrganizationSetting(
    @Body(new ZodValidationPipe(OrganizationSettingDeleteBodySchema)) body: OrganizationSetting,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const request = { id: body.organizationId, key: body.key, value: body.value ?? false };
    return toOrganizationJson(
      await this.grpc.call(caller, (metadata) =>
        this.grpc.organizations.adminDeleteOrganizationSetting(request, metadata),
      ),
    );
  }

  @Post('user/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set an on/off switch of a user (e.g. USER_ALLOWED_SPEED_REPORT)' })
  @ApiJsonBody(UserSettingBodySchema)
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 404, 415)
  async setUserSetting(
    @Body(new ZodValidationPipe(UserSettingBodySchema)) body: UserSetting,
    @Caller() caller: CallerContext,
  ): Promise<UserJson> {
    const request = { id: body.userId, key: body.key, value: body.value ?? false };
    return toUserJson(
      await this.grpc.call(caller, (metadata) => this.grpc.users.adminSetUserSetting(request, metadata)),
    );
  }

  @Delete('user/settings')
  @ApiOperation({ summary: 'Remove an on/off switch of a user' })
  @ApiJsonBody(UserSettingDeleteBodySchema)
  @ApiJsonResponse(UserSchema)
  @ApiErrors(400, 404, 415)
  async deleteUserSetting(
    @Body(new ZodValidationPipe(UserSettingDeleteBodySchema)) body: UserSetting,
    @Caller() caller: CallerContext,
  ): Promise<UserJson> {
    const request = { id: body.userId, key: body.key, value: body.value ?? false };
    return toUserJson(
      await this.grpc.call(caller, (metadata) => this.grpc.users.adminDeleteUserSetting(request, metadata)),
    );
  }

  @Get('organization/:id')
  @ApiOperation({ summary: 'One organisation, with its integration settings' })
  @ApiIdParam('Organisation id')
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 404)
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OrganizationJson> {
    return toOrganizationJson(
      await this.grpc.call(caller, (metadata) => this.grpc.organizations.adminGetOrganization({ id }, metadata)),
    );
  }

  @Patch('organization/:id')
  @ApiOperation({ summary: 'Change any field of an organisation' })
  @ApiIdParam('Organisation id')
  @ApiJsonBody(AdminUpdateOrganizationBodySchema)
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 404, 415)
  async update(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(AdminUpdateOrganizationBodySchema)) body: AdminUpdateOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const request = { organizationId: id, organization: toAdminOrganizationInput(body) };
    return toOrganizationJson(
      await this.grpc.call(caller, (metadata) => this.grpc.organizations.adminUpdateOrganization(request, metadata)),
    );
  }

  @Delete('organization/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an organisation' })
  @ApiIdParam('Organisation id')
  @ApiNoContent('Deleted')
  @ApiErrors(400, 404)
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.grpc.call(caller, (metadata) => this.grpc.organizations.adminDeleteOrganization({ id }, metadata));
  }
}
