import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { CitiesService } from '../cities/cities.service';
import { isSlug } from '../common/validation/slug';
import { errorText } from '../common/errors/error-text';
import { isStatementTimeout } from '../common/errors/database-unavailable';
import { AppConfig } from '../config/app-config';
import { NEARBY_CITIES_DEFAULT } from '../cities/dto/nearby-cities.query';
import { apiPaths, CITY_PAGE_STORE_LIMIT } from '../contracts/api-paths';
import {
  ADMIN_PAGE_PATH,
  adminHead,
  cityHead,
  homeHead,
  AWARDS_PAGE_PATH,
  awardsHead,
  MAP_PAGE_PATH,
  mapHead,
  notFoundHead,
  searchHead,
  STATIC_PAGES,
  staticPageHead,
  stateHead,
  storeHead,
  storePath,
  TOOL_PAGES,
  toolPageHead,
  type PageHead,
  type StaticPage,
  type ToolPage,
} from '../contracts/page-head';
import { isRunnableSearch, readSearchParams } from '../contracts/search.contract';
import { WHOLE_MAP_VIEW } from '../contracts/store-map.contract';
import { SITEMAP_STATE_COUNT, type MapTiles, type SiteIdentity } from '../contracts/site.contract';
import { createValidationPipe } from '../common/validation/validation.pipe';
import { SearchQuery } from '../search/dto/search.query';
import { SearchService } from '../search/search.service';
import { findUsState } from '../states/us-states';
import { renderStateGuide } from './render-noscript';
import { StatesService } from '../states/states.service';
import { StoreMapService } from '../stores/store-map.service';
import { StoresService } from '../stores/stores.service';
import { ToolsService } from '../tools/tools.service';
import { MetaDescriptionService } from '../meta/meta-description.service';

/** A browser path resolved: a page to render with its status, or a permanent redirect. */
export type ResolvedPage =
  /** `keep: false`: a page that lacks its first data for a passing reason (a search past its time limit), not to be kept. */
  | { kind: 'page'; status: number; head: PageHead; data: Record<string, unknown>; noscript?: string; keep?: false }
  | { kind: 'redirect'; location: string };


const STATIC_PAGE_BY_PATH = new Map<string, StaticPage>(
  Object.entries(STATIC_PAGES).map(([page, { path }]) => [path, page as StaticPage]),
);

const TOOL_PAGE_BY_PATH = new Map<string, ToolPage>(
  Object.entries(TOOL_PAGES).map(([page, { path }]) => [path, page as ToolPage]),
);

function isNotFound(error: unknown): boolean {
  return error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;
}

const isClientError = (error: unknown) => error instanceof HttpException && error.getStatus() < 500;

/** A failure that may not happen next time: a statement past its time limit, a search without a place (503). */
const isPassingFailure = (error: unknown) =>
  isStatementTimeout(error) || (error instanceof HttpException && error.getStatus() === HttpStatus.SERVICE_UNAVAILABLE);

/**
 * Decides what the server answers for a page address: its status, its head and the API answers its
 * first screen needs, fetched through the same services (and so the same shapes) as the API.
 */
@Injectable()
export class SitePagesService {
  private readonly logger = new Logger(SitePagesService.name);
  /** Checks a results page's search exactly as the API checks its parameters. */
  private readonly validation = createValidationPipe();
  readonly site: SiteIdentity;
  readonly mapTiles: MapTiles;

  constructor(
    config: AppConfig,
    private readonly states: StatesService,
    private readonly cities: CitiesService,
    private readonly stores: StoresService,
    private readonly search: SearchService,
    private readonly storeMap: StoreMapService,
    private readonly tools: ToolsService,
    private readonly metaDescriptions: MetaDescriptionService,
  ) {
    this.site = { url: config.siteUrl, name: config.siteName, contactEmail: config.contactEmail, awardYear: config.awardYear };
    this.mapTiles = config.mapTiles;
  }

  /** The page at `path`; a found page's description is the operator's own when one is set for it. */
  async resolve(path: string, query = new URLSearchParams()): Promise<ResolvedPage> {
    const resolved = await this.resolvePage(path, query);
    if (resolved.kind !== 'page' || resolved.status !== HttpStatus.OK) return resolved;
    const description = await this.metaDescriptions.descriptionFor(path);
    return description ? { ...resolved, head: { ...resolved.head, description } } : resolved;
  }

  private async resolvePage(path: string, query: URLSearchParams): Promise<ResolvedPage> {
    // A trailing slash (or doubled ones) answers with the address without them.
    if (path.length > 1 && path.endsWith('/')) return { kind: 'redirect', location: path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/' };
    const segments = path.split('/').filter(Boolean);
    const data: Record<string, unknown> = { [apiPaths.states()]: await this.states.list() };

    if (segments.length === 0) {
      data[apiPaths.stats()] = await this.cities.stats();
      return this.page(homeHead(this.site), data);
    }
    if (path === '/search') return this.searchPage(query, data);
    if (path === MAP_PAGE_PATH) return this.mapPage(data);
    if (path === AWARDS_PAGE_PATH) return this.page(awardsHead(this.site), data);
    if (path === ADMIN_PAGE_PATH) return this.page(adminHead(this.site), data);
    const toolPage = TOOL_PAGE_BY_PATH.get(path);
    if (toolPage) {
      if (toolPage === 'inventoryTracker') data[apiPaths.inventoryTracker()] = await this.tools.inventoryInfo();
      return this.page(toolPageHead(toolPage, this.site), data);
    }
    const staticPage = STATIC_PAGE_BY_PATH.get(path);
    if (staticPage) {
      if (staticPage === 'sitemap') await this.addSitemapCities(data);
      return this.page(staticPageHead(staticPage, this.site), data);
    }
    if (segments.length > 3 || !segments.every(isSlug)) return this.notFound(path, data);

    // Two-letter state codes (/ca/los-angeles) answer with the full-name address.
    const [first, ...rest] = segments as [string, ...string[]];
    const byCode = first.length === 2 ? findUsState(first) : undefined;
    if (byCode) return { kind: 'redirect', location: `/${[byCode.slug, ...rest].join('/')}` };

    try {
      if (segments.length === 1) return await this.statePage(first, data);
      if (segments.length === 2) return await this.cityPage(first, segments[1]!, data);
      return await this.storePage(path, segments[2]!, data);
    } catch (error) {
      if (isNotFound(error)) return this.notFound(path, data);
      throw error;
    }
  }

  private page(head: PageHead, data: Record<string, unknown>, status = HttpStatus.OK, noscript?: string): ResolvedPage {
    return { kind: 'page', status, head, data, noscript };
  }

  private notFound(path: string, data: Record<string, unknown>): ResolvedPage {
    return this.page(notFoundHead(this.site, path), data, HttpStatus.NOT_FOUND);
  }

  private async statePage(stateSlug: string, data: Record<string, unknown>): Promise<ResolvedPage> {
    const [state, cities] = await Promise.all([this.states.getBySlug(stateSlug), this.cities.listInState(stateSlug)]);
    data[apiPaths.state(stateSlug)] = state;
    data[apiPaths.stateCities(stateSlug)] = cities;
    return this.page(stateHead(state, cities, this.site), data, HttpStatus.OK, renderStateGuide(state));
  }

  private async cityPage(stateSlug: string, citySlug: string, data: Record<string, unknown>): Promise<ResolvedPage> {
    const city = await this.cities.getBySlugs(stateSlug, citySlug);
    const [stores, nearby] = await Promise.all([
      this.stores.listForCity(city, CITY_PAGE_STORE_LIMIT),
      this.cities.listNearby(city.id, NEARBY_CITIES_DEFAULT),
    ]);
    data[apiPaths.city(stateSlug, citySlug)] = city;
    data[apiPaths.cityStores(stateSlug, citySlug)] = stores;
    data[apiPaths.nearbyCities(city.id)] = nearby;
    return this.page(cityHead(city, stores, this.site), data);
  }

  private async storePage(path: string, storeSlug: string, data: Record<string, unknown>): Promise<ResolvedPage> {
    const store = await this.stores.getBySlug(storeSlug);
    // A store moved to another city (or a mistyped city) is found at its own address.
    if (storePath(store) !== path) return { kind: 'redirect', location: storePath(store) };
    data[apiPaths.store(storeSlug)] = store;
    data[apiPaths.awardCheck(store.id)] = store.award;
    data[apiPaths.nearbyCities(store.cityId)] = await this.cities.listNearby(store.cityId, NEARBY_CITIES_DEFAULT);
    return this.page(storeHead(store, this.site), data);
  }

  /**
   * The results page carries its first page of results, under the API address the app will ask for.
   * A search the API would refuse is left for the app to ask, and show its error.
   */
  private async searchPage(query: URLSearchParams, data: Record<string, unknown>): Promise<ResolvedPage> {
    const params = readSearchParams(query);
    let keep = true;
    if (isRunnableSearch(params)) {
      const apiPath = apiPaths.search(params);
      try {
        const plain = Object.fromEntries(new URL(apiPath, this.site.url).searchParams);
        const checked = (await this.validation.transform(plain, { type: 'query', metatype: SearchQuery })) as SearchQuery;
        data[apiPath] = await this.search.search(checked);
      } catch (error) {
        // A search the API refuses, or one past its time limit or without a place: the app asks, and shows the error.
        if (!isClientError(error) && !isPassingFailure(error)) throw error;
        // A refused search is refused for everyone; one that ran too long may not next time.
        keep = isClientError(error);
        this.logger.debug(`Search page without first results: ${errorText(error)}`);
      }
    }
    return { kind: 'page', status: HttpStatus.OK, head: searchHead(params.q, this.site), data, ...(keep ? {} : { keep: false as const }) };
  }

  /**
   * The map's first view (the whole country), so it draws without asking. Should the map fail, the
   * page goes out without it: the app asks the API and shows the map's own error.
   */
  private async mapPage(data: Record<string, unknown>): Promise<ResolvedPage> {
    try {
      data[apiPaths.storeMap(WHOLE_MAP_VIEW)] = await this.storeMap.view(WHOLE_MAP_VIEW);
    } catch (error) {
      this.logger.error(`Map page without its first view: ${errorText(error)}`);
    }
    return this.page(mapHead(this.site), data);
  }

  private async addSitemapCities(data: Record<string, unknown>): Promise<void> {
    const states = (data[apiPaths.states()] as { slug: string }[]).slice(0, SITEMAP_STATE_COUNT);
    const lists = await this.cities.listInStates(states.map((state) => state.slug));
    for (const [slug, cities] of lists) data[apiPaths.stateCities(slug)] = cities;
  }
}
