import { Entity, EntityRepositoryType, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { City } from '../cities/city.entity';
import type { OpeningHours } from '../contracts/api.contract';
import type { ConsignmentTerms } from '../contracts/consignment-terms';
import { StoreRepository } from './store.repository';

@Entity({ tableName: 'store', repository: () => StoreRepository })
@Index({
  name: 'store_city_listing_index',
  // A city's stores in the order its page lists them, straight from the index.
  expression: 'create index "store_city_listing_index" on "store" ("city_id", "number_of_reviews" desc nulls last, "business_name", "id")',
})
@Index({
  name: 'store_state_listing_index',
  // A state's stores most reviewed first: a search kept to a state reads its best without the rest,
  // and their names' words from the index alone.
  expression:
    'create index "store_state_listing_index" on "store" ("state_id", "number_of_reviews" desc nulls last, "business_name", "id") include ("name_document")',
})
@Index({
  name: 'store_zip_code_pattern_index',
  // A ZIP code, or the stores sharing its first digits (`zip_code like '900%'`), in the pattern
  // operators' order (`~<~`), with their cities (Migration20261202040000_zip_code_cities).
  expression: 'create index "store_zip_code_pattern_index" on "store" ("zip_code" varchar_pattern_ops) include ("city_id")',
})
@Index({
  name: 'store_point_index',
  // Stores near a place: `point(longitude, latitude) <-> point(lng, lat)` walks outwards from it, and
  // `<@ box(...)` reads the stores inside a box. SP-GiST costs a fortieth of a GiST on the globe per imported row.
  expression:
    'create index "store_point_index" on "store" using spgist (point("longitude", "latitude")) where "latitude" is not null and "longitude" is not null',
})
@Index({
  name: 'store_terms_point_index',
  // The stores that publish consignment terms near a place, for the price comparison: as `store_point_index`.
  expression:
    'create index "store_terms_point_index" on "store" using spgist (point("longitude", "latitude")) where "consignment_terms" is not null and "latitude" is not null and "longitude" is not null',
})
@Index({
  name: 'store_review_order_index',
  // Search results of one rank, most reviewed first: a common word's best stores without reading the
  // rest, and the names holding it from the index alone (Migration20261202020000_search_name_walks).
  expression:
    'create index "store_review_order_index" on "store" ("number_of_reviews" desc nulls last, "business_name", "id") include ("name_document")',
})
@Index({
  name: 'store_name_order_index',
  // A name exactly, or by its start (`... like 'good%'`), in any case and without apostrophes (search's
  // NAME), with what a page orders them by: read from the index alone.
  expression: `create index "store_name_order_index" on "store" (translate(lower("business_name"), '''’', '') text_pattern_ops) include ("number_of_reviews", "business_name", "id")`,
})
@Index({
  name: 'store_address_pattern_index',
  // Search: a house number and its street (`lower(address) like '66643 dogwood%'`).
  expression: 'create index "store_address_pattern_index" on "store" (lower("address") text_pattern_ops)',
})
@Index({
  name: 'store_search_document_index',
  expression: 'create index "store_search_document_index" on "store" using gin ("search_document")',
})
@Index({
  name: 'store_name_document_index',
  expression: 'create index "store_name_document_index" on "store" using gin ("name_document")',
})
export class Store {
  [EntityRepositoryType]?: StoreRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Unique over the whole directory, so `/api/stores/:storeSlug` names one store. */
  @Property({ type: 'string', length: 120, unique: 'store_slug_unique' })
  slug!: string;

  @ManyToOne('City', { deleteRule: 'restrict' })
  city!: City;

  /** Its city's state's id, kept by the database's trigger on every write (never by the app), for search. */
  @Property({ type: 'integer', hidden: true })
  stateId!: number;

  @Property({ type: 'string', length: 200 })
  businessName!: string;

  @Property({ type: 'string', length: 300 })
  address!: string;

  @Property({ type: 'string', length: 10 })
  zipCode!: string;

  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  /**
   * Its IANA time zone ('America/New_York'), for its hours and 'open now' in its own time: set by
   * every writer from the coordinates, or the state without them (`storeTimeZone`).
   */
  @Property({ type: 'string', length: 64 })
  timeZone!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  website: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  photo: string | null = null;

  @Property({ type: 'integer', nullable: true })
  numberOfReviews: number | null = null;

  @Property({ type: 'text', nullable: true })
  seoDescription: string | null = null;

  @Property({ type: 'boolean', default: false }) sellFurniture = false;
  @Property({ type: 'boolean', default: false }) sellClothes = false;
  @Property({ type: 'boolean', default: false }) sellAntiques = false;
  @Property({ type: 'boolean', default: false }) sellJewelry = false;
  @Property({ type: 'boolean', default: false }) sellBooks = false;
  @Property({ type: 'boolean', default: false }) sellGiftItems = false;
  @Property({ type: 'boolean', default: false }) sellPremiumBrand = false;
  @Property({ type: 'boolean', default: false }) sellMerchandise = false;
  @Property({ type: 'boolean', default: false }) wideSelection = false;
  @Property({ type: 'boolean', default: false }) cleanOrganized = false;
  @Property({ type: 'boolean', default: false }) pricing = false;
  @Property({ type: 'boolean', default: false }) friendlyEmployees = false;

  /**
   * What search matches (docs/architecture.md, "Search"): the name (weight A), city, state and ZIP
   * code (B), flag words (C) and what every store is (D). Written by the database's trigger on every
   * write, never by the app.
   */
  @Property({ columnType: 'tsvector', defaultRaw: "''::tsvector", lazy: true, hidden: true })
  searchDocument?: string;

  /** The name's words alone, for names that hold every word of a search. Written by the same trigger. */
  @Property({ columnType: 'tsvector', defaultRaw: "''::tsvector", lazy: true, hidden: true })
  nameDocument?: string;

  /** Its verified owner's hours, on the store's own clock, in place of the generated ones; null: generated. */
  @Property({ type: 'json', nullable: true })
  hours: OpeningHours[] | null = null;

  /** Its consignment terms, imported or its verified owner's; null: the store has published none here. */
  @Property({ type: 'json', nullable: true })
  consignmentTerms: ConsignmentTerms | null = null;

  /**
   * What search's terms filters read of the terms (`termsFacts`): whether it takes furniture, the
   * least share of a sale it pays in cash, whether sellers may walk in. Written with the terms.
   */
  @Property({ type: 'boolean', default: false, hidden: true })
  consignsFurniture = false;

  @Property({ type: 'smallint', nullable: true, hidden: true })
  leastConsignorPercent: number | null = null;

  @Property({ type: 'boolean', default: false, hidden: true })
  walkInIntake = false;

  /** When its verified owner last changed it: an import leaves what they wrote (`OWNER_FIELDS`). */
  @Property({ type: 'datetime', nullable: true })
  ownerEditedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
