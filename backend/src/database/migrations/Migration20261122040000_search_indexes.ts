import { DirectoryMigration } from './directory-migration';

/**
 * What store search reads instead of whole tables: trigram indexes on store and city names (exact,
 * prefix, substring and misspelled matches), ZIP prefixes, and the stores' places on the globe
 * (cube + earthdistance) for nearest-first lists.
 */
export class Migration20261122040000SearchIndexes extends DirectoryMigration {
  override up(): void {
    this.addSql('create extension if not exists cube;');
    this.addSql('create extension if not exists earthdistance;');
    this.addSql('create index "store_business_name_trgm_index" on "store" using gin (lower("business_name") gin_trgm_ops);');
    this.addSql('create index "city_name_trgm_index" on "city" using gin (lower("name") gin_trgm_ops);');
    // Pattern operators serve `zip_code like '900%'` as well as equality, so this replaces the plain index.
    this.addSql('drop index if exists "store_zip_code_index";');
    this.addSql('create index "store_zip_code_pattern_index" on "store" ("zip_code" varchar_pattern_ops);');
    this.addSql(
      'create index "store_location_index" on "store" using gist (ll_to_earth("latitude", "longitude")) where "latitude" is not null and "longitude" is not null;',
    );
    // pg_trgm declares its similarity operators as cheap as `=`, so on a few thousand rows the planner
    // would rather test every name than ask the trigram index (30 ms instead of 3 ms for 'vin'). Their
    // real cost, about a hundred times more, makes it use the index. Where the database user may not
    // alter the extension's functions, search still works, and says so in the server log.
    this.addSql(`do $$
      begin
        alter function word_similarity_op(text, text) cost 100;
        alter function word_similarity_commutator_op(text, text) cost 100;
        alter function similarity_op(text, text) cost 100;
      exception when insufficient_privilege then
        raise warning 'pg_trgm operator costs left as they are (%): store search may scan names instead of using its index', sqlerrm;
      end $$;`);
  }

  override down(): void {
    this.addSql(`do $$
      begin
        alter function word_similarity_op(text, text) cost 1;
        alter function word_similarity_commutator_op(text, text) cost 1;
        alter function similarity_op(text, text) cost 1;
      exception when insufficient_privilege then null;
      end $$;`);
    this.addSql('drop index if exists "store_location_index";');
    this.addSql('drop index if exists "store_zip_code_pattern_index";');
    this.addSql('create index "store_zip_code_index" on "store" ("zip_code");');
    this.addSql('drop index if exists "city_name_trgm_index";');
    this.addSql('drop index if exists "store_business_name_trgm_index";');
  }
}
