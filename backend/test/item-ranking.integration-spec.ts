import { MikroORM } from '@mikro-orm/postgresql';
import type { ProductFlag } from '../src/contracts/api.contract';
import { itemsCountedUpTo, type ItemSearchResponse } from '../src/contracts/items.contract';
import { NEAR_ME_RADIUS_MILES } from '../src/contracts/search.contract';
import { Item } from '../src/items/item.entity';
import { itemTsQueries } from '../src/items/item-query';
import { WALK_ITEMS_MAX, walkAgainUpTo } from '../src/items/item-search-sql';
import { COMPLETIONS_MAX } from '../src/search/engine/search-terms';
import { recordStatements } from './record-statements';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

/** A search of the sample directory's items: its words as `to_tsquery` reads them, and its place. */
interface Case {
  params: string;
  tsquery: string | null;
  near: { citySlug: string; state: string } | null;
  category?: string;
  /** Prices from and up to, in dollars. */
  min?: number;
  max?: number;
  /**
   * More matches than pages 1 to 3 count (`itemsCountedUpTo`): walked in an index's order when those
   * counted hold a title match, else every match sorted.
   */
  many?: true;
}

const CASES: Case[] = [
  { params: 'q=dresser&near=austin-tx', tsquery: 'dresser:*', near: { citySlug: 'austin', state: 'TX' } },
  { params: 'q=vintage&near=new-york-ny', tsquery: 'vintage:*', near: { citySlug: 'new-york', state: 'NY' }, many: true },
  { params: 'near=los-angeles-ca', tsquery: null, near: { citySlug: 'los-angeles', state: 'CA' }, many: true },
  {
    params: 'near=chicago-il&category=sellClothes',
    tsquery: null,
    near: { citySlug: 'chicago', state: 'IL' },
    category: 'sellClothes',
    many: true,
  },
  { params: 'q=lamp', tsquery: 'lamp:*', near: null, many: true },
  { params: 'q=lamp&near=chicago-il', tsquery: 'lamp:*', near: { citySlug: 'chicago', state: 'IL' } },
  { params: 'q=coat', tsquery: 'coat:*', near: null, many: true },
  { params: 'near=austin-tx&category=sellBooks', tsquery: null, near: { citySlug: 'austin', state: 'TX' }, category: 'sellBooks' },
  { params: 'q=vintage', tsquery: 'vintage:*', near: null, many: true },
  // Many matches, in descriptions: none in a title, and about 3 in 100 (pages 1 to 3 cross the share that fills them).
  { params: 'q=condition', tsquery: 'condition:*', near: null, many: true },
  { params: 'q=design', tsquery: 'design:*', near: null, many: true },
  { params: 'category=sellBooks', tsquery: null, near: null, category: 'sellBooks', many: true },
  // Prices: on the steps of the index's price facets and between them, with words and without, near a place and anywhere.
  { params: 'q=lamp&max=50', tsquery: 'lamp:*', near: null, max: 50, many: true },
  { params: 'q=coat&min=30&max=120', tsquery: 'coat:*', near: null, min: 30, max: 120, many: true },
  { params: 'q=dresser&min=100&near=austin-tx', tsquery: 'dresser:*', near: { citySlug: 'austin', state: 'TX' }, min: 100 },
  { params: 'near=los-angeles-ca&max=25', tsquery: null, near: { citySlug: 'los-angeles', state: 'CA' }, max: 25, many: true },
  { params: 'q=vintage&min=250', tsquery: 'vintage:*', near: null, min: 250, many: true },
];

const caseOf = (params: string): Case => CASES.find((searchCase) => searchCase.params === params)!;

describe('item search: each page is the one a single sort of every match would give', () => {
  const testApp = useTestApp({ API_CACHE_SECONDS: '0' });
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);

  /**
   * Every match in the ranking's order, read the plain way: through each store's own coordinates,
   * every match sorted by title match, distance to the mile, last seen and id.
   */
  const everyMatch = async ({ tsquery, near, category, min, max }: Case): Promise<Array<{ id: number; titled: boolean }>> =>
    db<{ id: number; titled: boolean }>(
      `with place as (select c.latitude, c.longitude from city c join state st on st.id = c.state_id where c.slug = $2 and st.abbreviation = $3)
       select i.id, $1::text is null or ts_filter(i.document, '{a}') @@ to_tsquery('directory_search', $1) as titled from item i join store s on s.id = i.store_id left join place p on true
        where i.sold_at is null
          and ($1::text is null or i.document @@ to_tsquery('directory_search', $1))
          and ($4::text is null or i.category = $4)
          and ($2::text is null or earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(p.latitude, p.longitude)) <= $5 * 1609.344)
          and ($6::int is null or i.price_cents >= $6 * 100) and ($7::int is null or i.price_cents <= $7 * 100)
        order by titled desc,
                 round(earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(p.latitude, p.longitude)) / 1609.344),
                 i.last_seen_at desc, i.id`,
      [tsquery, near?.citySlug ?? null, near?.state ?? null, category ?? null, NEAR_ME_RADIUS_MILES, min ?? null, max ?? null],
    );

  it.each(CASES)('$params: pages 1 to 3 and the count', async (searchCase) => {
    const expected = await everyMatch(searchCase);
    // More than a page of matches, so that the pages, and the tiers and miles within them, are not trivial.
    expect(expected.length).toBeGreaterThan(24);
    // Fewer matches with words than are counted are sorted at once; more are walked or sorted: both kinds are here.
    expect(expected.length >= itemsCountedUpTo(3)).toBe(searchCase.many === true);
    for (const page of [1, 2, 3]) {
      const found = (await testApp.http().get(`/api/items?${searchCase.params}&page=${page}`).expect(200)).body as ItemSearchResponse;
      expect(found.items.map((item) => item.id)).toEqual(
        expected.slice((page - 1) * found.perPage, page * found.perPage).map((match) => match.id),
      );
      expect(found.total).toBe(Math.min(expected.length, itemsCountedUpTo(page)));
      // How many are open now is said only of matches counted to the last.
      expect(found.openNowTotal === null).toBe(expected.length >= itemsCountedUpTo(page));
    }
  });

  /**
   * Each way of counting and reading a page, on the sample: the repository asked to count to 200 and
   * to cut its walks after `walkUpTo` items, page 1 compared with the one sort of every match.
   */
  const READS: Array<{
    name: string;
    searchCase: Case;
    word: string | null;
    walkUpTo: number;
    walkFindsPage: boolean;
    /** Anywhere with words, the walk cut: whether those it found say to walk again (`walkAgainUpTo`). */
    walksAgain?: boolean;
    /** The last page, short of a whole one, instead of the first. */
    lastPage?: true;
    reads: string[];
  }> = [
    {
      name: 'near a place, found by the walk',
      searchCase: caseOf('q=vintage&near=new-york-ny'),
      word: 'vintage',
      walkUpTo: WALK_ITEMS_MAX,
      walkFindsPage: true,
      reads: ['count by index', 'walk, page by its box'],
    },
    {
      name: 'near a place, the walk cut, then every match sorted',
      searchCase: caseOf('q=vintage&near=new-york-ny'),
      word: 'vintage',
      walkUpTo: 100,
      walkFindsPage: false,
      reads: ['count by index', 'walk, page by its box', 'sort'],
    },
    {
      name: 'anywhere, found by the walk',
      searchCase: caseOf('q=vintage'),
      word: 'vintage',
      walkUpTo: WALK_ITEMS_MAX,
      walkFindsPage: true,
      reads: ['count by index', 'walk'],
    },
    {
      name: 'anywhere, the walk cut with some found: walked again as far as they say the page lies',
      searchCase: caseOf('q=vintage'),
      word: 'vintage',
      walkUpTo: 350,
      walkFindsPage: false,
      walksAgain: true,
      reads: ['count by index', 'walk', 'walk'],
    },
    {
      name: 'anywhere, the walk cut with too few found to walk again: every match sorted',
      searchCase: caseOf('q=vintage'),
      word: 'vintage',
      walkUpTo: 100,
      walkFindsPage: false,
      walksAgain: false,
      reads: ['count by index', 'walk', 'sort'],
    },
    {
      name: 'anywhere with a price, the walk cut: counted and sorted with the price’s facets, walked by each price',
      searchCase: caseOf('q=lamp&max=50'),
      word: 'lamp',
      walkUpTo: 100,
      walkFindsPage: false,
      reads: ['count by index, price facets', 'walk', 'sort, price facets'],
    },
    {
      name: 'no title among those counted: every match sorted',
      searchCase: caseOf('q=condition'),
      word: 'condition',
      walkUpTo: WALK_ITEMS_MAX,
      walkFindsPage: false,
      reads: ['count by index', 'sort'],
    },
    {
      name: 'a place without words, counted and found by walks outwards',
      searchCase: caseOf('near=chicago-il&category=sellClothes'),
      word: null,
      walkUpTo: WALK_ITEMS_MAX,
      walkFindsPage: true,
      reads: ['count by walk', 'walk, page by its box'],
    },
    {
      name: 'a place without words, the count’s walk cut: counted by the index',
      searchCase: caseOf('near=chicago-il&category=sellClothes'),
      word: null,
      walkUpTo: 20,
      walkFindsPage: false,
      reads: ['count by walk', 'count by index', 'walk, page by its box', 'sort'],
    },
    {
      name: 'a place without words, every item of its box walked: the walk’s count is all there are',
      searchCase: caseOf('near=austin-tx&category=sellBooks'),
      word: null,
      walkUpTo: 1_000_000,
      walkFindsPage: true,
      reads: ['count by walk', 'walk, page by its box'],
    },
    {
      name: 'a place without words, its last page: bounded by its last match, not sorted',
      searchCase: caseOf('near=austin-tx&category=sellBooks'),
      word: null,
      walkUpTo: 1_000_000,
      walkFindsPage: true,
      lastPage: true,
      reads: ['count by walk', 'walk, page by its box'],
    },
    {
      name: 'anywhere without words, counted and found by walks newest first',
      searchCase: caseOf('category=sellBooks'),
      word: null,
      walkUpTo: WALK_ITEMS_MAX,
      walkFindsPage: true,
      reads: ['count by walk', 'walk'],
    },
  ];

  /**
   * What a statement of an item search reads: a walk is the items on sale in an index’s order, as `i`
   * (`limit 100) i`); a page near a place reads the box its walk bounds alone (`offset 0) i`); the
   * price’s facets are asked of the words’ index.
   */
  const readOf = (text: string): string[] => {
    const walks = /limit \S+\) i\b/.test(text);
    const facets = text.includes('item_price_facets') ? ', price facets' : '';
    const box = text.includes('offset 0) i') ? ', page by its box' : '';
    if (text.includes(' as open_now')) return [`${walks ? 'count by walk' : 'count by index'}${facets}`];
    if (text.includes('row_number() over')) return [`${walks ? 'walk' : 'sort'}${box}${facets}`];
    return [];
  };

  it.each(READS)('$name', async ({ searchCase, word, walkUpTo, walkFindsPage, walksAgain, lastPage, reads }) => {
    const expected = await everyMatch(searchCase);
    // A last page holds fewer than a page, so that the walk seeks fewer than the page's size.
    if (lastPage) expect(expected.length % 24).not.toBe(0);
    const offset = lastPage ? Math.floor(expected.length / 24) * 24 : 0;
    const [place] = searchCase.near
      ? await db<{ lat: number; lng: number }>(
          'select c.latitude as lat, c.longitude as lng from city c join state st on st.id = c.state_id where c.slug = $1 and st.abbreviation = $2',
          [searchCase.near.citySlug, searchCase.near.state],
        )
      : [];
    // The walk's first `walkUpTo` items hold a page of matches (with words, in the title), or they do not (cut).
    const [walked] = await db<{ found: number }>(
      `select count(*)::int as found from (select document, category from item where sold_at is null
          order by ${place ? 'store_earth <-> ll_to_earth($4, $5)' : 'last_seen_at desc, id'} limit $1) w
        where ($2::text is null or w.document @@ to_tsquery('directory_search', $2)) and ($3::text is null or w.category = $3)`,
      [walkUpTo, word && `${searchCase.tsquery!}A`, searchCase.category ?? null, ...(place ? [place.lat, place.lng] : [])],
    );
    expect(walked!.found >= 24).toBe(walkFindsPage);
    if (walksAgain !== undefined) {
      expect(walked!.found).toBeGreaterThan(0);
      expect(walkAgainUpTo(walked!.found, walkUpTo, 24) !== null).toBe(walksAgain);
    }

    const repository = testApp.app.get(MikroORM).em.fork().getRepository(Item);
    const words = word === null ? null : itemTsQueries(await repository.readTerms([word], COMPLETIONS_MAX));
    const recorded = recordStatements();
    const found = await repository
      .search({
        words,
        category: (searchCase.category as ProductFlag | undefined) ?? null,
        minCents: searchCase.min === undefined ? null : searchCase.min * 100,
        maxCents: searchCase.max === undefined ? null : searchCase.max * 100,
        near: place ? { ...place, miles: NEAR_ME_RADIUS_MILES } : null,
        openAt: null,
        offset,
        limit: 24,
        countUpTo: 200,
        walkUpTo,
      })
      .finally(() => recorded.stop());
    expect(found.total).toBe(Math.min(expected.length, 200));
    expect(found.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 24).map((match) => match.id));
    expect(recorded.statements.flatMap((statement) => readOf(statement.text))).toEqual(reads);
    // The page near a place reads the items within its bound by the points' box: never the words' matches in the circle.
    for (const { text, values } of recorded.statements.filter((statement) => statement.text.includes('offset 0) i'))) {
      const plan = (await db<{ 'QUERY PLAN': string }>(`explain ${text}`, values)).map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('item_earth_index');
      expect(plan).not.toContain('item_document_index');
    }
  });

  it('says how many are open now only when every match was counted', async () => {
    const everything = (await testApp.http().get('/api/items?category=sellClothes').expect(200)).body as ItemSearchResponse;
    expect(everything.total).toBe(itemsCountedUpTo(1));
    expect(everything.openNowTotal).toBeNull();
    const near = (await testApp.http().get('/api/items?q=dresser&near=austin-tx').expect(200)).body as ItemSearchResponse;
    expect(near.total).toBeLessThan(itemsCountedUpTo(1));
    expect(near.openNowTotal).toEqual(expect.any(Number));
  });
});
