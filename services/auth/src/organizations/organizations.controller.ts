import { authV1, commonV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { OrganizationsAdminService } from './organizations-admin.service';
import { OrganizationsService } from './organizations.service';

@Controller()
@authV1.OrganizationsServiceControllerMethods()
export class OrganizationsController implements authV1.OrganizationsServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly organizations: OrganizationsService,
    private readonly admin: OrganizationsAdminService,
  ) {}

  async getOrganization(request: commonV1.IdRequest, metadata?: Metadata): Promise<authV1.Organization> {
    return this.organizations.get(await this.callers.resolve(metadata), request.id);
  }

  async listOrganizations(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.Organizations> {
    return this.organizations.list(await this.callers.resolve(metadata));
  }

  async listOrganizationsSimple(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.OrganizationsSimple> {
    return this.organizations.listSimple(await this.callers.resolve(metadata));
  }

  async updateOrganization(
    request: authV1.UpdateOrganizationRequest,
    metadata?: Metadata,
  ): Promise<authV1.Organization> {
    return this.organizations.update(await this.callers.resolve(metadata), request);
  }

  async listNoMapViewOrganizations(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.OrganizationIds> {
    return this.organizations.noMapView(await this.callers.resolve(metadata));
  }

  async adminListOrganizations(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.Organizations> {
    return this.admin.list(await this.callers.resolve(metadata));
  }

  async adminGetOrganization(request: commonV1.IdRequest, metadata?: Metadata): Promise<authV1.Organization> {
    return this.admin.get(await this.callers.resolve(metadata), request.id);
  }

  async adminCreateOrganization(
    request: authV1.AdminCreateOrganizationRequest,
    metadata?: Metadata,
  ): Promise<authV1.AdminCreateOrganizationResponse> {
    return this.admin.create(await this.callers.resolve(metadata), request);
  }

  async adminUpdateOrganization(
    request: authV1.AdminUpdateOrganizationRequest,
    metadata?: Metadata,
  ): Promise<authV1.Organization> {
    return this.admin.update(await this.callers.resolve(metadata), request);
  }

  async adminDeleteOrganization(request: commonV1.IdRequest, metadata?: Metadata): Promise<commonV1.Empty> {
    await this.organizations.delete(await this.callers.resolve(metadata), request.id);
    return {};
  }

  async adminSetOrganizationSetting(request: authV1.SettingRequest, metadata?: Metadata): Promise<authV1.Organization> {
    return this.organizations.changeSetting(await this.callers.resolve(metadata), request, false);
  }

  async adminDeleteOrganizationSetting(
    request: authV1.SettingRequest,
    metadata?: Metadata,
  ): Promise<authV1.Organization> {
    return this.organizations.changeSetting(await this.callers.resolve(metadata), request, true);
  }
}
