import { Client } from 'pg';
import type { ItemSearchResponse } from '../src/contracts/items.contract';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

describe('the items’ words, as searches complete them', () => {
  const testApp = useTestApp({ API_CACHE_SECONDS: '0' });
  const titles = async (q: string) =>
    ((await testApp.http().get(`/api/items?q=${q}`).expect(200)).body as ItemSearchResponse).items.map((item) => item.title).sort();

  it('two feeds writing the same new words at once, each in statements of its own, both land and are completed', async () => {
    const [first, second] = await queryDatabase<{ id: number }>(testApp.database.url, 'select id from store order by id limit 2');
    const writers = [new Client({ connectionString: testApp.database.url }), new Client({ connectionString: testApp.database.url })];
    await Promise.all(writers.map((writer) => writer.connect()));
    try {
      const write = (writer: Client, storeId: number, id: string, title: string) =>
        writer.query(`insert into item (store_id, external_id, title, price_cents) values ($1, $2, $3, 100)`, [storeId, id, title]);
      const [{ pid }] = (await writers[1]!.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];
      await Promise.all(writers.map((writer) => writer.query('begin')));
      // Each adds a word the other adds next: unordered, the two would wait for each other.
      await write(writers[0]!, first!.id, 'q1', 'Quokkafir Lamp');
      let written = false;
      const secondFirst = write(writers[1]!, second!.id, 'q2', 'Quellvane Lamp').then(() => (written = true));
      // The second writer's first statement has run, or waits for the first writer.
      for (let tries = 0; !written && tries < 100; tries++) {
        const [activity] = await queryDatabase<{ waiting: boolean }>(
          testApp.database.url,
          `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
          [pid],
        );
        if (activity?.waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const secondWrites = secondFirst.then(() => write(writers[1]!, second!.id, 'q3', 'Quokkafir Vase'));
      await write(writers[0]!, first!.id, 'q4', 'Quellvane Vase');
      await writers[0]!.query('commit');
      await secondWrites;
      await writers[1]!.query('commit');
    } finally {
      await Promise.all(writers.map((writer) => writer.end()));
    }
    expect(await titles('quokk')).toEqual(['Quokkafir Lamp', 'Quokkafir Vase']);
    expect(await titles('quellv')).toEqual(['Quellvane Lamp', 'Quellvane Vase']);
  });

  it('a word an item is retitled with is completed from then on', async () => {
    const [item] = await queryDatabase<{ id: number }>(testApp.database.url, `select id from item where external_id = 'q1'`);
    await queryDatabase(testApp.database.url, `update item set title = 'Zaffrelune Lamp' where id = $1`, [item!.id]);
    expect(await titles('zaffrel')).toEqual(['Zaffrelune Lamp']);
  });
});
