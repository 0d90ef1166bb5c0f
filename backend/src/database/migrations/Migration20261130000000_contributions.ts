import { DirectoryMigration } from './directory-migration';

/**
 * A directory that stays true (docs/architecture.md, "Contributions"): visitors' suggestions and
 * reports, owners' claims, sessions and photos, their own hours on the store, closed stores out of
 * the `store` table, every change's audit entry, and e-mail kept until sent.
 */
export class Migration20261130000000Contributions extends DirectoryMigration {
  override up(): void {
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "store_id" int not null, "actor" varchar(300) not null, "action" varchar(32) not null, "reason" text null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now(), "reverted_at" timestamptz null);`,
    );
    this.addSql(`create index "audit_entry_store_index" on "audit_entry" ("store_id", "created_at");`);
    this.addSql(
      `create table "mail_message" ("id" serial primary key, "recipient" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "created_at" timestamptz not null default now(), "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "sent_at" timestamptz null, "last_error" text null);`,
    );
    this.addSql(`create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "sent_at" is null;`);
    this.addSql(
      `create table "site_secret" ("name" varchar(32) not null, "value" varchar(64) not null, constraint "site_secret_pkey" primary key ("name"));`,
    );
    this.addSql(
      `create table "closed_store" ("id" int not null, "slug" varchar(120) not null, "city_id" int not null, "business_name" varchar(200) not null, "address" varchar(300) not null, "zip_code" varchar(10) not null, "latitude" double precision null, "longitude" double precision null, "record" jsonb not null, "closed_at" timestamptz not null default now(), constraint "closed_store_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "closed_store" add constraint "closed_store_slug_unique" unique ("slug");`);
    this.addSql(
      `create table "store_claim" ("id" serial primary key, "store_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) null, "link_expires_at" timestamptz not null, "link_used_at" timestamptz null, "status" varchar(16) not null default 'pending', "reason" text null, "created_at" timestamptz not null default now(), "decided_at" timestamptz null);`,
    );
    this.addSql(`alter table "store_claim" add constraint "store_claim_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "store_claim_store_index" on "store_claim" ("store_id", "email");`);
    this.addSql(`create index "store_claim_status_index" on "store_claim" ("status", "created_at");`);
    this.addSql(
      `create table "owner_session" ("token_hash" varchar(64) not null, "claim_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "owner_session_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "owner_session_expires_at_index" on "owner_session" ("expires_at");`);
    this.addSql(
      `create table "store_photo" ("id" serial primary key, "store_id" int not null, "file" varchar(80) not null, "width" int not null, "height" int not null, "position" int not null, "created_at" timestamptz not null default now(), "removed_at" timestamptz null);`,
    );
    this.addSql(`alter table "store_photo" add constraint "store_photo_file_unique" unique ("file");`);
    this.addSql(`create index "store_photo_store_index" on "store_photo" ("store_id", "position");`);
    this.addSql(
      `create table "store_report" ("id" serial primary key, "store_id" int not null, "problem" varchar(32) not null, "note" text null, "email" varchar(254) null, "status" varchar(16) not null default 'open', "reason" text null, "created_at" timestamptz not null default now(), "resolved_at" timestamptz null);`,
    );
    this.addSql(`create index "store_report_status_index" on "store_report" ("status", "store_id", "created_at");`);
    this.addSql(
      `create table "store_suggestion" ("id" serial primary key, "business_name" varchar(200) not null, "address" varchar(300) not null, "city" varchar(100) not null, "state_id" int not null, "zip_code" varchar(10) not null, "phone" varchar(40) null, "website" varchar(300) null, "sells" jsonb not null, "note" text null, "email" varchar(254) null, "status" varchar(16) not null default 'pending', "reason" text null, "store_id" int null, "created_at" timestamptz not null default now(), "decided_at" timestamptz null);`,
    );
    this.addSql(`create index "store_suggestion_status_index" on "store_suggestion" ("status", "created_at");`);
    this.addSql(
      `alter table "closed_store" add constraint "closed_store_city_id_foreign" foreign key ("city_id") references "city" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "owner_session" add constraint "owner_session_claim_id_foreign" foreign key ("claim_id") references "store_claim" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "store_suggestion" add constraint "store_suggestion_state_id_foreign" foreign key ("state_id") references "state" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "store" add column "hours" jsonb null, add column "owner_edited_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql('alter table "store" drop column "hours", drop column "owner_edited_at";');
    for (const table of [
      'owner_session',
      'store_claim',
      'store_photo',
      'store_report',
      'store_suggestion',
      'closed_store',
      'audit_entry',
      'mail_message',
      'site_secret',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
