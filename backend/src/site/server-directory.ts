import { RequestContext } from '@mikro-orm/core';
import { Injectable, type ArgumentMetadata, type Type } from '@nestjs/common';
import { AwardsService } from '../awards/awards.service';
import { CitiesService } from '../cities/cities.service';
import { NearbyCitiesQuery } from '../cities/dto/nearby-cities.query';
import { ErrorAnswers } from '../common/errors/error-answers';
import { CityIdParams, CitySlugParams, StateSlugParams, StoreIdParams, StoreSlugParams } from '../common/validation/route-params.dto';
import { createValidationPipe } from '../common/validation/validation.pipe';
import type { CityDetail, SearchFilter } from '../contracts/api.contract';
import { DirectoryReadError, type DirectoryReader } from '../contracts/directory.contract';
import { searchApiQuery } from '../contracts/search.contract';
import { storeMapApiQuery } from '../contracts/store-map.contract';
import { SearchQuery } from '../search/dto/search.query';
import { SearchService } from '../search/search.service';
import { StatesService } from '../states/states.service';
import { CityStoresQuery } from '../stores/dto/city-stores.query';
import { StoreMapQuery } from '../stores/dto/store-map.query';
import { StoreMapService } from '../stores/store-map.service';
import { StoresService } from '../stores/stores.service';
import { ToolsService } from '../tools/tools.service';

/**
 * The directory as the server's render reads it: the same services the API's controllers call, with
 * the values of the page's address checked by the same DTOs and pipe as the API's parameters, and
 * failing as the API would (`DirectoryReadFailure`: its status and JSON error). Reads run in the page
 * request's own context, so a page reads each row once (MikroORM's identity map).
 */
@Injectable()
export class ServerDirectory implements DirectoryReader {
  private readonly validation = createValidationPipe();
  /** The cities pages read, per request (see `pageCity`). */
  private readonly pageCities = new WeakMap<RequestContext, Map<string, Promise<CityDetail>>>();

  constructor(
    private readonly statesService: StatesService,
    private readonly cities: CitiesService,
    private readonly stores: StoresService,
    private readonly awards: AwardsService,
    private readonly searches: SearchService,
    private readonly storeMap: StoreMapService,
    private readonly tools: ToolsService,
    private readonly errors: ErrorAnswers,
  ) {}

  states = () => this.read(() => this.statesService.list());

  state = (stateSlug: string) =>
    this.read(async () => this.statesService.getBySlug((await this.valid(StateSlugParams, 'param', { stateSlug })).stateSlug));

  stateCities = (stateSlug: string) =>
    this.read(async () => this.cities.listInState((await this.valid(StateSlugParams, 'param', { stateSlug })).stateSlug));

  city = (stateSlug: string, citySlug: string) => this.read(() => this.pageCity(stateSlug, citySlug));

  cityStores = (stateSlug: string, citySlug: string, limit: number, features: readonly SearchFilter[]) =>
    this.read(async () => {
      const query = await this.valid(CityStoresQuery, 'query', { limit: String(limit), features: features.join(',') });
      return this.stores.listForCity(await this.pageCity(stateSlug, citySlug), query.limit, query.features);
    });

  nearbyCities = (cityId: number) =>
    this.read(async () => {
      const params = await this.valid(CityIdParams, 'param', { cityId: String(cityId) });
      return this.cities.listNearby(params.cityId, (await this.valid(NearbyCitiesQuery, 'query', {})).limit);
    });

  store = (storeSlug: string) =>
    this.read(async () => this.stores.getBySlug((await this.valid(StoreSlugParams, 'param', { storeSlug })).storeSlug));

  closedStore = (storeSlug: string) =>
    this.read(async () => this.stores.closedStore((await this.valid(StoreSlugParams, 'param', { storeSlug })).storeSlug));

  awardCheck = (storeId: number) =>
    this.read(async () => this.awards.validate((await this.valid(StoreIdParams, 'param', { storeId: String(storeId) })).storeId));

  stats = () => this.read(() => this.cities.stats());

  search: DirectoryReader['search'] = (params) =>
    this.read(async () => this.searches.search(await this.valid(SearchQuery, 'query', Object.fromEntries(searchApiQuery(params)))));

  searchFacets: DirectoryReader['searchFacets'] = (params) =>
    this.read(async () =>
      this.searches.facets(await this.valid(SearchQuery, 'query', Object.fromEntries(searchApiQuery(params, 'facets')))),
    );

  storeMapView: DirectoryReader['storeMapView'] = (view) =>
    this.read(async () => {
      const request = this.storeMap.readView(await this.valid(StoreMapQuery, 'query', storeMapApiQuery(view)));
      return this.storeMap.view(request!);
    });

  inventoryTracker = () => this.read(() => this.tools.inventoryInfo());

  /**
   * The city a page names, read once in its request whichever of the page's reads (the city, its
   * stores) asks first: they run at once. Its nearby cities then find it by id in the request's
   * identity map. Kept by the request's MikroORM context, so it goes with the request.
   */
  private pageCity(stateSlug: string, citySlug: string): Promise<CityDetail> {
    const read = async () => {
      const params = await this.valid(CitySlugParams, 'param', { stateSlug, citySlug });
      return this.cities.getBySlugs(params.stateSlug, params.citySlug);
    };
    const context = RequestContext.currentRequestContext();
    if (!context) return read();
    const key = `${stateSlug}/${citySlug}`;
    const cities = this.pageCities.get(context) ?? new Map<string, Promise<CityDetail>>();
    this.pageCities.set(context, cities);
    const city = cities.get(key) ?? read();
    cities.set(key, city);
    return city;
  }

  /** A value of the page's address, checked as the API checks the same parameter. */
  private async valid<T extends object>(metatype: Type<T>, type: ArgumentMetadata['type'], value: Record<string, string>): Promise<T> {
    return (await this.validation.transform(value, { type, metatype })) as T;
  }

  /** A read, failing as the API answers the same request. */
  private async read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new DirectoryReadError(this.errors.answer(error, null));
    }
  }
}
