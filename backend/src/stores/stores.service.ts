import { Injectable } from '@nestjs/common';
import { awardStatus } from '../awards/award-status';
import { CitiesService } from '../cities/cities.service';
import { notFound } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import type { CityDetail, CityStores, StoreDetail } from '../contracts/api.contract';
import { StoreRepository } from './store.repository';
import { mapStoreDetail, mapStoreSummary } from './stores.mapper';

@Injectable()
export class StoresService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly cities: CitiesService,
    private readonly config: AppConfig,
  ) {}

  /** One store with its generated hours, award status and About text; 404 when unknown. */
  async getBySlug(slug: string): Promise<StoreDetail> {
    const store = await this.stores.findBySlug(slug);
    if (!store) throw notFound('store', slug);
    return mapStoreDetail(store, awardStatus(store.id, this.config.awardYear));
  }

  /** Whether a store has this id (the award check's 404). */
  existsWithId(id: number): Promise<boolean> {
    return this.stores.existsWithId(id);
  }

  /** Up to `limit` stores of a city, and how many it has in all; 404 for an unknown state or city. */
  async listInCity(stateSlug: string, citySlug: string, limit: number): Promise<CityStores> {
    return this.listForCity(await this.cities.getBySlugs(stateSlug, citySlug), limit);
  }

  /**
   * Up to `limit` stores of a city already found, and how many it has in all. Found in this request,
   * the city is not read again (see `StoreRepository.listInCity`).
   */
  async listForCity(city: Pick<CityDetail, 'id' | 'storeCount'>, limit: number): Promise<CityStores> {
    const stores = await this.stores.listInCity(city.id, limit);
    return { stores: stores.map(mapStoreSummary), total: city.storeCount };
  }
}
