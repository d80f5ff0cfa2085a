import { authV1, ErrorCode, USER_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { scopeIncludes } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertAdmin, assertCanGrantRoles, assertRoot, assertSuperadmin, parseRoles } from '../access/role-rules';
import { IDENTITY_LOOKUP } from '../access/scope';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { AuthMailer } from '../mail/auth-mailer';
import { PasswordHasher } from '../session/password-hasher';
import { PasswordTokensService } from '../session/password-tokens.service';
import { checkNewPassword } from './password-rules';
import { UserAccess } from './user-access';
import {
  boundedText,
  parseIbuttonId,
  parseIds,
  requireEmail,
  requireSettingKey,
  requireText,
  withSetting,
} from './user-input';
import { UserEntity } from './user.entity';
import { toUserMessage, toUserSimple } from './user.mapper';
import { UsersRepository } from './users.repository';
import { asDuplicateError, assertEmailFree, assertIbuttonFree } from './unique-fields';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly access: UserAccess,
    private readonly hasher: PasswordHasher,
    private readonly tokens: PasswordTokensService,
    private readonly mailer: AuthMailer,
    private readonly events: AuthEventsPublisher,
  ) {}

  /** Users of the selected organisation (default: the caller's own); archived ones only when asked for. */
  async list(caller: Caller, options: { showArchived?: boolean }): Promise<UserEntity[]> {
    const scope = this.access.readScope(caller);
    if (!scopeIncludes(scope, caller.selectedOrganizationId)) {
      throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, 'the users of this organization are not accessible');
    }
    const includeArchived = caller.showArchived || options.showArchived === true;
    return this.users.listInOrganization(scope, caller.selectedOrganizationId, includeArchived);
  }

  /** Full records are for admins; a driver's screens need only the simple list and its own record. */
  async listMessages(caller: Caller, options: { showArchived?: boolean }): Promise<authV1.Users> {
    assertAdmin(caller.principal);
    return { users: (await this.list(caller, options)).map((user) => toUserMessage(user)) };
  }

  async listSimple(caller: Caller, options: { showArchived?: boolean }): Promise<authV1.UsersSimple> {
    return { users: (await this.list(caller, options)).map(toUserSimple) };
  }

  async get(caller: Caller, userId: number): Promise<authV1.User> {
    return toUserMessage(await this.access.readable(caller, userId));
  }

  async create(caller: Caller, request: authV1.CreateUserRequest): Promise<authV1.User> {
    assertAdmin(caller.principal);
    const displayName = requireText(request.name, 'name', USER_LIMITS.displayName);
    const phone = boundedText(request.phone ?? '', 'phone', USER_LIMITS.phone);
    const permittedVehicleIds = parseIds(request.permittedVehicles ?? [], 'permittedVehicles', USER_LIMITS.vehicles);
    const defaultVehicleIds = parseIds(request.defaultVehicles ?? [], 'defaultVehicles', USER_LIMITS.vehicles);
    const email = requireEmail(request.email);
    const roles = parseRoles(request.roles ?? []);
    assertCanGrantRoles(caller.principal, roles);
    const ibuttonId = parseIbuttonId(request.ibuttonId ?? '');
    const passwordHash = request.password ? await this.hasher.hash(checkNewPassword(request.password)) : null;

    const { user, inviteToken } = await this.inTransaction(async () => {
      await assertEmailFree(this.users, email);
      await assertIbuttonFree(this.users, ibuttonId);
      const created = new UserEntity();
      Object.assign(created, {
        email,
        displayName,
        phone,
        roles,
        organizationId: caller.selectedOrganizationId,
        permittedVehicleIds,
        defaultVehicleIds,
        ibuttonId,
        passwordHash,
      });
      this.users.persist(created);
      await this.users.flush();
      const token = request.sendInvite ? this.issueInvite(created) : undefined;
      await this.events.userChanged(this.em, created);
      return { user: created, inviteToken: token };
    });
    if (inviteToken) this.mailer.sendInvitation(user, inviteToken, request.linkBaseUrl);
    return toUserMessage(user);
  }

  /**
   * Invites by e-mail: a new user (DRIVER, in the selected organisation, no password yet) or, for an existing user
   * the caller manages, a fresh invitation. Either way inviteSentTsMs is recorded and a set-password link mailed.
   */
  async invite(caller: Caller, request: authV1.InviteUserRequest): Promise<authV1.User> {
    assertAdmin(caller.principal);
    const email = requireEmail(request.email);
    const { user, token } = await this.inTransaction(async () => {
      const existing = await this.users.findByEmail(IDENTITY_LOOKUP, email);
      let target: UserEntity;
      if (existing) {
        if (!scopeIncludes(caller.scope, existing.organizationId)) {
          throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'email already exists');
        }
        target = await this.access.manageable(caller, existing.id);
        if (target.archived) throw new DomainError(ErrorCode.USER_ARCHIVED, 'user is archived');
      } else {
        target = new UserEntity();
        Object.assign(target, {
          email,
          displayName: requireText(request.fullName, 'fullName', USER_LIMITS.displayName),
          roles: ['DRIVER'],
          organizationId: caller.selectedOrganizationId,
        });
        this.users.persist(target);
        await this.users.flush();
      }
      const issued = this.issueInvite(target);
      await this.events.userChanged(this.em, target);
      return { user: target, token: issued };
    });
    this.mailer.sendInvitation(user, token, request.linkBaseUrl);
    return toUserMessage(user);
  }

  async setArchived(caller: Caller, userId: number, archived: boolean): Promise<authV1.User> {
    assertAdmin(caller.principal);
    const user = await this.inTransaction(async () => {
      const target = await this.access.manageable(caller, userId);
      if (archived && target.id === caller.principal.userId) {
        throw new DomainError(ErrorCode.USER_FORBIDDEN, 'you cannot archive yourself');
      }
      target.setArchived(archived);
      await this.events.userChanged(this.em, target);
      return target;
    });
    return toUserMessage(user);
  }

  async delete(caller: Caller, userId: number): Promise<void> {
    assertRoot(caller.principal);
    await this.inTransaction(async () => {
      const target = await this.access.manageable(caller, userId);
      if (target.id === caller.principal.userId) {
        throw new DomainError(ErrorCode.USER_FORBIDDEN, 'you cannot delete yourself');
      }
      await this.events.userDeleted(this.em, target);
      this.users.remove(target);
    });
  }

  /** Superadmin switches on a user's settings map (e.g. USER_ALLOWED_SPEED_REPORT); `remove` deletes the key. */
  async changeSetting(caller: Caller, request: authV1.SettingRequest, remove: boolean): Promise<authV1.User> {
    assertSuperadmin(caller.principal);
    const key = requireSettingKey(request.key);
    const user = await this.inTransaction(async () => {
      const target = await this.access.manageable(caller, request.id);
      target.settings = withSetting(target.settings, key, remove ? null : request.value === true);
      await this.events.userChanged(this.em, target);
      return target;
    });
    return toUserMessage(user);
  }

  private issueInvite(user: UserEntity): string {
    user.inviteSentAt = new Date();
    return this.tokens.issue(user.id, 'INVITE');
  }

  // A concurrent insert of the same e-mail or iButton id loses on a unique index; reported like the pre-checks.
  private async inTransaction<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      throw asDuplicateError(error);
    }
  }
}
