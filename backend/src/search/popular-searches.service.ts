import { CreateRequestContext, EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { createHmac, randomBytes } from 'node:crypto';
import { City } from '../cities/city.entity';
import {
  POPULAR_SEARCH_DAYS,
  POPULAR_SEARCH_VISITORS,
  POPULAR_SEARCHES_SHOWN,
  SEARCH_QUERY_MAX_LENGTH,
} from '../contracts/search.contract';
import { PopularSearch } from './popular-search.entity';
import { SearchSalt } from './search-salt.entity';
import { unfitCharacter } from '../contracts/text-characters';
import { normalizeSearchText } from './query/search-text';
import { SearchVisit } from './search-visit.entity';
import { SearchService } from './search.service';

/** A day (UTC) as 'YYYY-MM-DD', `daysBefore` days before today. */
const dayOf = (daysBefore = 0) => new Date(Date.now() - daysBefore * 86_400_000).toISOString().slice(0, 10);

const hmac = (salt: string, text: string) => createHmac('sha256', Buffer.from(salt, 'hex')).update(text).digest('hex');

/** How long a search answered waits to be counted with the others answered meanwhile, at most. */
export const SEARCHES_SEEN_FLUSH_MS = 1000;
/** Searches answered that are counted at once, at most (more are counted straight away). */
const SEARCHES_SEEN_BATCH = 500;

/** A search answered with 200: its text as normalized, the visitor's address, the day. Held in memory until counted. */
interface Seen {
  query: string;
  address: string;
  day: string;
}

/**
 * Popular searches from real ones (docs/architecture.md, "Popular searches"): per city, the searches
 * that found its stores and that at least POPULAR_SEARCH_VISITORS different visitors made in the last
 * POPULAR_SEARCH_DAYS days. Below that, nothing of a search or a visitor is kept but HMACs (see
 * `SearchVisit`); a search's text is kept once it is popular. The searches answered within a second
 * are counted together (one write for all of them, where a write and a count each cost a search's
 * statements a quarter more under load), and those waiting when the server stops are counted first.
 */
@Injectable()
export class PopularSearches implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PopularSearches.name);
  /** The salts as last read (the query's for good, the visitor's for its day): one read a day, not two a search. */
  private readonly salts = new Map<SearchSalt['name'], { day: string; salt: string }>();
  /** Searches answered and not yet counted, one a visitor and a text. */
  private pending = new Map<string, Seen>();
  private timer: NodeJS.Timeout | null = null;
  /** The counting under way: one at a time. */
  private counting: Promise<void> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly search: SearchService,
  ) {}

  /** A visitor (by address) made a search that found stores (`typed` as typed): counted within SEARCHES_SEEN_FLUSH_MS. */
  seen(typed: string, address: string): void {
    // A text the search itself refuses (the results page answers it all the same) is never counted.
    if (unfitCharacter(typed)) return;
    const query = normalizeSearchText(typed);
    if (query.length < 2 || query.length > SEARCH_QUERY_MAX_LENGTH || !address) return;
    this.pending.set(`${address}\n${query}`, { query, address, day: dayOf() });
    if (this.pending.size >= SEARCHES_SEEN_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), SEARCHES_SEEN_FLUSH_MS).unref();
  }

  /** Counts the searches answered so far (after those being counted); a failure is logged, never thrown. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.counting = this.counting.then(async () => {
      if (batch.length === 0) return;
      await this.count(batch).catch((error: unknown) => this.logger.warn(`${batch.length} searches were not counted: ${String(error)}`));
    });
    return this.counting;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** Writes a batch's visits, then updates the searches they made popular. */
  @CreateRequestContext()
  private async count(batch: Seen[]): Promise<void> {
    const { em } = this;
    const querySalt = await this.salt(em, 'query');
    const visitorSalt = await this.salt(em, 'visitor');
    // Each text's key once; the batch holds a visitor and a text once (`pending`), so no row twice.
    const keys = new Map([...new Set(batch.map(({ query }) => query))].map((query) => [query, hmac(querySalt, query)]));
    await em.upsertMany(
      SearchVisit,
      batch.map(({ query, address, day }) => ({ queryKey: keys.get(query)!, visitorKey: hmac(visitorSalt, address), day })),
    );
    const queries = new Map([...keys].map(([query, key]) => [key, query]));
    const counted: { queryKey: string; visitors: number }[] = await em
      .createQueryBuilder(SearchVisit)
      .select(['queryKey', raw('count(*)::int as visitors')])
      .where({ queryKey: { $in: [...queries.keys()] }, day: { $gte: dayOf(POPULAR_SEARCH_DAYS - 1) } })
      .groupBy('queryKey')
      .having('count(*) >= ?', [POPULAR_SEARCH_VISITORS])
      .execute();
    if (counted.length === 0) return;
    const known = await em.find(PopularSearch, { queryKey: { $in: counted.map((row) => row.queryKey) } });
    for (const { queryKey, visitors } of counted) {
      await this.popular(
        queryKey,
        queries.get(queryKey)!,
        visitors,
        known.filter((search) => search.queryKey === queryKey),
      );
    }
  }

  /** A search made by `visitors` visitors, popular: its count, and (the first time each day) the cities its stores are in. */
  private async popular(queryKey: string, query: string, visitors: number, known: PopularSearch[]): Promise<void> {
    const { em } = this;
    const today = dayOf();
    if (known.some((search) => search.lastSeen === today)) {
      await em.nativeUpdate(PopularSearch, { queryKey }, { visitors });
      return;
    }
    // Popular now (or seen on a new day): the cities of the stores its first page shows, read again.
    const { stores } = await this.search.search({ query, page: 1, features: [] });
    const places = [...new Map(stores.map((store) => [`${store.stateSlug}/${store.citySlug}`, store])).values()];
    const cities =
      places.length > 0
        ? await em.find(
            City,
            { $or: places.map((store) => ({ slug: store.citySlug, state: { slug: store.stateSlug } })) },
            { fields: ['id'] },
          )
        : [];
    // Two servers' batches at once both write the same rows: an upsert, not an insert.
    const cityIds = cities.map((city) => city.id);
    await em.transactional(async (work) => {
      await work.nativeDelete(PopularSearch, cityIds.length > 0 ? { queryKey, city: { $nin: cityIds } } : { queryKey });
      if (cityIds.length > 0)
        await work.upsertMany(
          PopularSearch,
          cityIds.map((city) => ({ city, queryKey, query, visitors, lastSeen: today })),
        );
    });
  }

  /** A city's popular searches, the most visitors first. */
  async inCity(cityId: number): Promise<string[]> {
    const searches = await this.em.find(
      PopularSearch,
      { city: cityId, visitors: { $gte: POPULAR_SEARCH_VISITORS }, lastSeen: { $gte: dayOf(POPULAR_SEARCH_DAYS - 1) } },
      { orderBy: { visitors: 'desc', query: 'asc' }, limit: POPULAR_SEARCHES_SHOWN, fields: ['query'] },
    );
    return searches.map((search) => search.query);
  }

  /**
   * Every night: visits older than POPULAR_SEARCH_DAYS go, popular searches are counted again, and
   * those no longer popular go with their text.
   */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'popular-searches', timeZone: 'UTC' })
  @CreateRequestContext()
  async forgetOld(): Promise<void> {
    const { em } = this;
    const since = dayOf(POPULAR_SEARCH_DAYS - 1);
    await em.nativeDelete(SearchVisit, { day: { $lt: since } });
    // Raw: an update by a correlated count, which the ORM has no form for.
    await em.execute(
      `update popular_search p set visitors = (select count(*) from search_visit v where v.query_key = p.query_key and v.day >= ?)`,
      [since],
    );
    await em.nativeDelete(PopularSearch, { $or: [{ visitors: { $lt: POPULAR_SEARCH_VISITORS } }, { lastSeen: { $lt: since } }] });
    await em.nativeDelete(SearchSalt, { name: 'visitor', day: { $lt: dayOf() } });
  }

  /** A salt, made when missing (the visitor's again each day). */
  private async salt(em: EntityManager, name: 'query' | 'visitor'): Promise<string> {
    const today = dayOf();
    const fresh = (salt: { day: string } | null | undefined) => salt && (name === 'query' || salt.day === today);
    const known = this.salts.get(name);
    if (fresh(known)) return known!.salt;
    const kept = await em.findOne(SearchSalt, { name });
    if (fresh(kept)) {
      this.salts.set(name, { day: kept!.day, salt: kept!.salt });
      return kept!.salt;
    }
    // Raw: an upsert that replaces only an older day's salt (a condition on the conflict), which the
    // ORM's upsert does not say. Two requests at once may both make one: the first written is used.
    await em.execute(
      `insert into search_salt (name, salt, day) values (?, ?, ?)
       on conflict (name) do ${name === 'visitor' ? 'update set salt = excluded.salt, day = excluded.day where search_salt.day < excluded.day' : 'nothing'}`,
      [name, randomBytes(32).toString('hex'), today],
    );
    const made = await em.findOneOrFail(SearchSalt, { name }, { refresh: true });
    this.salts.set(name, { day: made.day, salt: made.salt });
    return made.salt;
  }
}
