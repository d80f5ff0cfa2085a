import { Migration } from '@mikro-orm/migrations';

// Refresh tokens (issue 6): only a SHA-256 of each token is stored. A family is one login's chain of rotations;
// expires_at is the family's absolute end, copied to every rotation. password_stamp is a digest of the password
// hash at issue time, so any password change or reset makes the family useless.
export class Migration20261122130000_refresh_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists "auth"."refresh_tokens" (
        "id" bigserial primary key,
        "token_hash" text not null unique,
        "family_id" uuid not null,
        "user_id" bigint not null references "auth"."users" ("id") on delete cascade,
        "password_stamp" text not null,
        "expires_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        "used_at" timestamptz null,
        "revoked_at" timestamptz null
      );`);
    this.addSql(`create index if not exists "refresh_tokens_family_idx" on "auth"."refresh_tokens" ("family_id");`);
    this.addSql(`create index if not exists "refresh_tokens_user_idx" on "auth"."refresh_tokens" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth"."refresh_tokens";`);
  }
}
