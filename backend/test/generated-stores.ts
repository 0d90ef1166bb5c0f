import { REFRESH_CITY_TOTALS } from '../src/database/import/store-importer';
import { storeTimeZone } from '../src/stores/store-time-zone';
import { queryDatabase } from './test-database';

/** The slugs of the stores `addGeneratedStores` adds begin with this, and end with their number (from 1). */
export const GENERATED_STORE_SLUG_PREFIX = 'generated-store-';

export const generatedStoreSlug = (n: number) => `${GENERATED_STORE_SLUG_PREFIX}${n}`;

/**
 * Adds `count` generated stores to Austin, Texas, and brings the cities' totals up to date as an
 * import does: a directory far larger than the sample's in a second. With `onGrid`, each store
 * stands at a place of its own on a grid over the city; without, none is on the map.
 */
export async function addGeneratedStores(databaseUrl: string, count: number, { onGrid = false } = {}): Promise<void> {
  await queryDatabase(
    databaseUrl,
    `insert into store (slug, city_id, business_name, address, zip_code, time_zone, latitude, longitude)
     select $4::text || n, c.id, 'Generated Store ' || n, n || ' Bulk Street', '78701', $2,
            case when $3::boolean then 30.2 + (n % 250) * 0.0008 end, case when $3::boolean then -97.8 + (n / 250) * 0.0008 end
       from generate_series(1, $1::int) as n,
            (select c.id from city c join state s on s.id = c.state_id where s.slug = 'texas' and c.slug = 'austin') as c`,
    [count, storeTimeZone({ state: 'TX' }), onGrid, GENERATED_STORE_SLUG_PREFIX],
  );
  await queryDatabase(databaseUrl, REFRESH_CITY_TOTALS);
}
