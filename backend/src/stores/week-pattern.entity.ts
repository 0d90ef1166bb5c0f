import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A week some store keeps in its zone: its zone and open minutes, as `store_week` holds them, written by
 * the database's triggers on every week written and every store's change of zone
 * (Migration20261207000000_week_facets). Each item's facets hold its store's (`week_facet`), so an item
 * search open now asks the words' index for the patterns open at the instant. Patterns no store keeps
 * any more stay.
 */
@Entity({ tableName: 'week_pattern' })
export class WeekPattern {
  /** An IANA zone ('America/Chicago'). */
  @PrimaryKey({ type: 'text' })
  timeZone!: string;

  /** A PostgreSQL multirange of minutes of the week (Monday 00:00 is 0): `{[600,1080),[2040,2520)}`. */
  @PrimaryKey({ columnType: 'int4multirange', type: 'string' })
  openMinutes!: string;

  /** Its facet as items hold it (`week_facet`), worked out by the database as the pattern is written. */
  @Property({ type: 'text', generated: '(week_facet(time_zone, open_minutes)) stored' })
  facet!: Opt<string>;
}
