import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A stored refresh token: never the token itself, only its hash. */
export interface RefreshTokenRow {
  id: number;
  familyId: string;
  userId: number;
  passwordStamp: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** What a refresh needs of the user, read in the same transaction as the token. */
export interface RefreshSubject {
  id: number;
  organizationId: number;
  roles: string[];
  archived: boolean;
  passwordHash: string | null;
}

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  userId: number;
  passwordStamp: string;
  expiresAt: Date;
}

type Row = Record<string, unknown>;

const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date));

/**
 * Plain SQL: every call is one statement on one row or one family, and the unit of work would buy nothing. The
 * entity manager passed in is the transaction's, so a refresh locks, checks and rotates atomically.
 */
@Injectable()
export class RefreshTokensRepository {
  private run<T extends Row[]>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
    return em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
  }

  /** Row-locked, so two concurrent refreshes with the same token cannot both rotate it. */
  async findForUpdate(em: EntityManager, tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.run(
      em,
      `select id, family_id, user_id, password_stamp, expires_at, used_at, revoked_at
         from auth.refresh_tokens where token_hash = ? for update`,
      [tokenHash],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      familyId: String(row.family_id),
      userId: Number(row.user_id),
      passwordStamp: String(row.password_stamp),
      expiresAt: toDate(row.expires_at)!,
      usedAt: toDate(row.used_at),
      revokedAt: toDate(row.revoked_at),
    };
  }

  /** `for share` holds off a concurrent password change or archive until this refresh has decided. */
  async findSubject(em: EntityManager, userId: number): Promise<RefreshSubject | null> {
    const [row] = await this.run(
      em,
      `select id, organization_id, roles, archived, password_hash from auth.users where id = ? for share`,
      [userId],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      organizationId: Number(row.organization_id),
      roles: (row.roles as string[] | null) ?? [],
      archived: row.archived === true,
      passwordHash: (row.password_hash as string | null) ?? null,
    };
  }

  async insert(em: EntityManager, token: NewRefreshToken): Promise<void> {
    await this.run(
      em,
      `insert into auth.refresh_tokens (token_hash, family_id, user_id, password_stamp, expires_at)
         values (?, ?, ?, ?, ?)`,
      [token.tokenHash, token.familyId, token.userId, token.passwordStamp, token.expiresAt],
    );
  }

  async markUsed(em: EntityManager, id: number, now: Date): Promise<void> {
    await this.run(em, `update auth.refresh_tokens set used_at = ? where id = ?`, [now, id]);
  }

  async revokeFamily(em: EntityManager, familyId: string, now: Date): Promise<void> {
    await this.run(em, `update auth.refresh_tokens set revoked_at = ? where family_id = ? and revoked_at is null`, [
      now,
      familyId,
    ]);
  }

  async revokeUser(em: EntityManager, userId: number, now: Date): Promise<void> {
    await this.run(em, `update auth.refresh_tokens set revoked_at = ? where user_id = ? and revoked_at is null`, [
      now,
      userId,
    ]);
  }

  /** Housekeeping at login: a user's families that ended more than a day ago are of no further use. */
  async deleteExpired(em: EntityManager, userId: number, before: Date): Promise<void> {
    await this.run(em, `delete from auth.refresh_tokens where user_id = ? and expires_at < ?`, [userId, before]);
  }
}
