import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { City } from '../cities/city.entity';
import type { ClaimStatus } from '../contracts/contributions.contract';
import { StoreReport } from '../contributions/store-report.entity';
import { StoreSuggestion, type SuggestionStatus } from '../contributions/store-suggestion.entity';
import { OwnerSession } from '../owners/owner-session.entity';
import { StoreClaim } from '../owners/store-claim.entity';
import { ClosedStore } from '../stores/closed-store.entity';
import { Store } from '../stores/store.entity';

/** The queue's order: the oldest first. */
const OLDEST_FIRST = { createdAt: 'asc', id: 'asc' } as const;

/**
 * The moderation's reads and writes: suggestions, reports and claims, and the stores and cities they
 * name. Its entities are other modules', whose repositories are their own (`*.repository.ts` stays in
 * its folder): so this one works through the entity manager, which answers with the request's (or,
 * while a transaction's callback runs, the transaction's) own entity manager.
 */
@Injectable()
export class ModerationRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit` suggestions waiting for a decision, the oldest first, with their states. */
  listPendingSuggestions(limit: number): Promise<StoreSuggestion[]> {
    return this.em.find(StoreSuggestion, { status: 'pending' }, { populate: ['state'], orderBy: OLDEST_FIRST, limit });
  }

  countPendingSuggestions(): Promise<number> {
    return this.em.count(StoreSuggestion, { status: 'pending' });
  }

  /**
   * Decides a pending suggestion in one statement (a second decision, or one racing it, finds it
   * decided): answers whether it was decided here.
   */
  async decideSuggestion(id: number, status: SuggestionStatus, reason: string | null): Promise<boolean> {
    return (await this.em.nativeUpdate(StoreSuggestion, { id, status: 'pending' }, { status, reason, decidedAt: new Date() })) > 0;
  }

  /** A suggestion with its state, as the database has it now (over what this request read of it before). */
  findSuggestionFresh(id: number): Promise<StoreSuggestion | null> {
    return this.em.findOne(StoreSuggestion, { id }, { populate: ['state'], refresh: true });
  }

  /** Puts a suggestion decided `status` back in the queue. */
  async undecideSuggestion(id: number, status: SuggestionStatus): Promise<void> {
    await this.em.nativeUpdate(StoreSuggestion, { id, status }, { status: 'pending', reason: null, decidedAt: null });
  }

  /** Records the store a suggestion became, or was merged into. */
  async setSuggestionStore(id: number, storeId: number): Promise<void> {
    await this.em.nativeUpdate(StoreSuggestion, { id }, { storeId });
  }

  /** Up to `limit` open reports, the oldest first. */
  listOpenReports(limit: number): Promise<StoreReport[]> {
    return this.em.find(StoreReport, { status: 'open' }, { orderBy: OLDEST_FIRST, limit });
  }

  /** Resolves a store's open reports, saying why, in one statement: answers how many. */
  resolveOpenReports(storeId: number, reason: string): Promise<number> {
    return this.em.nativeUpdate(StoreReport, { storeId, status: 'open' }, { status: 'resolved', reason, resolvedAt: new Date() });
  }

  /** Up to `limit` claims waiting for review, the oldest first. */
  listClaimsInReview(limit: number): Promise<StoreClaim[]> {
    return this.em.find(StoreClaim, { status: 'review' }, { orderBy: OLDEST_FIRST, limit });
  }

  countClaimsInReview(): Promise<number> {
    return this.em.count(StoreClaim, { status: 'review' });
  }

  /**
   * Moves a claim from status `from` to `to`, saying why, in one statement (a second decision, or one
   * racing it, finds it moved): answers whether it was moved here.
   */
  async decideClaim(id: number, from: ClaimStatus, to: ClaimStatus, reason: string | null): Promise<boolean> {
    return (await this.em.nativeUpdate(StoreClaim, { id, status: from }, { status: to, reason, decidedAt: new Date() })) > 0;
  }

  /** A claim as the database has it now (over what this request read of it before). */
  findClaimFresh(id: number): Promise<StoreClaim | null> {
    return this.em.findOne(StoreClaim, { id }, { refresh: true });
  }

  /** A store's verified claims, the oldest decision first. */
  listVerifiedClaims(storeId: number): Promise<StoreClaim[]> {
    return this.em.find(StoreClaim, { storeId, status: 'verified' }, { orderBy: { decidedAt: 'asc', id: 'asc' } });
  }

  /** Ends every session of a claim's owner. */
  async deleteSessionsOf(claimId: number): Promise<void> {
    await this.em.nativeDelete(OwnerSession, { claim: claimId });
  }

  /** Open stores by id, with their cities and states, in one query (none: no query). */
  async listStoresWithPlace(ids: number[]): Promise<Store[]> {
    return ids.length === 0 ? [] : this.em.find(Store, { id: { $in: ids } }, { populate: ['city.state'] });
  }

  /** Up to `limit` closed stores, the latest closed first, with their cities and states. */
  listRecentlyClosed(limit: number): Promise<ClosedStore[]> {
    return this.em.find(ClosedStore, {}, { populate: ['city.state'], orderBy: { closedAt: 'desc', id: 'desc' }, limit });
  }

  findStore(id: number): Promise<Store | null> {
    return this.em.findOne(Store, id);
  }

  findStoreBySlug(slug: string): Promise<Store | null> {
    return this.em.findOne(Store, { slug });
  }

  findClosedStoreBySlug(slug: string): Promise<ClosedStore | null> {
    return this.em.findOne(ClosedStore, { slug });
  }

  /** Whether a store, open or else closed, has the slug (the closed ones are read only when no open one has it). */
  async isStoreSlugTaken(slug: string): Promise<boolean> {
    return (await this.em.count(Store, { slug })) > 0 || (await this.em.count(ClosedStore, { slug })) > 0;
  }

  /** The state's cities of the given slugs, with the state. */
  listCities(stateId: number, slugs: string[]): Promise<City[]> {
    return this.em.find(City, { state: stateId, slug: { $in: slugs } }, { populate: ['state'] });
  }

  /** Adds a city to a state unless it has one of that slug (a decision racing this one may add it first). */
  async addCityUnlessTaken(stateId: number, name: string, slug: string): Promise<void> {
    await this.em.createQueryBuilder(City).insert({ state: stateId, name, slug }).onConflict(['state', 'slug']).ignore().execute();
  }

  /** The state's city of that slug, with the state: it must exist. */
  getCity(stateId: number, slug: string): Promise<City> {
    return this.em.findOneOrFail(City, { state: stateId, slug }, { populate: ['state'] });
  }
}
