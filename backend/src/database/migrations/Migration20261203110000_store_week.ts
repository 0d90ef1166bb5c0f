import { DirectoryMigration } from './directory-migration';

/**
 * "Open now": each store's week (`store_week`), the minutes of the week it is open on its own clock
 * (`weeklyOpenMinutes`), written by the app with the hours (rows are filled for existing stores as the
 * app starts); and `week_minute`, the minute of the week an instant is on a zone's clock.
 */
export class Migration20261203110000StoreWeek extends DirectoryMigration {
  override up(): void {
    this.addSql(`create table "store_week" (
      "store_id" int not null,
      "open_minutes" int4multirange not null,
      constraint "store_week_pkey" primary key ("store_id"),
      constraint "store_week_store_id_foreign" foreign key ("store_id") references "store" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create function week_minute(instant timestamptz, zone text) returns int language sql stable parallel safe as $$
      select ((extract(isodow from instant at time zone zone)::int - 1) * 1440
        + extract(hour from instant at time zone zone)::int * 60
        + extract(minute from instant at time zone zone)::int)
    $$;`);
  }

  override down(): void {
    this.addSql('drop table if exists "store_week";');
    this.addSql('drop function if exists week_minute(timestamptz, text);');
  }
}
