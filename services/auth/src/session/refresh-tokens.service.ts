import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { type RefreshSubject, RefreshTokensRepository } from './refresh-tokens.repository';
import { TOKEN_SIGNER } from './session.tokens';
import type { TokenSigner } from './token-signer';

// 32 random bytes (256 bits), base64url: unguessable, and only its SHA-256 is stored.
const TOKEN_BYTES = 32;
const HOUSEKEEPING_DELAY_MS = 24 * 3600 * 1000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A digest of the password hash: the hash changes (new salt) on every password change or reset. */
export const passwordStamp = (passwordHash: string | null): string => sha256(`password:${passwordHash ?? ''}`);

export type IssuedSession = authV1.LoginResponse;

function refused(reason: string): DomainError {
  return new DomainError(ErrorCode.UNAUTHENTICATED, `refresh refused: ${reason}`);
}

/**
 * Refresh tokens with rotation and reuse detection (OAuth 2.0 Security BCP §4.14): every refresh marks the
 * presented token used and issues the next one of the same family; a used token presented again means a copy is in
 * someone else's hands, so the whole family is revoked. Tokens themselves are never logged or stored.
 */
@Injectable()
export class RefreshTokensService {
  private readonly log = new Logger(RefreshTokensService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly repository: RefreshTokensRepository,
    @Inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** A new family for a successful login: an access token and the first refresh token. */
  async startSession(user: RefreshSubject, now = new Date()): Promise<IssuedSession> {
    const expiresAt = new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
    const refreshToken = await this.em.transactional(async (em) => {
      await this.repository.deleteExpired(em, user.id, new Date(now.getTime() - HOUSEKEEPING_DELAY_MS));
      return this.issue(em, user, randomUUID(), expiresAt);
    });
    return this.session(user, refreshToken, expiresAt, now);
  }

  /** Rotates the token and answers an access token with the user's current roles and organisation. */
  async refresh(token: string, now = new Date()): Promise<IssuedSession> {
    if (!token) throw refused('no token');
    const rotated = await this.em.transactional(async (em) => {
      const row = await this.repository.findForUpdate(em, sha256(token));
      if (!row) return { error: refused('unknown token') };
      if (row.revokedAt) return { error: refused('revoked') };
      if (row.usedAt) {
        await this.repository.revokeFamily(em, row.familyId, now);
        this.log.warn({ msg: 'refresh token reused: family revoked', userId: row.userId, familyId: row.familyId });
        return { error: refused('reused') };
      }
      if (row.expiresAt.getTime() <= now.getTime()) return { error: refused('expired') };
      const user = await this.repository.findSubject(em, row.userId);
      if (!user || user.archived) {
        await this.repository.revokeFamily(em, row.familyId, now);
        return { error: refused(user ? 'user archived' : 'user deleted') };
      }
      if (passwordStamp(user.passwordHash) !== row.passwordStamp) {
        await this.repository.revokeUser(em, user.id, now);
        return { error: refused('password changed') };
      }
      await this.repository.markUsed(em, row.id, now);
      const next = await this.issue(em, user, row.familyId, row.expiresAt);
      return { user, next, expiresAt: row.expiresAt };
    });
    // Revocations above must commit, so refusals are returned from the transaction and thrown only here.
    if ('error' in rotated) throw rotated.error;
    return this.session(rotated.user, rotated.next, rotated.expiresAt, now);
  }

  /** Logout: the family of the presented token stops working. Unknown tokens are ignored (nothing to end). */
  async logout(token: string, now = new Date()): Promise<void> {
    if (!token) return;
    await this.em.transactional(async (em) => {
      const row = await this.repository.findForUpdate(em, sha256(token));
      if (row) await this.repository.revokeFamily(em, row.familyId, now);
    });
  }

  /** Every refresh token of the user stops working (password reset); access tokens run out within minutes. */
  async revokeUser(userId: number, now = new Date()): Promise<void> {
    await this.repository.revokeUser(this.em, userId, now);
  }

  private async issue(em: EntityManager, user: RefreshSubject, familyId: string, expiresAt: Date): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.repository.insert(em, {
      tokenHash: sha256(token),
      familyId,
      userId: user.id,
      passwordStamp: passwordStamp(user.passwordHash),
      expiresAt,
    });
    return token;
  }

  private async session(
    user: RefreshSubject,
    refreshToken: string,
    refreshExpiresAt: Date,
    now: Date,
  ): Promise<IssuedSession> {
    const access = await this.signer.sign(
      { userId: user.id, organizationId: user.organizationId, roles: user.roles },
      now,
    );
    return {
      token: access.token,
      expiresAtMs: access.expiresAtMs,
      refreshToken,
      refreshExpiresAtMs: refreshExpiresAt.getTime(),
    };
  }
}
