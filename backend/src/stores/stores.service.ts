import { InjectRepository } from '@mikro-orm/nestjs';
import { EntityRepository, type GetRepository } from '@mikro-orm/postgresql';
import { GoneException, Injectable } from '@nestjs/common';
import { awardStatus } from '../awards/award-status';
import { CitiesService } from '../cities/cities.service';
import { notFound } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import type { CityDetail, CityStores, SearchFilter, StoreDetail, StoreSummary } from '../contracts/api.contract';
import { storePath } from '../contracts/page-paths';
import type { ClosedStore as ClosedStoreView } from '../contracts/contributions.contract';
import {
  compareStores,
  payoutWithinPeriod,
  PRICE_COMPARISON_LIMIT,
  PRICE_COMPARISON_RADIUS_MILES,
  type ComparedStore,
  type ConsignmentCategory,
} from '../contracts/consignment-terms';
import { StoreClaim } from '../owners/store-claim.entity';
import { ClosedStore } from './closed-store.entity';
import { StoreChanges } from './store-changes.service';
import { StoreRepository, type LikelyStoreCandidate } from './store.repository';
import { mapStoreDetail, mapStorePhoto, mapStoreSummary } from './stores.mapper';

/** How many of the nearest stores that take the item a price comparison reads, before those too far go. */
const PRICE_COMPARISON_CANDIDATES = 400;

/** How many open stores a closed store's page offers. */
const CLOSED_STORE_NEARBY = 6;

@Injectable()
export class StoresService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly cities: CitiesService,
    private readonly config: AppConfig,
    private readonly changes: StoreChanges,
    @InjectRepository(ClosedStore) private readonly closedStores: EntityRepository<ClosedStore>,
    /** Claims' repository, typed through its entity (owners/ keeps its repository's file to itself). */
    @InjectRepository(StoreClaim) private readonly claims: GetRepository<StoreClaim, EntityRepository<StoreClaim>>,
  ) {}

  /**
   * One store with its hours (its owner's, or generated), award status, About text and its owner's
   * photos; 410 when an administrator closed it, 404 when unknown.
   */
  async getBySlug(slug: string): Promise<StoreDetail> {
    const store = await this.stores.findBySlug(slug);
    if (!store) throw await this.missing(slug);
    const [photos, claimed] = await Promise.all([this.changes.photosOf(store.id), this.claims.hasVerifiedOwner(store.id)]);
    return mapStoreDetail(store, awardStatus(store.id, this.config.awardYear), {
      photos: photos.map(mapStorePhoto),
      claimed,
    });
  }

  /**
   * One open store as lists show it (its name, place, photo and what it sells), in one statement, for
   * what needs no more (its drawn picture, its share card); 410 when closed, 404 when unknown.
   */
  async summaryBySlug(slug: string): Promise<StoreSummary> {
    const store = await this.stores.findBySlug(slug);
    if (!store) throw await this.missing(slug);
    return mapStoreSummary(store);
  }

  /** A closed store's page: what it was, and the open stores nearest it (its city's centre without its own place). */
  async closedStore(slug: string): Promise<ClosedStoreView> {
    const closed = await this.closedStores.findOne({ slug }, { populate: ['city.state'] });
    if (!closed) throw notFound('closed store', slug);
    const latitude = closed.latitude ?? closed.city.latitude;
    const longitude = closed.longitude ?? closed.city.longitude;
    const nearby = latitude !== null && longitude !== null ? await this.stores.listNearest(latitude, longitude, CLOSED_STORE_NEARBY) : [];
    const { city } = closed;
    return {
      slug: closed.slug,
      businessName: closed.businessName,
      address: closed.address,
      city: city.name,
      citySlug: city.slug,
      state: city.state.name,
      stateSlug: city.state.slug,
      stateAbbreviation: city.state.abbreviation,
      zipCode: closed.zipCode,
      closedAt: closed.closedAt.toISOString(),
      nearby: nearby.map(({ store, distance }) => ({ ...mapStoreSummary(store), distance })),
    };
  }

  /** Why there is no open store of this slug: 410 when an administrator closed it, else 404. */
  private async missing(slug: string): Promise<Error> {
    const closed = await this.closedStores.findOne({ slug });
    return closed ? new GoneException(`${closed.businessName} has closed`) : notFound('store', slug);
  }

  /** An open store's id and website by its slug (what a report or claim names): 410 when closed, 404 when unknown. */
  async openStore(slug: string): Promise<{ id: number; businessName: string; website: string | null; path: string; timeZone: string }> {
    const store = await this.stores.findBySlug(slug);
    if (!store) throw await this.missing(slug);
    const summary = mapStoreSummary(store);
    return { id: store.id, businessName: store.businessName, website: store.website, path: storePath(summary), timeZone: store.timeZone };
  }

  /** Listed stores at a like address or with a like name in the same ZIP code ("Is it one of these?"), for each candidate. */
  async likelySame(candidates: LikelyStoreCandidate[], limit = 5): Promise<StoreSummary[][]> {
    return (await this.stores.listLikely(candidates, limit)).map((stores) => stores.map(mapStoreSummary));
  }

  /**
   * The stores within `PRICE_COMPARISON_RADIUS_MILES` of a point that take an item's category, each
   * with what the item would pay there, best first (`compareStores`): the nearest few hundred's terms
   * read by the point index's walk and their payouts worked out here, then the summaries of the
   * best PRICE_COMPARISON_LIMIT read.
   */
  async compareNear(latitude: number, longitude: number, category: ConsignmentCategory, price: number): Promise<ComparedStore[]> {
    const nearest = await this.stores.listTermsNear(
      { lat: latitude, lng: longitude },
      category,
      PRICE_COMPARISON_RADIUS_MILES,
      PRICE_COMPARISON_CANDIDATES,
    );
    const best = nearest
      .map(({ id, terms, distance }) => ({ id, distance, periodDays: terms.periodDays, ...payoutWithinPeriod(terms, category, price) }))
      .sort(compareStores)
      .slice(0, PRICE_COMPARISON_LIMIT);
    const summaries = await this.stores.listSummaries(best.map((entry) => entry.id));
    return best.flatMap(({ id, ...payouts }): ComparedStore[] => {
      const store = summaries.get(id);
      return store ? [{ store: mapStoreSummary(store), ...payouts }] : [];
    });
  }

  /** Whether a store has this id (the award check's 404). */
  existsWithId(id: number): Promise<boolean> {
    return this.stores.existsWithId(id);
  }

  /**
   * Up to `limit` stores of a city that meet every filter, and how many do (all of its stores without
   * filters); 404 for an unknown state or city.
   */
  async listInCity(stateSlug: string, citySlug: string, limit: number, features: readonly SearchFilter[]): Promise<CityStores> {
    return this.listForCity(await this.cities.getBySlugs(stateSlug, citySlug), limit, features);
  }

  /**
   * `listInCity` for a city already found: not read again (see `StoreRepository.listInCity`), and its
   * count stands for the total of an unfiltered list.
   */
  async listForCity(city: Pick<CityDetail, 'id' | 'storeCount'>, limit: number, features: readonly SearchFilter[]): Promise<CityStores> {
    const [stores, total] = await Promise.all([
      this.stores.listInCity(city.id, limit, features),
      features.length > 0 ? this.stores.countInCity(city.id, features) : city.storeCount,
    ]);
    return { stores: stores.map(mapStoreSummary), total };
  }
}
