import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertAdmin, assertSuperadmin } from '../access/role-rules';
import { assertOrganizationInScope } from '../access/scope';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { requireSettingKey, withSetting } from '../users/user-input';
import { UsersRepository } from '../users/users.repository';
import type { OrganizationEntity } from './organization.entity';
import {
  toAddressValue,
  toOrganizationMessage,
  toOrganizationPublicMessage,
  toOrganizationSimple,
} from './organization.mapper';
import { OrganizationsRepository } from './organizations.repository';

export const NO_MAP_VIEW_SETTING = 'NO_MAP_VIEW';

/** The organisations a caller knows and the company-admin edits; superadmin administration is in OrganizationsAdminService. */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly organizations: OrganizationsRepository,
    private readonly users: UsersRepository,
    private readonly events: AuthEventsPublisher,
  ) {}

  /** ORGANIZATION_MISSING outside the caller's scope and when it does not exist: the two cannot be told apart. */
  async load(caller: Caller, organizationId: number): Promise<OrganizationEntity> {
    assertOrganizationInScope(caller.scope, organizationId);
    const org = await this.organizations.findById(caller.scope, organizationId);
    if (!org) throw new DomainError(ErrorCode.ORGANIZATION_MISSING, 'organization not found');
    return org;
  }

  /**
   * Admins read the organisations of their scope in full. A driver reads the public fields of its own organisation;
   * the others it knows (by name, in the simple list) answer ORGANIZATION_FORBIDDEN.
   */
  async get(caller: Caller, organizationId: number): Promise<authV1.Organization> {
    const org = await this.load(caller, organizationId);
    if (isAdmin(caller.principal)) return toOrganizationMessage(org);
    if (org.id !== caller.principal.organizationId) {
      throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, `organization ${organizationId} is not readable`);
    }
    return toOrganizationPublicMessage(org);
  }

  async list(caller: Caller): Promise<authV1.Organizations> {
    if (isAdmin(caller.principal)) {
      return { organizations: (await this.organizations.list(caller.scope)).map(toOrganizationMessage) };
    }
    const own = await this.organizations.findById(caller.scope, caller.principal.organizationId);
    return { organizations: own ? [toOrganizationPublicMessage(own)] : [] };
  }

  async listSimple(caller: Caller): Promise<authV1.OrganizationsSimple> {
    return { organizations: (await this.organizations.list(caller.scope)).map(toOrganizationSimple) };
  }

  /** Known organisations whose NO_MAP_VIEW switch is on (the map menu entry is hidden for them). */
  async noMapView(caller: Caller): Promise<authV1.OrganizationIds> {
    const orgs = await this.organizations.listWithSetting(caller.scope, NO_MAP_VIEW_SETTING);
    return { orgIds: orgs.map((org) => org.id) };
  }

  /** Company admins may change their organisations' addresses and phone (spec 01 §7 PATCH /organization/{id}). */
  async update(caller: Caller, request: authV1.UpdateOrganizationRequest): Promise<authV1.Organization> {
    assertAdmin(caller.principal);
    const org = await this.em.transactional(async () => {
      const found = await this.load(caller, request.organizationId);
      if (request.postalAddress != null) found.postalAddress = toAddressValue(request.postalAddress);
      if (request.invoiceAddress != null) found.invoiceAddress = toAddressValue(request.invoiceAddress);
      if (request.phone != null) found.phone = request.phone.trim();
      await this.events.organizationChanged(this.em, found);
      return found;
    });
    return toOrganizationMessage(org);
  }

  async changeSetting(caller: Caller, request: authV1.SettingRequest, remove: boolean): Promise<authV1.Organization> {
    assertSuperadmin(caller.principal);
    const key = requireSettingKey(request.key);
    const org = await this.em.transactional(async () => {
      const found = await this.load(caller, request.id);
      found.settings = withSetting(found.settings, key, remove ? null : request.value === true);
      await this.events.organizationChanged(this.em, found);
      return found;
    });
    return toOrganizationMessage(org);
  }

  /**
   * Refuses (ORGANIZATION_FORBIDDEN, details.reason HAS_CHILDREN / HAS_USERS) while anything still hangs off the
   * organisation: deleting would orphan sub-organisations or lock users out, so they have to be moved first.
   */
  async delete(caller: Caller, organizationId: number): Promise<void> {
    assertSuperadmin(caller.principal);
    await this.em.transactional(async () => {
      const found = await this.load(caller, organizationId);
      if ((await this.organizations.countChildren(caller.scope, found.id)) > 0) {
        throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, 'organization has sub-organizations', {
          reason: 'HAS_CHILDREN',
        });
      }
      if ((await this.users.countInOrganization(caller.scope, found.id)) > 0) {
        throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, 'organization still has users', {
          reason: 'HAS_USERS',
        });
      }
      await this.events.organizationDeleted(this.em, found);
      this.organizations.remove(found);
    });
  }
}
