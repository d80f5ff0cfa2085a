import { Get, Patch } from '@nestjs/common';
import type { authV1 } from '@fleetlog/contracts';
import { isAdmin } from '@fleetlog/security';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { ref } from '../common/openapi';
import { toOrganizationJson, toOrganizationPublicJson, toOrganizationSimpleJson } from './organization.mapper';
import {
  NoMapViewSchema,
  type OrganizationJson,
  type OrganizationPublicJson,
  OrganizationPublicSchema,
  OrganizationSchema,
  type OrganizationSimpleJson,
  OrganizationSimpleSchema,
  type UpdateOrganizationBody,
  UpdateOrganizationBodySchema,
} from './organization.schemas';

// Admins get the full record; a driver only its own organisation's public fields (auth enforces it, too).
const OrganizationViewSchema = { oneOf: [ref(OrganizationSchema), ref(OrganizationPublicSchema)] };
type OrganizationView = OrganizationJson | OrganizationPublicJson;

function toOrganizationView(caller: CallerContext, organization: authV1.Organization): OrganizationView {
  return isAdmin(caller.principal) ? toOrganizationJson(organization) : toOrganizationPublicJson(organization);
}

const ORGANIZATION_ID = 'Organisation id';

/** The organisations the caller knows (own and descendants; all for ROOT and HEXA). */
@AuthenticatedController('organizations', 'api')
export class OrganizationsController {
  constructor(private readonly grpc: AuthGrpcClient) {}

  @Get('organization')
  @Endpoint('Organisations the caller knows (a driver: its own, public fields only)', {
    ok: { type: 'array', items: OrganizationViewSchema },
  })
  async list(@Caller() caller: CallerContext): Promise<OrganizationView[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listOrganizations({}, metadata),
    );
    return (organizations ?? []).map((organization) => toOrganizationView(caller, organization));
  }

  // Declared before `organization/:id` so "no-map-view" is not taken for an id.
  @Get('organization/no-map-view')
  @Endpoint('Organisations whose users do not get the map view', { ok: NoMapViewSchema })
  async noMapView(@Caller() caller: CallerContext): Promise<{ orgIds: number[] }> {
    const { orgIds } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listNoMapViewOrganizations({}, metadata),
    );
    return { orgIds: [...(orgIds ?? [])] };
  }

  @Get('organization/:id')
  @Endpoint('One organisation (a driver: its own, public fields only)', {
    id: ORGANIZATION_ID,
    ok: OrganizationViewSchema,
    errors: [403],
  })
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OrganizationView> {
    const organization = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.getOrganization({ id }, metadata),
    );
    return toOrganizationView(caller, organization);
  }

  @Get('organization-simple')
  @Endpoint('Id, name and parent of the organisations the caller knows', { ok: [OrganizationSimpleSchema] })
  async listSimple(@Caller() caller: CallerContext): Promise<OrganizationSimpleJson[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listOrganizationsSimple({}, metadata),
    );
    return (organizations ?? []).map(toOrganizationSimpleJson);
  }

  @Patch('organization/:id')
  @Endpoint('Change addresses or phone of an organisation (ADMIN of it, ROOT, HEXA)', {
    id: ORGANIZATION_ID,
    body: UpdateOrganizationBodySchema,
    ok: OrganizationSchema,
    errors: [403],
  })
  async update(
    @IdParam() id: number,
    @ValidBody() body: UpdateOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const organization = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.updateOrganization({ organizationId: id, ...body }, metadata),
    );
    return toOrganizationJson(organization);
  }
}
