import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in state of factory users: refresh-token families (one per sign-in, revoked together), their rotated
 * tokens, and password-reset tokens. Only SHA-256 hashes of the tokens are stored.
 */
export class Migration20250802000000_auth extends Migration {
  override name = 'Migration20250802000000_auth';

  override up(): void {
    this.addSql(`
      create table "factory"."refresh_session" (
        "id" uuid not null primary key,
        "user_id" uuid not null references "factory"."app_user" ("id") on delete cascade,
        "created_at" timestamptz not null,
        "revoked_at" timestamptz null,
        "revoked_reason" text null check ("revoked_reason" in ('logout', 'reuse', 'password-reset'))
      );`);
    this.addSql(`create index "refresh_session_user_idx" on "factory"."refresh_session" ("user_id");`);
    this.addSql(`
      create table "factory"."refresh_token" (
        "id" uuid not null primary key,
        "session_id" uuid not null references "factory"."refresh_session" ("id") on delete cascade,
        "token_hash" text not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        constraint "refresh_token_hash_unique" unique ("token_hash")
      );`);
    this.addSql(`create index "refresh_token_session_idx" on "factory"."refresh_token" ("session_id");`);
    this.addSql(`
      create table "factory"."password_reset" (
        "id" uuid not null primary key,
        "user_id" uuid not null references "factory"."app_user" ("id") on delete cascade,
        "token_hash" text not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        constraint "password_reset_hash_unique" unique ("token_hash")
      );`);
    this.addSql(`create index "password_reset_user_idx" on "factory"."password_reset" ("user_id");`);
  }
}
