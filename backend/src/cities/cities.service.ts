import { RequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { PopularSearches } from '../search/popular-searches.service';
import { notFound } from '../common/errors/not-found';
import type { CityDetail, CityWithStoreCount, DirectoryStats, NearbyCity } from '../contracts/api.contract';
import { StatesService } from '../states/states.service';
import { CityRepository } from './city.repository';
import { mapCityDetail, mapCityWithStoreCount, mapNearbyCity } from './cities.mapper';

@Injectable()
export class CitiesService {
  /** The cities each request has read by their slugs (see `getBySlugs`), kept by its MikroORM context, so they go with it. */
  private readonly requestCities = new WeakMap<RequestContext, Map<string, Promise<CityDetail>>>();

  constructor(
    private readonly cities: CityRepository,
    private readonly states: StatesService,
    private readonly popularSearches: PopularSearches,
  ) {}

  /**
   * A value that changes whenever the directory does (an import touched any store): the map's
   * index and the sitemap are made again when it moves.
   */
  dataVersion(): Promise<string> {
    return this.cities.dataVersion();
  }

  /**
   * The cities with stores of each of the given states (known slugs), as `listInState` answers them,
   * read in one query.
   */
  async listInStates(stateSlugs: string[]): Promise<Map<string, CityWithStoreCount[]>> {
    const lists = new Map<string, CityWithStoreCount[]>(stateSlugs.map((slug) => [slug, []]));
    for (const city of await this.cities.listWithStoresInStates(stateSlugs)) lists.get(city.stateSlug)?.push(mapCityWithStoreCount(city));
    return lists;
  }

  /** A state's cities that have stores, each with its store count; 404 for an unknown state. */
  async listInState(stateSlug: string): Promise<CityWithStoreCount[]> {
    const cities = await this.cities.listWithStoresInState(stateSlug);
    // An empty list is either a state without stores or no state at all: only then ask which.
    if (cities.length === 0) await this.states.requireExists(stateSlug);
    return cities.map(mapCityWithStoreCount);
  }

  /**
   * A city of a state; 404 when either is unknown or the city has no stores. The city stays in the
   * request's identity map: its stores and nearby cities then find it by id without a query.
   */
  getBySlugs(stateSlug: string, citySlug: string): Promise<CityDetail> {
    // A city page's reads (the city, its stores) run at once: the one asked first reads it for both.
    const context = RequestContext.currentRequestContext();
    if (!context) return this.readBySlugs(stateSlug, citySlug);
    const key = `${stateSlug}/${citySlug}`;
    const cities = this.requestCities.get(context) ?? new Map<string, Promise<CityDetail>>();
    this.requestCities.set(context, cities);
    const city = cities.get(key) ?? this.readBySlugs(stateSlug, citySlug);
    cities.set(key, city);
    return city;
  }

  private async readBySlugs(stateSlug: string, citySlug: string): Promise<CityDetail> {
    const city = await this.cities.findBySlugs(stateSlug, citySlug);
    if (!city) {
      await this.states.requireExists(stateSlug);
      throw notFound('city', `${stateSlug}/${citySlug}`);
    }
    return mapCityDetail(city, await this.popularSearches.inCity(city.id));
  }

  /** The cities with stores nearest to a city, nearest first; 404 for an unknown city. */
  async listNearby(cityId: number, limit: number): Promise<NearbyCity[]> {
    const city = await this.cities.findWithState(cityId);
    if (!city || city.storeCount === 0) throw notFound('city', cityId);
    if (city.latitude === null || city.longitude === null) return [];
    const nearby = await this.cities.listNearest(city.latitude, city.longitude, city.id, limit);
    return nearby.map(mapNearbyCity);
  }

  async stats(): Promise<DirectoryStats> {
    const totals = await this.cities.totals();
    const avgPerCity = totals.cityCount === 0 ? 0 : Math.round((totals.storeCount / totals.cityCount) * 10) / 10;
    return { ...totals, avgPerCity };
  }

  /** Recounts a city's stores, centre and latest change after one of its listings changed. */
  refreshTotals(cityId: number): Promise<void> {
    return this.cities.refreshTotals(cityId);
  }
}
