import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createMikroOrmOptions } from '../src/database/mikro-orm.config';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

describe('the database schema', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(createMikroOrmOptions({ url: database.url, poolSize: database.poolSize }));
  });

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('is exactly what the entities describe once the migrations have run', async () => {
    const difference = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(difference.trim()).toBe('');
  });

  it('has pg_trgm and the 51 reference states', async () => {
    const extensions = await queryDatabase<{ extname: string }>(database.url, `select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions).toHaveLength(1);
    const [states] = await queryDatabase<{ count: number }>(database.url, 'select count(*)::int as count from state');
    expect(states!.count).toBe(51);
  });

  it("keeps each store's state its city's: on every write, and when a city moves to another state", async () => {
    const [city] = await queryDatabase<{ id: number }>(
      database.url,
      `insert into city (state_id, name, slug) select id, 'Statetest', 'statetest' from state where slug = 'oregon' returning id`,
    );
    await queryDatabase(
      database.url,
      `insert into store (slug, city_id, business_name, address, zip_code, time_zone)
       values ('state-test-store', $1, 'State Test Store', '1 Main Street', '97201', 'America/Los_Angeles')`,
      [city!.id],
    );
    const stateOfStore = async () =>
      (
        await queryDatabase<{ slug: string }>(
          database.url,
          `select s.slug from store st join state s on s.id = st.state_id where st.slug = 'state-test-store'`,
        )
      )[0]?.slug;
    expect(await stateOfStore()).toBe('oregon');
    await queryDatabase(database.url, `update city set state_id = (select id from state where slug = 'washington') where id = $1`, [
      city!.id,
    ]);
    expect(await stateOfStore()).toBe('washington');
  });

  it('finds every price of a range among the price facets it asks the index for, and only those at the steps', async () => {
    // Prices and ranges in cents around each step ($0, $10, $25, $50, $100, $250, $500, $1,000, $2,500), a cent either side, and beyond.
    const [result] = await queryDatabase<{ ranges: number; unasked: number; missed: number; extra: number }>(
      database.url,
      `with steps as (select substr(facet, 3)::int as step from unnest(item_price_facets(2147483647)) facet),
            prices as (select distinct greatest(0, step + shift) as cents from steps, unnest(array[-1, 0, 1, 700]) shift
                       union select 100000000),
            bounds as (select cents from prices union select null),
            ranges as (select low.cents as min_cents, high.cents as max_cents, item_price_range_facets(low.cents, high.cents) as facets
                         from bounds low, bounds high
                        where (low.cents is not null or high.cents is not null) and (low.cents is null or high.cents is null or low.cents <= high.cents))
       select count(distinct (r.min_cents, r.max_cents))::int as ranges,
              count(distinct (r.min_cents, r.max_cents)) filter (where cardinality(r.facets) not between 1 and 2)::int as unasked,
              count(*) filter (where within and not held)::int as missed,
              count(*) filter (where held and not within
                               and (r.min_cents is null or r.min_cents in (select step from steps))
                               and (r.max_cents is null or r.max_cents in (select step from steps)))::int as extra
         from ranges r cross join prices p
        cross join lateral (select p.cents >= coalesce(r.min_cents, 0) and p.cents <= coalesce(r.max_cents, p.cents) as within,
                                   item_price_facets(p.cents) @> r.facets as held) judged`,
    );
    expect(result!.ranges).toBeGreaterThan(500);
    // One or two facets each: none asks for nothing, which the index would answer by reading all of itself.
    expect(result!.unasked).toBe(0);
    expect(result!.missed).toBe(0);
    expect(result!.extra).toBe(0);
  });

  it("works out the index's price facets and the week patterns' facets with an empty search_path, as autovacuum's ANALYZE and pg_restore do", async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(`set search_path = ''`);
      const { rows } = await client.query<{ facets: string[] }>('select public.item_price_facets(5000) as facets');
      expect(rows[0]!.facets).toEqual([
        'f:0',
        'f:1000',
        'f:2500',
        'f:5000',
        'u:5000',
        'u:10000',
        'u:25000',
        'u:50000',
        'u:100000',
        'u:250000',
      ]);
      // `week_pattern.facet` is generated by it: a restored dump writes each row's again.
      const [week] = (await client.query<{ facet: string }>(`select public.week_facet('America/Chicago', '{[600,1080)}') as facet`)).rows;
      expect(week!.facet).toMatch(/^w:[0-9a-f]{16}$/);
    } finally {
      await client.end();
    }
  });

  it('looks stores up by slug and lists a city by index, not by reading the whole table', async () => {
    await queryDatabase(database.url, 'analyze');
    const plan = async (sql: string) =>
      (await queryDatabase<{ 'QUERY PLAN': string }>(database.url, `explain ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
    expect(await plan(`select * from store where slug = 'x'`)).toContain('store_slug_unique');
    expect(
      await plan('select * from store where city_id = 1 order by number_of_reviews desc nulls last, business_name, id limit 100'),
    ).toContain('store_city_listing_index');
    expect(await plan(`select * from city where state_id = 5 and slug = 'los-angeles'`)).toContain('city_state_id_slug_unique');
  });
});
