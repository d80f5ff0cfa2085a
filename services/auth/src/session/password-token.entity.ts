import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, Property } from '@mikro-orm/core';

/** RESET links live an hour, INVITE (set your first password) links a week. */
export type PasswordTokenPurpose = 'RESET' | 'INVITE';

@Entity({ tableName: 'password_tokens' })
export class PasswordTokenEntity extends IdentityEntity {
  @Property({ type: bigintNumber() })
  userId!: number;

  // SHA-256 (hex) of the token; the token itself exists only in the e-mail.
  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'text' })
  purpose!: PasswordTokenPurpose;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
