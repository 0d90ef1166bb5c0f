import { EntityRepository, LockMode } from '@mikro-orm/postgresql';
import type { ItemFeed } from './item-feed.entity';

export class ItemFeedRepository extends EntityRepository<ItemFeed> {
  findOfStore(storeId: number): Promise<ItemFeed | null> {
    return this.findOne({ storeId });
  }

  /** The store's feed read afresh with its row locked until the transaction ends (within one). */
  findOfStoreLocked(storeId: number): Promise<ItemFeed | null> {
    return this.findOne({ storeId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Why a leased read failed, written only while the lease is still this one's. */
  async recordFailure(
    id: number,
    leasedUntil: Date,
    failure: Pick<ItemFeed, 'lastError' | 'lastRefreshedAt' | 'nextRefreshAt'>,
  ): Promise<void> {
    await this.nativeUpdate({ id, leasedUntil }, { ...failure, leasedUntil: null });
  }

  /**
   * Takes up to `limit` feeds of open stores due for a refresh (a closed store's waits until it
   * reopens), the longest due first, for `leaseSeconds`: at most one of each host, and none of a host another refresh holds (a host is asked one thing at a time).
   * The lease is a conditional update, so two instances never take the same feed; the caller holds an
   * advisory lock meanwhile, so two never lease feeds of one host at once. Raw: `distinct on` and an
   * update over a chosen set have no ORM expression.
   */
  async leaseDue(limit: number, leaseSeconds: number, now = new Date()): Promise<Array<{ id: number; leasedUntil: Date }>> {
    const rows = await this.getEntityManager().execute<Array<{ id: number; leased_until: Date }>>(
      `update item_feed set leased_until = ?::timestamptz + make_interval(secs => ?)
        where id in (
          select id from (
            select distinct on (f.host) f.id, f.next_refresh_at from item_feed f
             where f.paused_at is null and f.url is not null and f.next_refresh_at <= ?
               and exists (select 1 from store s where s.id = f.store_id)
               and (f.leased_until is null or f.leased_until < ?)
               and not exists (select 1 from item_feed busy where busy.host = f.host and busy.leased_until >= ?)
             order by f.host, f.next_refresh_at) due
          order by next_refresh_at limit ?)
          and (leased_until is null or leased_until < ?)
        returning id, leased_until`,
      [now, leaseSeconds, now, now, now, limit, now],
    );
    return rows.map((row) => ({ id: row.id, leasedUntil: new Date(row.leased_until) }));
  }

  /** Writes what the unit of work holds changed. */
  async writeChanges(): Promise<void> {
    await this.getEntityManager().flush();
  }
}
