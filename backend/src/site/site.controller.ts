import { CACHE_MANAGER, type Cache } from '@nestjs/cache-manager';
import {
  Catch,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Req,
  Res,
  UseFilters,
  UseInterceptors,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { prepareAnswer, type PreparedAnswer } from '../common/http/prepared-answer';
import { KeptAnswers, sharedCacheControl } from '../common/cache/public-answers';
import { RateLimited } from '../common/http/rate-limits';
import { API_PATH, isUnderPath } from '../common/http/routed-path';
import { AppConfig } from '../config/app-config';
import { SEARCH_PAGE_PATH } from '../contracts/search.contract';
import type { SiteSettings } from '../contracts/page-render.contract';
import { PageMetaDescriptions } from '../meta/page-meta-descriptions';
import { SearchesSeen } from '../search/searches-seen.interceptor';
import { isFilePath } from './file-path';
import { onSitePath } from './on-site-path';
import { documentEnd, documentStart } from './page-document';
import { PageRenderer } from './page-renderer';
import { ReadsMayLag } from '../database/read-replicas';

/** The path as the request spelled it. */
const addressPath = (request: Request) => request.originalUrl.split('?', 1)[0]!;
/** The request's query, with its `?`, as it was sent. */
const queryOf = (request: Request) => {
  const queryStart = request.originalUrl.indexOf('?');
  return queryStart === -1 ? '' : request.originalUrl.slice(queryStart);
};

/** Browsers and shared caches check back before reusing a page that is no lasting 200 (a 404, say). */
const CHECK_BACK = 'no-cache';

const HTML_TYPE = 'text/html; charset=utf-8';

/** Thrown for an address that names a file: the app's files answer it, not a page. */
class AppFileRequest extends Error {}

/**
 * Sends a request for a file on to the app's files (`ServeStaticModule`, whose middleware Nest mounts
 * after every route), as Express's `next` does; a file that is not there is then the API's 404.
 */
@Catch(AppFileRequest)
class OnToAppFiles implements ExceptionFilter {
  catch(_request: AppFileRequest, host: ArgumentsHost): void {
    host.switchToHttp().getNext<NextFunction>()();
  }
}

/**
 * Answers every GET that no API route took with the page, rendered on the server from the page table
 * (`PageRenderer`): its head (title, description, canonical, social tags, structured data), its whole
 * body, the state the browser hydrates from, and its status (404 for an unknown page, 301 to its own
 * address). Addresses that name a file go on to the app's files (`ServeStaticModule`); unknown `/api/`
 * paths stay JSON 404s. The search page is a route of its own: it counts in the searches' limit.
 */
@ApiExcludeController()
@SkipThrottle({ api: true })
@UseFilters(OnToAppFiles)
@Controller()
@ReadsMayLag()
export class SiteController {
  /** What a found page tells shared caches: they may keep it for API_CACHE_SECONDS, as this process does. */
  private readonly foundPageCacheControl: string;

  constructor(
    private readonly config: AppConfig,
    private readonly pages: PageRenderer,
    private readonly metaDescriptions: PageMetaDescriptions,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly keptAnswers: KeptAnswers,
  ) {
    this.foundPageCacheControl = sharedCacheControl(config.apiCache.seconds);
  }

  @Get(SEARCH_PAGE_PATH.slice(1))
  @RateLimited(['search'])
  @UseInterceptors(SearchesSeen)
  searchPage(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<PreparedAnswer | null> | null {
    if (addressPath(request) !== request.path) return this.redirect(response, request.path, queryOf(request));
    return this.render(request, response);
  }

  @Get('{*path}')
  page(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<PreparedAnswer | null> | null {
    if (isUnderPath(request.path, [API_PATH])) throw new NotFoundException(`No API route GET ${addressPath(request)}`);
    // Asked for under another spelling (a trailing slash, `/./`, an encoded letter): sent to its own address.
    if (addressPath(request) !== request.path) return this.redirect(response, request.path, queryOf(request));
    if (isFilePath(request.path)) throw new AppFileRequest();
    return this.render(request, response);
  }

  /**
   * The settings of one render, with its clock: the page's first render, here and in the browser,
   * reads the time from `renderedAt` alone. A page kept (here, or by a shared cache) says what was true
   * when it was rendered (at most twice API_CACHE_SECONDS earlier), e.g. 'Open now' for a store that
   * has just closed; the hydrated page moves to the live clock at once, and crawlers read the week's
   * hours from the structured data, which no clock changes.
   */
  private settings(): SiteSettings {
    return { site: this.config.site, mapTiles: this.config.mapTiles, renderedAt: new Date().toISOString() };
  }

  /** The page's answer (its status set on `response`), or null for a redirect. */
  private async render(request: Request, response: Response): Promise<PreparedAnswer | null> {
    // Routes see the path in its one spelling (`normalizedPaths`).
    const { path } = request;
    const query = queryOf(request);
    const shell = this.pages.shell;
    if (!shell || !this.pages.ready) {
      response.status(503);
      return prepareAnswer('text/plain; charset=utf-8', "The web app has not been built yet: run 'npm run build'.", 'no-store');
    }
    // A found page is the same for every visitor for a while: kept in the app's cache, as its answers are.
    const key = this.keptAnswers.key(`page:${request.url}`);
    // Kept with its validator, so a page asked again is not hashed again.
    const kept = await this.cache.get<PreparedAnswer>(key);
    if (kept) return kept;

    const settings = this.settings();
    const page = await this.pages.render(`${path}${query}`, settings);
    if (page.kind === 'redirect')
      return this.redirect(response, page.location, query.length > 0 && !page.location.includes('?') ? query : '');

    // An operator's own description of the page, in place of the one it writes itself.
    const custom = page.status === 200 ? this.metaDescriptions.descriptionFor(path) : null;
    const head = documentStart(shell, custom ? { ...page.head, description: custom } : page.head, settings.site);
    // As bytes: what is sent, and what a kept page takes in memory.
    const html = Buffer.from(head + page.renderBody() + documentEnd(shell, page.state));
    const lasting = page.status === 200 && page.lasting;
    // With its validator: a client that holds it gets a 304 (`PreparedAnswerInterceptor`).
    const answer = prepareAnswer(HTML_TYPE, html, lasting ? this.foundPageCacheControl : CHECK_BACK);
    if (lasting && this.config.apiCache.seconds > 0) await this.cache.set(key, answer);
    response.status(page.status);
    return answer;
  }

  /** The only redirect the site makes: to a path of its own, whatever the address asked for. */
  private redirect(response: Response, location: string, query: string): null {
    response.status(301).location(`${onSitePath(location)}${query}`);
    return null;
  }
}
