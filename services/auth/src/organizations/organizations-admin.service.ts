import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertSuperadmin } from '../access/role-rules';
import { IDENTITY_LOOKUP } from '../access/scope';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { AuthMailer } from '../mail/auth-mailer';
import { PasswordHasher } from '../session/password-hasher';
import { PasswordTokensService } from '../session/password-tokens.service';
import { checkNewPassword } from '../users/password-rules';
import { requireEmail, requireText } from '../users/user-input';
import { UserEntity } from '../users/user.entity';
import { toUserMessage } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import type { KontekSecretBox } from './kontek-secret';
import { applyOrganizationInput } from './organization-input';
import { OrganizationEntity } from './organization.entity';
import { toOrganizationMessage } from './organization.mapper';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';

export const KONTEK_SECRET_BOX = Symbol('KONTEK_SECRET_BOX');

/** Superadmin (ROOT/HEXA) administration of organisations; every method refuses others with ROOT_REQUIRED. */
@Injectable()
export class OrganizationsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly organizations: OrganizationsRepository,
    private readonly orgService: OrganizationsService,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: PasswordTokensService,
    private readonly mailer: AuthMailer,
    private readonly events: AuthEventsPublisher,
    @Inject(KONTEK_SECRET_BOX) private readonly secrets: KontekSecretBox,
  ) {}

  async list(caller: Caller): Promise<authV1.Organizations> {
    assertSuperadmin(caller.principal);
    return this.orgService.list(caller);
  }

  async get(caller: Caller, organizationId: number): Promise<authV1.Organization> {
    assertSuperadmin(caller.principal);
    return this.orgService.get(caller, organizationId);
  }

  /** The organisation and its first ADMIN user are created in one transaction; the invitation goes out after it. */
  async create(
    caller: Caller,
    request: authV1.AdminCreateOrganizationRequest,
  ): Promise<authV1.AdminCreateOrganizationResponse> {
    assertSuperadmin(caller.principal);
    const input = request.organization ?? {};
    requireText(input.fullName, 'fullName');
    const email = requireEmail(request.adminUserEmail, 'adminUserEmail');
    const displayName = requireText(request.adminUserFullName, 'adminUserFullName');
    const passwordHash = request.adminUserPassword
      ? await this.hasher.hash(checkNewPassword(request.adminUserPassword))
      : null;

    const { org, admin, inviteToken } = await this.withEmailConflict(() =>
      this.em.transactional(async () => {
        if (await this.users.findByEmail(IDENTITY_LOOKUP, email)) {
          throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'email already exists');
        }
        const created = new OrganizationEntity();
        applyOrganizationInput(created, input, await this.organizations.treeNodes(), this.secrets);
        this.organizations.persist(created);
        await this.organizations.flush();

        const user = new UserEntity();
        Object.assign(user, { email, displayName, roles: ['ADMIN'], organizationId: created.id, passwordHash });
        this.users.persist(user);
        await this.users.flush();
        let token: string | undefined;
        if (request.sendInvite) {
          user.inviteSentAt = new Date();
          token = this.tokens.issue(user.id, 'INVITE');
        }
        await this.events.organizationChanged(this.em, created);
        await this.events.userChanged(this.em, user);
        return { org: created, admin: user, inviteToken: token };
      }),
    );
    if (inviteToken) this.mailer.sendInvitation(admin, inviteToken, request.linkBaseUrl);
    return { organization: toOrganizationMessage(org), adminUser: toUserMessage(admin) };
  }

  async update(caller: Caller, request: authV1.AdminUpdateOrganizationRequest): Promise<authV1.Organization> {
    assertSuperadmin(caller.principal);
    const org = await this.em.transactional(async () => {
      const found = await this.orgService.load(caller, request.organizationId);
      applyOrganizationInput(found, request.organization ?? {}, await this.organizations.treeNodes(), this.secrets);
      await this.events.organizationChanged(this.em, found);
      return found;
    });
    return toOrganizationMessage(org);
  }

  private async withEmailConflict<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'email already exists');
      }
      throw error;
    }
  }
}
