import { expect } from '@jest/globals';
import type { StoreAudit } from '../src/contracts/contributions.contract';
import { ItemFeedsService } from '../src/items/feeds/item-feeds.service';
import { signIn } from './admin-session';
import { errorMessage } from './api-error';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const PASSWORD = 'a-test-admin-password';
/**
 * A feed nobody may read: 127.0.0.1 is a private address (no FEED_ALLOWED_ADDRESSES here), so a
 * refresh of it is refused before connecting, and records why. Nothing is fetched.
 */
const FEED_URL = 'http://127.0.0.1:9/items.json';

interface FeedRow {
  paused_at: Date | null;
  leased_until: Date | null;
  last_refreshed_at: Date | null;
  last_error: string | null;
}

describe('the administrator pauses and resumes a store’s item feed', () => {
  const testApp = useTestApp(() => ({ ADMIN_PASSWORD: PASSWORD }));
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);
  let admin = '';
  /** Two stores: the first has a JSON feed (not due: the scheduled task leaves it alone), the second none. */
  let withFeed: { id: number; slug: string };
  let withoutFeed: { id: number; slug: string };

  beforeAll(async () => {
    admin = await signIn(testApp.app, PASSWORD);
    [withFeed, withoutFeed] = (await db<{ id: number; slug: string }>(`select id, slug from store order by id limit 2`)) as [
      { id: number; slug: string },
      { id: number; slug: string },
    ];
    await db(
      `insert into item_feed (store_id, kind, url, host, item_count, next_refresh_at)
       values ($1, 'json', $2, '127.0.0.1:9', 3, now() + interval '1 day')`,
      [withFeed.id, FEED_URL],
    );
  });

  const asAdmin = (method: 'get' | 'post', path: string) => testApp.http()[method](path).set('Cookie', admin);
  const audit = async (slug: string) => (await asAdmin('get', `/api/admin/stores/${slug}/audit`).expect(200)).body as StoreAudit;
  const feedRow = async (storeId: number) =>
    (await db<FeedRow>(`select paused_at, leased_until, last_refreshed_at, last_error from item_feed where store_id = $1`, [storeId]))[0]!;
  const auditEntries = async (storeId: number) =>
    (await db<{ count: string }>(`select count(*) from audit_entry where store_id = $1`, [storeId]))[0]!.count;
  const refreshDue = () => testApp.app.get(ItemFeedsService).refreshDue();

  it('shows the store’s feed in its audit trail, and null for a store without one', async () => {
    const trail = await audit(withFeed.slug);
    expect(trail.itemFeed).toEqual({
      kind: 'json',
      url: FEED_URL,
      itemCount: 3,
      lastRefreshedAt: null,
      nextRefreshAt: expect.any(String),
      lastError: null,
      paused: false,
    });
    expect((await audit(withoutFeed.slug)).itemFeed).toBeNull();
  });

  it('pauses the feed: answered with the trail as it is now, no audit entry, and the scheduled task leaves it however due it is', async () => {
    const entries = await auditEntries(withFeed.id);
    const paused = (await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`).expect(200)).body as StoreAudit;
    expect(paused.store).toMatchObject({ slug: withFeed.slug, closed: false });
    expect(paused.itemFeed).toMatchObject({ paused: true, nextRefreshAt: null, itemCount: 3 });
    expect(paused.entries).toEqual((await audit(withFeed.slug)).entries);
    expect(await auditEntries(withFeed.id)).toBe(entries);
    const { paused_at: pausedAt } = await feedRow(withFeed.id);
    expect(pausedAt).toBeInstanceOf(Date);

    // Pausing again keeps when it was paused.
    await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`).expect(200);
    expect((await feedRow(withFeed.id)).paused_at).toEqual(pausedAt);

    await db(`update item_feed set next_refresh_at = now() - interval '1 hour' where store_id = $1`, [withFeed.id]);
    expect(await refreshDue()).toBe(0);
    expect(await feedRow(withFeed.id)).toMatchObject({ leased_until: null, last_refreshed_at: null, last_error: null });
    expect((await audit(withFeed.slug)).itemFeed).toMatchObject({ paused: true, nextRefreshAt: null, lastRefreshedAt: null });
  });

  it('resumes the feed: due at once, and the next run reads it again', async () => {
    const resumed = (await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/resume`).expect(200)).body as StoreAudit;
    expect(resumed.itemFeed).toMatchObject({ paused: false, lastRefreshedAt: null });
    expect(Date.parse(resumed.itemFeed!.nextRefreshAt!)).toBeLessThanOrEqual(Date.now());
    expect((await feedRow(withFeed.id)).paused_at).toBeNull();

    expect(await refreshDue()).toBe(1);
    const read = await feedRow(withFeed.id);
    expect(read.last_refreshed_at).toBeInstanceOf(Date);
    expect(read.leased_until).toBeNull();
    expect(read.last_error).toMatch(/private network address \(127\.0\.0\.1\)/);
    expect((await audit(withFeed.slug)).itemFeed).toMatchObject({
      paused: false,
      lastRefreshedAt: expect.any(String),
      lastError: expect.stringMatching(/private network address/),
    });
  });

  it('answers 404 for a store without a feed, and for no such store', async () => {
    for (const action of ['pause', 'resume']) {
      const none = await asAdmin('post', `/api/admin/stores/${withoutFeed.slug}/feed/${action}`).expect(404);
      expect(errorMessage(none)).toBe('This store has no item feed');
    }
    const unknown = await asAdmin('post', '/api/admin/stores/no-such-store-anywhere/feed/pause').expect(404);
    expect(errorMessage(unknown)).toBe("No store 'no-such-store-anywhere'");
    expect(await db(`select id from item_feed where store_id = $1`, [withoutFeed.id])).toEqual([]);
  });

  it('refuses without the administrator’s session (401) and a cross-site request even with it (403)', async () => {
    await testApp.http().post(`/api/admin/stores/${withFeed.slug}/feed/pause`).expect(401);
    await testApp.http().post(`/api/admin/stores/${withFeed.slug}/feed/pause`).set('Cookie', 'admin_session=made-up').expect(401);
    for (const crossSite of [
      asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`).set('Origin', 'https://evil.example'),
      asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`).set('Sec-Fetch-Site', 'cross-site'),
    ]) {
      expect(errorMessage(await crossSite.expect(403))).toBe('Cross-site requests are refused.');
    }
    expect((await feedRow(withFeed.id)).paused_at).toBeNull();
    // The site's own page may.
    await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`)
      .set('Origin', 'https://directory.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect((await feedRow(withFeed.id)).paused_at).toBeInstanceOf(Date);
  });

  it('pauses and resumes the feed of a closed store, which keeps it, as its trail shows it', async () => {
    await asAdmin('post', `/api/admin/stores/${withFeed.slug}/close`).send({ reason: 'Closed for good' }).expect(204);
    const closed = await audit(withFeed.slug);
    expect(closed.store.closed).toBe(true);
    expect(closed.itemFeed).toMatchObject({ paused: true });
    const resumed = (await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/resume`).expect(200)).body as StoreAudit;
    expect(resumed.store.closed).toBe(true);
    expect(resumed.itemFeed).toMatchObject({ paused: false });
    const paused = (await asAdmin('post', `/api/admin/stores/${withFeed.slug}/feed/pause`).expect(200)).body as StoreAudit;
    expect(paused.itemFeed).toMatchObject({ paused: true, nextRefreshAt: null });
  });
});
