import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** RESET links live an hour, INVITE (set your first password) links a week. */
export type PasswordTokenPurpose = 'RESET' | 'INVITE';

@Entity({ tableName: 'password_tokens' })
export class PasswordTokenEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true })
  id!: number;

  @Property({ type: new BigIntType('number') })
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
