import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { createHmac, randomBytes } from 'node:crypto';
import {
  POPULAR_SEARCH_DAYS,
  POPULAR_SEARCH_VISITORS,
  POPULAR_SEARCHES_SHOWN,
  SEARCH_QUERY_MAX_LENGTH,
} from '../contracts/search.contract';
import type { PopularSearch } from './popular-search.entity';
import { PopularSearchRepository } from './popular-search.repository';
import type { SearchSalt } from './search-salt.entity';
import { SearchSaltRepository } from './search-salt.repository';
import { unfitCharacter } from '../contracts/text-characters';
import { normalizeSearchText } from './query/search-text';
import { SearchVisitRepository } from './search-visit.repository';
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
 *
 * The entity manager draws the units of work: a context of their own for the counting and the nightly
 * work (`@CreateRequestContext`), a transaction for a search's cities; every read and write goes
 * through the repositories, which work in that context (or, while the transaction's callback runs, in
 * the transaction's own entity manager).
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
    private readonly popularSearches: PopularSearchRepository,
    private readonly visits: SearchVisitRepository,
    private readonly keptSalts: SearchSaltRepository,
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
    const querySalt = await this.salt('query');
    const visitorSalt = await this.salt('visitor');
    // Each text's key once; the batch holds a visitor and a text once (`pending`), so no row twice.
    const keys = new Map([...new Set(batch.map(({ query }) => query))].map((query) => [query, hmac(querySalt, query)]));
    await this.visits.upsertVisits(
      batch.map(({ query, address, day }) => ({ queryKey: keys.get(query)!, visitorKey: hmac(visitorSalt, address), day })),
    );
    const queries = new Map([...keys].map(([query, key]) => [key, query]));
    const counted = await this.visits.listMadeByAtLeast([...queries.keys()], dayOf(POPULAR_SEARCH_DAYS - 1), POPULAR_SEARCH_VISITORS);
    if (counted.length === 0) return;
    const known = await this.popularSearches.listByQueryKeys(counted.map((row) => row.queryKey));
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
    const today = dayOf();
    if (known.some((search) => search.lastSeen === today)) {
      await this.popularSearches.setVisitors(queryKey, visitors);
      return;
    }
    // Popular now (or seen on a new day): the cities of the stores its first page shows, read again.
    const { stores } = await this.search.search({ query, page: 1, features: [] });
    const places = [...new Map(stores.map((store) => [`${store.stateSlug}/${store.citySlug}`, store])).values()];
    const cityIds = await this.popularSearches.listCityIds(places);
    await this.em.transactional(async () => {
      await this.popularSearches.deleteOutside(queryKey, cityIds);
      await this.popularSearches.upsertInCities(cityIds, { queryKey, query, visitors, lastSeen: today });
    });
  }

  /** A city's popular searches, the most visitors first. */
  inCity(cityId: number): Promise<string[]> {
    return this.popularSearches.listQueriesInCity(cityId, POPULAR_SEARCH_VISITORS, dayOf(POPULAR_SEARCH_DAYS - 1), POPULAR_SEARCHES_SHOWN);
  }

  /**
   * Every night: visits older than POPULAR_SEARCH_DAYS go, popular searches are counted again, and
   * those no longer popular go with their text.
   */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'popular-searches', timeZone: 'UTC' })
  @CreateRequestContext()
  async forgetOld(): Promise<void> {
    const since = dayOf(POPULAR_SEARCH_DAYS - 1);
    await this.visits.deleteBefore(since);
    await this.popularSearches.recountVisitors(since);
    await this.popularSearches.deleteUnpopular(POPULAR_SEARCH_VISITORS, since);
    await this.keptSalts.deleteBefore('visitor', dayOf());
  }

  /** A salt, made when missing (the visitor's again each day). */
  private async salt(name: SearchSalt['name']): Promise<string> {
    const today = dayOf();
    const fresh = (salt: { day: string } | null | undefined) => salt && (name === 'query' || salt.day === today);
    const known = this.salts.get(name);
    if (fresh(known)) return known!.salt;
    const kept = await this.keptSalts.findByName(name);
    if (fresh(kept)) {
      this.salts.set(name, { day: kept!.day, salt: kept!.salt });
      return kept!.salt;
    }
    // The visitor's replaces an older day's. Two requests at once may both make one: the first written is used.
    await this.keptSalts.insertUnlessKept(name, randomBytes(32).toString('hex'), today, name === 'visitor');
    const made = await this.keptSalts.getFresh(name);
    this.salts.set(name, { day: made.day, salt: made.salt });
    return made.salt;
  }
}
