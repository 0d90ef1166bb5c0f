import { DirectoryMigration } from './directory-migration';

/**
 * The facts of a store's terms that search filters by are written with the terms by the app
 * (`termsFacts`: the importer, every change) rather than by a trigger, which took a tenth of a first
 * import's time.
 */
export class Migration20261201010000TermsFactsByTheApp extends DirectoryMigration {
  override up(): void {
    this.addSql('drop trigger if exists store_consignment_facts on "store";');
    this.addSql('drop function if exists store_consignment_facts();');
  }

  override down(): void {
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
  }
}
