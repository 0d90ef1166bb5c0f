import { DirectoryMigration } from './directory-migration';

/**
 * Each store's consignment terms (`consignment_terms`, imported or its owner's; null: not published
 * here), and the facts of them that search's filters read, written by a trigger on every write of the
 * terms (the importer's COPY and upsert, the owner's edit), never by the app: whether it takes
 * furniture, the least share of a sale it pays the seller (its lowest band or category, in cash), and
 * whether sellers may walk in. Stores near a place that publish terms have an index of their own, for
 * the price comparison.
 */
export class Migration20261201000000ConsignmentTerms extends DirectoryMigration {
  override up(): void {
    this.addSql(`alter table "store"
      add column "consignment_terms" jsonb null,
      add column "consigns_furniture" boolean not null default false,
      add column "least_consignor_percent" smallint null,
      add column "walk_in_intake" boolean not null default false;`);
    this.addSql(`create function store_consignment_facts() returns trigger language plpgsql as $$
      begin
        new.consigns_furniture := coalesce(new.consignment_terms -> 'accepts' @> '["furniture"]', false);
        new.least_consignor_percent := (
          select floor(min(share))::smallint from (
            select (tier ->> 'consignorPercent')::numeric as share
              from jsonb_array_elements(coalesce(new.consignment_terms #> '{split,tiers}', '[]')) tier
            union all
            select value::numeric from jsonb_each_text(coalesce(new.consignment_terms #> '{split,byCategory}', '{}'))
          ) shares);
        new.walk_in_intake := coalesce((new.consignment_terms #>> '{intake,walkIn}')::boolean, false);
        return new;
      end $$;`);
    this.addSql(`create trigger store_consignment_facts before insert or update of consignment_terms on "store"
      for each row execute function store_consignment_facts();`);
    this.addSql(
      `create index "store_terms_point_index" on "store" using spgist (point("longitude", "latitude")) where "consignment_terms" is not null and "latitude" is not null and "longitude" is not null;`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists "store_terms_point_index";');
    this.addSql('drop trigger if exists store_consignment_facts on "store";');
    this.addSql('drop function if exists store_consignment_facts();');
    this.addSql(
      'alter table "store" drop column "consignment_terms", drop column "consigns_furniture", drop column "least_consignor_percent", drop column "walk_in_intake";',
    );
  }
}
