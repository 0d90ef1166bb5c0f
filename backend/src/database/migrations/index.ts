import type { MigrationObject } from '@mikro-orm/core';
import type { DirectoryMigration } from './directory-migration';
import { Migration20261122000000InitialSchema } from './Migration20261122000000_initial_schema';
import { Migration20261122040000SearchIndexes } from './Migration20261122040000_search_indexes';
import { Migration20261122090000SitemapAdminMeta } from './Migration20261122090000_sitemap_admin_meta';
import { Migration20261122100000SitemapDataVersion } from './Migration20261122100000_sitemap_data_version';
import { Migration20261122110000SearchAtScale } from './Migration20261122110000_search_at_scale';
import { Migration20261123000000StoreTimeZone } from './Migration20261123000000_store_time_zone';
import { Migration20261125000000SearchDocuments } from './Migration20261125000000_search_documents';
import { Migration20261126000000SearchPlanning } from './Migration20261126000000_search_planning';
import { Migration20261128000000SearchPlaces } from './Migration20261128000000_search_places';
import { Migration20261129000000StoreState } from './Migration20261129000000_store_state';
import { Migration20261129010000PopularSearches } from './Migration20261129010000_popular_searches';
import { Migration20261130000000Contributions } from './Migration20261130000000_contributions';
import { Migration20261201000000ConsignmentTerms } from './Migration20261201000000_consignment_terms';
import { Migration20261202000000StoreAddressIndex } from './Migration20261202000000_store_address_index';
import { Migration20261202010000StoreNameApostrophes } from './Migration20261202010000_store_name_apostrophes';
import { Migration20261202020000SearchNameWalks } from './Migration20261202020000_search_name_walks';
import { Migration20261202030000SearchTermsOnce } from './Migration20261202030000_search_terms_once';
import { Migration20261202040000ZipCodeCities } from './Migration20261202040000_zip_code_cities';
import { Migration20261203100000Items } from './Migration20261203100000_items';
import { Migration20261203110000StoreWeek } from './Migration20261203110000_store_week';
import { Migration20261203120000ItemStoreEarth } from './Migration20261203120000_item_store_earth';
import { Migration20261204000000SearchTermsGenericPlan } from './Migration20261204000000_search_terms_generic_plan';
import { Migration20261205000000ItemFacets } from './Migration20261205000000_item_facets';
import { Migration20261206000000ItemLexemes } from './Migration20261206000000_item_lexemes';
import { Migration20261207000000WeekFacets } from './Migration20261207000000_week_facets';
import { Migration20261208000000ItemPriceFacets } from './Migration20261208000000_item_price_facets';
import { Migration20261209000000WeekPatternFacet } from './Migration20261209000000_week_pattern_facet';
import { Migration20261203000000ChangeNotices } from './Migration20261203000000_change_notices';
import { Migration20261130010000UsedFormTickets } from './Migration20261130010000_used_form_tickets';

/** A migration of this project: a {@link DirectoryMigration}, whose statements have no time limit. */
interface DirectoryMigrationObject extends MigrationObject {
  class: new (...args: ConstructorParameters<typeof DirectoryMigration>) => DirectoryMigration;
}

/** Every migration, oldest first. A new migration is added here as well as in this folder. */
export const MIGRATIONS: DirectoryMigrationObject[] = [
  { name: 'Migration20261122000000_initial_schema', class: Migration20261122000000InitialSchema },
  { name: 'Migration20261122040000_search_indexes', class: Migration20261122040000SearchIndexes },
  { name: 'Migration20261122090000_sitemap_admin_meta', class: Migration20261122090000SitemapAdminMeta },
  { name: 'Migration20261122100000_sitemap_data_version', class: Migration20261122100000SitemapDataVersion },
  { name: 'Migration20261122110000_search_at_scale', class: Migration20261122110000SearchAtScale },
  { name: 'Migration20261123000000_store_time_zone', class: Migration20261123000000StoreTimeZone },
  { name: 'Migration20261125000000_search_documents', class: Migration20261125000000SearchDocuments },
  { name: 'Migration20261126000000_search_planning', class: Migration20261126000000SearchPlanning },
  { name: 'Migration20261128000000_search_places', class: Migration20261128000000SearchPlaces },
  { name: 'Migration20261129000000_store_state', class: Migration20261129000000StoreState },
  { name: 'Migration20261129010000_popular_searches', class: Migration20261129010000PopularSearches },
  { name: 'Migration20261130000000_contributions', class: Migration20261130000000Contributions },
  { name: 'Migration20261130010000_used_form_tickets', class: Migration20261130010000UsedFormTickets },
  { name: 'Migration20261201000000_consignment_terms', class: Migration20261201000000ConsignmentTerms },
  { name: 'Migration20261202000000_store_address_index', class: Migration20261202000000StoreAddressIndex },
  { name: 'Migration20261202010000_store_name_apostrophes', class: Migration20261202010000StoreNameApostrophes },
  { name: 'Migration20261202020000_search_name_walks', class: Migration20261202020000SearchNameWalks },
  { name: 'Migration20261202030000_search_terms_once', class: Migration20261202030000SearchTermsOnce },
  { name: 'Migration20261202040000_zip_code_cities', class: Migration20261202040000ZipCodeCities },
  { name: 'Migration20261203000000_change_notices', class: Migration20261203000000ChangeNotices },
  { name: 'Migration20261203100000_items', class: Migration20261203100000Items },
  { name: 'Migration20261203110000_store_week', class: Migration20261203110000StoreWeek },
  { name: 'Migration20261203120000_item_store_earth', class: Migration20261203120000ItemStoreEarth },
  { name: 'Migration20261204000000_search_terms_generic_plan', class: Migration20261204000000SearchTermsGenericPlan },
  { name: 'Migration20261205000000_item_facets', class: Migration20261205000000ItemFacets },
  { name: 'Migration20261206000000_item_lexemes', class: Migration20261206000000ItemLexemes },
  { name: 'Migration20261207000000_week_facets', class: Migration20261207000000WeekFacets },
  { name: 'Migration20261208000000_item_price_facets', class: Migration20261208000000ItemPriceFacets },
  { name: 'Migration20261209000000_week_pattern_facet', class: Migration20261209000000WeekPatternFacet },
];
