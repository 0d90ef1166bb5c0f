import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { FeedItem } from '../src/items/feeds/feed-items';
import { Item } from '../src/items/item.entity';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const feedItem = (externalId: string, title: string): FeedItem => ({
  externalId,
  title,
  description: null,
  priceCents: 2_500,
  category: null,
  brand: null,
  size: null,
  condition: null,
  photoSource: null,
  pageUrl: null,
  available: true,
});

describe('a store’s change and its feed’s write at once', () => {
  const testApp = useTestApp();
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);

  it('new hours written while the feed writes a new item and a known one: both land, every item on the new week', async () => {
    const [store] = await db<{ id: number }>('select id from store order by id limit 1');
    const storeId = store!.id;
    const orm = testApp.app.get(MikroORM);
    await orm.em
      .fork()
      .transactional((em) => em.getRepository(Item).upsertSeen(storeId, [feedItem('known', 'Walnut Dresser')], new Date()));

    // The change (as `StoreChanges.edit` runs it): the store's row first, its week next, in one transaction.
    const change = new Client({ connectionString: testApp.database.url });
    await change.connect();
    try {
      await change.query('begin');
      await change.query('update store set updated_at = now() where id = $1', [storeId]);
      // The feed's write: a new item first, whose trigger waits for the store, then the known one.
      const feedWrite = orm.em
        .fork()
        .transactional((em) =>
          em.getRepository(Item).upsertSeen(storeId, [feedItem('new', 'Brass Lamp'), feedItem('known', 'Walnut Dresser')], new Date()),
        );
      let waiting = false;
      for (let tries = 0; !waiting && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [activity] = await db<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        waiting = activity!.waiting > 0;
      }
      expect(waiting).toBe(true);
      await change.query(`update store_week set open_minutes = '{[0,10080)}' where store_id = $1`, [storeId]);
      await change.query('commit');
      await feedWrite;
    } finally {
      await change.end();
    }
    const items = await db<{ external_id: string; on_week: boolean }>(
      `select i.external_id, i.facets @> array[week_facet(s.time_zone, '{[0,10080)}')] as on_week
         from item i join store s on s.id = i.store_id where i.store_id = $1 order by i.external_id`,
      [storeId],
    );
    expect(items.filter((item) => ['known', 'new'].includes(item.external_id))).toEqual([
      { external_id: 'known', on_week: true },
      { external_id: 'new', on_week: true },
    ]);
  });
});
