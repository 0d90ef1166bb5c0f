import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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

/**
 * Popular searches from real ones (docs/architecture.md, "Popular searches"): per city, the searches
 * that found its stores and that at least POPULAR_SEARCH_VISITORS different visitors made in the last
 * POPULAR_SEARCH_DAYS days. Below that, nothing of a search or a visitor is kept but HMACs (see
 * `SearchVisit`); a search's text is kept once it is popular.
 */
@Injectable()
export class PopularSearches {
  /** The salts as last read (the query's for good, the visitor's for its day): one read a day, not two a search. */
  private readonly salts = new Map<SearchSalt['name'], { day: string; salt: string }>();

  constructor(
    private readonly em: EntityManager,
    private readonly search: SearchService,
  ) {}

  /** A visitor (by address) made a search that found stores (`typed` as typed): after its answer, in a context of its own. */
  @CreateRequestContext()
  async seen(typed: string, address: string): Promise<void> {
    // A text the search itself refuses (the results page answers it all the same) is never counted.
    if (unfitCharacter(typed)) return;
    const query = normalizeSearchText(typed);
    if (query.length < 2 || query.length > SEARCH_QUERY_MAX_LENGTH || !address) return;
    const { em } = this;
    const today = dayOf();
    const queryKey = hmac(await this.salt(em, 'query'), query);
    const visitorKey = hmac(await this.salt(em, 'visitor'), address);
    await em.upsert(SearchVisit, { queryKey, visitorKey, day: today });
    const visitors = await em.count(SearchVisit, { queryKey, day: { $gte: dayOf(POPULAR_SEARCH_DAYS - 1) } });
    if (visitors < POPULAR_SEARCH_VISITORS) return;

    const known = await em.find(PopularSearch, { queryKey });
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
    // Two visitors' requests at once both write the same rows: an upsert, not an insert.
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
