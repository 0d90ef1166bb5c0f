import { Entity, EntityRepositoryType, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { SearchVisitRepository } from './search-visit.repository';

/**
 * A search and a visitor who made it, on the last day they did, for popular searches: neither is
 * kept as given. The search is an HMAC of its normalized text (`search_salt` 'query'), the visitor an
 * HMAC of the address under the day's salt ('visitor'), which is replaced every day, so that no
 * address can be found again once its day is over. Kept 90 days (`PopularSearches.forgetOld`).
 */
@Entity({ tableName: 'search_visit', repository: () => SearchVisitRepository })
@Index({ name: 'search_visit_day_index', properties: ['day'] })
export class SearchVisit {
  [EntityRepositoryType]?: SearchVisitRepository;

  @PrimaryKey({ type: 'string', length: 64 })
  queryKey!: string;

  @PrimaryKey({ type: 'string', length: 64 })
  visitorKey!: string;

  /** The last day (UTC, 'YYYY-MM-DD') this visitor made this search. */
  @Property({ type: 'date' })
  day!: string;
}
