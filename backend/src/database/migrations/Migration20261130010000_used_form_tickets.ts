import { DirectoryMigration } from './directory-migration';

/** A form's ticket works once: the tickets already sent, until they have expired (`FormTickets.spend`). */
export class Migration20261130010000UsedFormTickets extends DirectoryMigration {
  override up(): void {
    this.addSql(
      `create table "used_form_ticket" ("signature" varchar(64) not null, "used_at" timestamptz not null default now(), constraint "used_form_ticket_pkey" primary key ("signature"));`,
    );
    this.addSql(`create index "used_form_ticket_used_at_index" on "used_form_ticket" ("used_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "used_form_ticket";');
  }
}
