import type { EntityManager } from '@mikro-orm/postgresql';
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { Item } from '../../items/item.entity';
import { Store } from '../../stores/store.entity';
import { sampleItemsFor, storesWithSampleFeeds, type SampleStoreForItems } from './sample-items';

const HOUR_MILLISECONDS = 3_600_000;
/** Items written a statement, at most. */
const BATCH = 2_000;

/**
 * Writes the sample directory's items: about one store in five lists its generated items
 * (`storesWithSampleFeeds`), first seen up to 30 days before `now` and last seen within the feeds'
 * six hours; none when the directory lists items already. Its stores' flags read as plain rows (the
 * QueryBuilder's), the items by `insertMany`.
 */
export async function loadSampleItems(em: EntityManager, now = new Date()): Promise<number> {
  // Once: a directory that lists items has them already.
  if ((await em.count(Item, {})) > 0) return 0;
  const rows = await em
    .createQueryBuilder(Store, 's')
    .select(['id', 'city', 'numberOfReviews', ...PRODUCT_FLAGS])
    .execute<Array<{ id: number; city: number; numberOfReviews: number | null } & Record<ProductFlag, boolean>>>('all');
  const stores: SampleStoreForItems[] = rows.map((row) => ({
    id: row.id,
    cityId: row.city,
    numberOfReviews: row.numberOfReviews,
    products: PRODUCT_FLAGS.filter((flag) => row[flag]),
  }));
  const picked = storesWithSampleFeeds(stores);
  const items = stores
    .filter((store) => picked.has(store.id))
    .flatMap((store) =>
      sampleItemsFor(store).map((item, index) => ({
        store: store.id,
        externalId: item.externalId,
        title: item.title,
        description: item.description,
        priceCents: Math.round(item.price * 100),
        category: item.category,
        brand: item.brand,
        size: item.size,
        condition: item.condition,
        firstSeenAt: new Date(now.getTime() - item.hoursAgo * HOUR_MILLISECONDS),
        lastSeenAt: new Date(now.getTime() - Math.min(item.hoursAgo, (store.id + index) % 6) * HOUR_MILLISECONDS),
      })),
    );
  for (let start = 0; start < items.length; start += BATCH) await em.insertMany(Item, items.slice(start, start + BATCH));
  return items.length;
}
