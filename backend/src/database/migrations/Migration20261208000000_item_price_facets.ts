import { DirectoryMigration } from './directory-migration';

/**
 * The words' GIN index holds each item's price as facets (`item_price_facets`): for each step
 * ($0, $10, $25, $50, $100, $250, $500, $1,000, $2,500), 'f:' and the step in cents when the
 * price is from it, 'u:' when up to it. A price range asks for the one or two facets that hold it
 * (`item_price_range_facets`: $50 to $120 is 'f:5000' and 'u:25000'), so that a word and a price
 * meet in the index and only the items in both are read. Read by the words alone, 'sweater' from
 * $100 read 23,573 heap pages to count 200 of its 456 items (1.4 s), and all 65,752 sweaters to
 * sort them. Bands of the price asked for as several facets at once cost the index more than they
 * saved where the range held most items ('oak' up to $50), as each item the words found was
 * looked up in every band. The facets are the index's expression, not a column: stored, they made
 * each of 5,000,000 rows 125 bytes longer, and every read of the table slower. The price's B-tree
 * goes: a range no longer needs it, and the planner walked it in price order, a heap page an
 * item.
 */
export class Migration20261208000000ItemPriceFacets extends DirectoryMigration {
  override up(): void {
    // The steps, in cents, here alone; the body names nothing outside pg_catalog, as an index's
    // expression is also worked out with an empty search_path (autovacuum's ANALYZE, pg_restore).
    this.addSql(`create function item_price_facets(price_cents int) returns text[] language sql immutable parallel safe as $$
      select array(select k.prefix || s.step
                     from unnest('{0, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000}'::int[]) s(step)
                    cross join (values ('f:'), ('u:')) k(prefix)
                    where case k.prefix when 'f:' then s.step <= price_cents else s.step >= price_cents end
                    order by k.prefix, s.step)
    $$;`);
    // From the highest step at or below the least (that of $0 only when the range has no most at or
    // below the last step), up to the lowest step at or above the most; the steps are those a price
    // above all of them is from.
    this
      .addSql(`create function item_price_range_facets(min_cents int, max_cents int) returns text[] language sql immutable parallel safe as $$
      with steps as (select substr(facet, 3)::int as step from unnest(item_price_facets(2147483647)) facet)
      select case when f.facet = 'f:0' and u.facet is not null then array[u.facet] else array_remove(array[f.facet, u.facet], null) end
        from (select 'f:' || max(step) as facet from steps where step <= coalesce(min_cents, 0)) f,
             (select 'u:' || min(step) as facet from steps where step >= max_cents) u
    $$;`);
    this.addSql('drop index "item_price_index";');
    this.addSql('drop index "item_document_index";');
    this.addSql(
      'create index "item_document_index" on "item" using gin ("document", "facets", item_price_facets("price_cents")) where "sold_at" is null;',
    );
  }

  override down(): void {
    this.addSql('drop index "item_document_index";');
    this.addSql('create index "item_document_index" on "item" using gin ("document", "facets") where "sold_at" is null;');
    this.addSql('create index "item_price_index" on "item" ("price_cents") where "sold_at" is null;');
    this.addSql('drop function item_price_range_facets(int, int);');
    this.addSql('drop function item_price_facets(int);');
  }
}
