import { Delete, Get, Inject, Patch, Post } from '@nestjs/common';
import type { authV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';
import type { z } from 'zod/v4';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, SuperadminController, ValidBody } from '../common/endpoint';
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

const ORGANIZATION_ID = 'Organisation id';

/** Superadmin screens (ROOT, HEXA): every organisation, and the per-organisation and per-user switches. */
@SuperadminController('admin', 'api/admin')
export class AdminController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('organization')
  @Endpoint('All organisations', { ok: [OrganizationSchema] })
  async list(@Caller() caller: CallerContext): Promise<OrganizationJson[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.adminListOrganizations({}, metadata),
    );
    return (organizations ?? []).map(toOrganizationJson);
  }

  @Post('organization')
  @Endpoint('Create an organisation with its first ADMIN user', {
    body: AdminCreateOrganizationBodySchema,
    created: AdminCreateOrganizationResponseSchema,
    errors: [404],
  })
  async create(
    @ValidBody() body: AdminCreateOrganizationBody,
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
  @Endpoint('Set an on/off switch of an organisation (e.g. ORG_ALLOWED_SPEED_REPORT)', {
    body: OrganizationSettingBodySchema,
    ok: OrganizationSchema,
    errors: [404],
  })
  setOrganizationSetting(
    @ValidBody() body: OrganizationSetting,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    return this.organization(caller, (metadata) =>
      this.grpc.organizations.adminSetOrganizationSetting(settingRequest(body.organizationId, body), metadata),
    );
  }

  @Delete('organization/settings')
  @Endpoint('Remove an on/off switch of an organisation', {
    body: OrganizationSettingDeleteBodySchema,
    ok: OrganizationSchema,
    errors: [404],
  })
  deleteOrganizationSetting(
    @ValidBody() body: OrganizationSetting,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    return this.organization(caller, (metadata) =>
      this.grpc.organizations.adminDeleteOrganizationSetting(settingRequest(body.organizationId, body), metadata),
    );
  }

  @Post('user/settings')
  @Endpoint('Set an on/off switch of a user (e.g. USER_ALLOWED_SPEED_REPORT)', {
    body: UserSettingBodySchema,
    ok: UserSchema,
    errors: [404],
  })
  setUserSetting(@ValidBody() body: UserSetting, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.user(caller, (metadata) =>
      this.grpc.users.adminSetUserSetting(settingRequest(body.userId, body), metadata),
    );
  }

  @Delete('user/settings')
  @Endpoint('Remove an on/off switch of a user', { body: UserSettingDeleteBodySchema, ok: UserSchema, errors: [404] })
  deleteUserSetting(@ValidBody() body: UserSetting, @Caller() caller: CallerContext): Promise<UserJson> {
    return this.user(caller, (metadata) =>
      this.grpc.users.adminDeleteUserSetting(settingRequest(body.userId, body), metadata),
    );
  }

  @Get('organization/:id')
  @Endpoint('One organisation, with its integration settings', { id: ORGANIZATION_ID, ok: OrganizationSchema })
  get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OrganizationJson> {
    return this.organization(caller, (metadata) => this.grpc.organizations.adminGetOrganization({ id }, metadata));
  }

  @Patch('organization/:id')
  @Endpoint('Change any field of an organisation', {
    id: ORGANIZATION_ID,
    body: AdminUpdateOrganizationBodySchema,
    ok: OrganizationSchema,
  })
  update(
    @IdParam() id: number,
    @ValidBody() body: AdminUpdateOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const request = { organizationId: id, organization: toAdminOrganizationInput(body) };
    return this.organization(caller, (metadata) => this.grpc.organizations.adminUpdateOrganization(request, metadata));
  }

  @Delete('organization/:id')
  @Endpoint('Delete an organisation', { id: ORGANIZATION_ID, noContent: 'Deleted' })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.grpc.call(caller, (metadata) => this.grpc.organizations.adminDeleteOrganization({ id }, metadata));
  }

  private async organization(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<authV1.Organization>,
  ): Promise<OrganizationJson> {
    return toOrganizationJson(await this.grpc.call(caller, invoke));
  }

  private async user(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<authV1.User>,
  ): Promise<UserJson> {
    return toUserJson(await this.grpc.call(caller, invoke));
  }
}

/** A switch of an organisation or user; a removal names the switch only, the value it carries is ignored. */
function settingRequest(id: number, { key, value }: { key: string; value?: boolean }): authV1.SettingRequest {
  return { id, key, value: value ?? false };
}
