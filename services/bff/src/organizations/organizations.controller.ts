import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonArrayResponse, ApiJsonBody, ApiJsonResponse } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { toOrganizationJson, toOrganizationSimpleJson } from './organization.mapper';
import {
  NoMapViewSchema,
  type OrganizationJson,
  OrganizationSchema,
  type OrganizationSimpleJson,
  OrganizationSimpleSchema,
  type UpdateOrganizationBody,
  UpdateOrganizationBodySchema,
} from './organization.schemas';

/** The organisations the caller knows (own and descendants; all for ROOT and HEXA). */
@ApiTags('organizations')
@ApiAuthenticated()
@Controller('api')
export class OrganizationsController {
  constructor(private readonly grpc: AuthGrpcClient) {}

  @Get('organization')
  @ApiOperation({ summary: 'Organisations the caller knows' })
  @ApiJsonArrayResponse(OrganizationSchema)
  async list(@Caller() caller: CallerContext): Promise<OrganizationJson[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listOrganizations({}, metadata),
    );
    return (organizations ?? []).map(toOrganizationJson);
  }

  // Declared before `organization/:id` so "no-map-view" is not taken for an id.
  @Get('organization/no-map-view')
  @ApiOperation({ summary: 'Organisations whose users do not get the map view' })
  @ApiJsonResponse(NoMapViewSchema)
  async noMapView(@Caller() caller: CallerContext): Promise<{ orgIds: number[] }> {
    const { orgIds } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listNoMapViewOrganizations({}, metadata),
    );
    return { orgIds: [...(orgIds ?? [])] };
  }

  @Get('organization/:id')
  @ApiOperation({ summary: 'One organisation' })
  @ApiIdParam('Organisation id')
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 403, 404)
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OrganizationJson> {
    const organization = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.getOrganization({ id }, metadata),
    );
    return toOrganizationJson(organization);
  }

  @Get('organization-simple')
  @ApiOperation({ summary: 'Id, name and parent of the organisations the caller knows' })
  @ApiJsonArrayResponse(OrganizationSimpleSchema)
  async listSimple(@Caller() caller: CallerContext): Promise<OrganizationSimpleJson[]> {
    const { organizations } = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.listOrganizationsSimple({}, metadata),
    );
    return (organizations ?? []).map(toOrganizationSimpleJson);
  }

  @Patch('organization/:id')
  @ApiOperation({ summary: 'Change addresses or phone of an organisation (ADMIN of it, ROOT, HEXA)' })
  @ApiIdParam('Organisation id')
  @ApiJsonBody(UpdateOrganizationBodySchema)
  @ApiJsonResponse(OrganizationSchema)
  @ApiErrors(400, 403, 404, 415)
  async update(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(UpdateOrganizationBodySchema)) body: UpdateOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<OrganizationJson> {
    const organization = await this.grpc.call(caller, (metadata) =>
      this.grpc.organizations.updateOrganization({ organizationId: id, ...body }, metadata),
    );
    return toOrganizationJson(organization);
  }
}
