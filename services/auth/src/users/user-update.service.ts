import { authV1, ErrorCode, USER_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { scopeIncludes } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertCanGrantRoles, assertUpdateAllowed, parseRoles } from '../access/role-rules';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { PasswordHasher } from '../session/password-hasher';
import { checkPasswordChange } from './password-rules';
import { UserAccess } from './user-access';
import {
  boundedText,
  parseIbuttonId,
  parseIds,
  parseMapType,
  parsePurposes,
  requireEmail,
  requireText,
  withSettings,
} from './user-input';
import type { UserEntity } from './user.entity';
import { toUserMessage } from './user.mapper';
import { UsersRepository } from './users.repository';
import { asDuplicateError, assertEmailFree, assertIbuttonFree } from './unique-fields';

// Fields of UpdateUserRequest that are not changes themselves.
const NOT_CHANGES = new Set(['userId', 'oldPassword', 'passwordConfirmation']);

/** The fields a request actually sets (proto3 optional: absent means unchanged). */
export function changedFields(request: authV1.UpdateUserRequest): string[] {
  return Object.entries(request)
    .filter(([key, value]) => !NOT_CHANGES.has(key) && value !== undefined && value !== null)
    .map(([key]) => key);
}

@Injectable()
export class UserUpdateService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly access: UserAccess,
    private readonly hasher: PasswordHasher,
    private readonly events: AuthEventsPublisher,
  ) {}

  async update(caller: Caller, request: authV1.UpdateUserRequest): Promise<authV1.User> {
    const changes = changedFields(request);
    assertUpdateAllowed(caller.principal, request.userId, changes);
    const self = request.userId === caller.principal.userId;
    const target = self
      ? await this.access.readable(caller, request.userId)
      : await this.access.manageable(caller, request.userId);
    if (changes.length === 0) return toUserMessage(target);

    // Argon2 before the transaction: hashing is slow and needs no lock.
    const passwordHash =
      request.password !== undefined
        ? await this.hasher.hash(
            await checkPasswordChange(request, (candidate) => this.hasher.verify(target.passwordHash, candidate)),
          )
        : undefined;

    try {
      await this.em.transactional(async () => {
        await this.apply(caller, target, request);
        if (passwordHash) target.passwordHash = passwordHash;
        this.users.persist(target);
        await this.events.userChanged(this.em, target);
      });
    } catch (error) {
      throw asDuplicateError(error);
    }
    return toUserMessage(target);
  }

  private async apply(caller: Caller, user: UserEntity, request: authV1.UpdateUserRequest): Promise<void> {
    if (request.displayName != null) {
      user.displayName = requireText(request.displayName, 'displayName', USER_LIMITS.displayName);
    }
    if (request.displayEmail != null) {
      const email = requireEmail(request.displayEmail, 'displayEmail');
      await assertEmailFree(this.users, email, user.id);
      user.email = email;
    }
    if (request.phone != null) user.phone = boundedText(request.phone, 'phone', USER_LIMITS.phone);
    if (request.roles != null) {
      const roles = parseRoles(request.roles.values ?? []);
      assertCanGrantRoles(caller.principal, roles);
      user.roles = roles;
    }
    if (request.permittedVehicles != null) {
      user.permittedVehicleIds = parseIds(
        request.permittedVehicles.values ?? [],
        'permittedVehicles',
        USER_LIMITS.vehicles,
      );
    }
    if (request.defaultVehicles != null) {
      user.defaultVehicleIds = parseIds(request.defaultVehicles.values ?? [], 'defaultVehicles', USER_LIMITS.vehicles);
    }
    if (request.purposes != null) user.purposes = parsePurposes(request.purposes.values ?? []);
    if (request.mapType != null) user.mapType = parseMapType(request.mapType);
    if (request.hasApprovedGdpr != null) user.gdprApproved = request.hasApprovedGdpr;
    if (request.kontekEmployeeNumber != null) {
      const number = boundedText(
        request.kontekEmployeeNumber,
        'kontekEmployeeNumber',
        USER_LIMITS.kontekEmployeeNumber,
      );
      user.kontekEmployeeNumber = number || null;
    }
    if (request.kontekEmployeeKey != null) {
      const key = boundedText(request.kontekEmployeeKey, 'kontekEmployeeKey', USER_LIMITS.kontekEmployeeKey);
      user.kontekEmployeeKey = key || null;
    }
    if (request.ibuttonId != null) {
      const ibuttonId = parseIbuttonId(request.ibuttonId);
      await assertIbuttonFree(this.users, ibuttonId, user.id);
      user.ibuttonId = ibuttonId;
    }
    if (request.settings != null) user.settings = withSettings(user.settings, request.settings.values ?? {});
    if (request.organizationId != null && request.organizationId !== user.organizationId) {
      await this.moveToOrganization(caller, user, request.organizationId);
    }
  }

  /**
   * Moving a user: the target organisation must be one the caller reaches (DIFFERENT_ORGANIZATIONS_USER otherwise).
   * Vehicle links belong to the old organisation's vehicles, so they are cleared, like a tracker's drivers when the
   * tracker moves (spec 01 §4.2).
   */
  private async moveToOrganization(caller: Caller, user: UserEntity, organizationId: number): Promise<void> {
    if (!scopeIncludes(caller.scope, organizationId)) {
      throw new DomainError(ErrorCode.DIFFERENT_ORGANIZATIONS_USER, 'target organization is not accessible');
    }
    const org = await this.organizations.findById(caller.scope, organizationId);
    if (!org) throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${organizationId} not found`);
    user.organizationId = org.id;
    user.permittedVehicleIds = [];
    user.defaultVehicleIds = [];
    user.currentVehicleIds = [];
  }
}
