import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache, sharedCacheControl } from '../common/cache/answer-cache';
import { AppConfig } from '../config/app-config';
import type { SiteSettings } from '../contracts/page-render.contract';
import { MetaDescriptionService } from '../meta/meta-description.service';
import { API_PATH, isUnderPath } from '../common/http/routed-path';
import { isFilePath } from './file-path';
import { onSitePath } from './on-site-path';
import { documentEnd, documentStart } from './page-document';
import { PageRenderer } from './page-renderer';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Browsers and shared caches check back before reusing a page that is no lasting 200 (a 404, say). */
const CHECK_BACK = 'no-cache';

/**
 * Answers every GET that no API route or static file took with the page, rendered on the server
 * from the page table (`PageRenderer`): its head (title, description, canonical, social tags,
 * structured data), its whole body, the state the browser hydrates from, and its status (404 for
 * an unknown page, 301 to its own address). `/api/...` paths stay JSON 404s.
 */
@ApiExcludeController()
@Controller()
export class SiteController {
  /** What a found page tells shared caches: they may keep it as this process does. */
  private readonly foundPageCacheControl: string;

  constructor(
    private readonly config: AppConfig,
    private readonly pages: PageRenderer,
    private readonly cache: AnswerCache,
    private readonly metaDescriptions: MetaDescriptionService,
  ) {
    this.foundPageCacheControl = sharedCacheControl(config.apiCache.seconds);
  }

  /**
   * The settings of one render, with its clock: the page's first render, here and in the browser,
   * reads the time from `renderedAt` alone. A page kept in the answer cache is sent as it was
   * rendered, at most twice API_CACHE_SECONDS earlier (an expired page stands in while one request
   * renders it anew; 2 minutes by default): its HTML, and the page state with it, so that hydration
   * still matches, says what was true then, e.g. 'Open now' for a store that has just closed. That
   * is acceptable: the window is that short, the hydrated page moves to the live clock at once, and
   * crawlers read the week's hours from the structured data, which no clock changes.
   */
  private settings(): SiteSettings {
    return { site: this.config.site, mapTiles: this.config.mapTiles, renderedAt: new Date().toISOString() };
  }

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const url = request.url;
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : url.slice(queryStart);
    if (isUnderPath(path, [API_PATH])) throw new NotFoundException(`No API route GET ${path}`);
    if (isFilePath(path)) throw new NotFoundException(`No file ${path}`);
    const shell = this.pages.shell;
    if (!shell || !this.pages.ready) {
      await reply.status(503).type('text/plain').send("The web app has not been built yet: run 'npm run build'.");
      return;
    }
    // A trailing slash (or doubled ones) answers with the address without them.
    if (path.length > 1 && path.endsWith('/')) return this.redirect(reply, path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/', query);

    const settings = this.settings();
    const page = await this.pages.render(`${path}${query}`, settings);
    if (page.kind === 'redirect') return this.redirect(reply, page.location, query.length > 0 && !page.location.includes('?') ? query : '');

    // An operator's own description of the page, in place of the one it writes itself.
    const custom = page.status === 200 ? await this.metaDescriptions.descriptionFor(path) : null;
    const start = documentStart(shell, custom ? { ...page.head, description: custom } : page.head, settings.site);
    const end = documentEnd(shell, page.state);

    // A found page is the same for every visitor: kept here, and by shared caches.
    const kept = page.status === 200 && page.lasting;
    const cacheControl = kept ? this.foundPageCacheControl : CHECK_BACK;
    // Written as it is made, on Node's response: the head leaves before React renders the body
    // (through the compression too: its `flush`), so that the browser asks for the styles and
    // scripts meanwhile.
    reply.hijack();
    const response = reply.raw as ServerResponse & { flush?: () => void };
    response.statusCode = page.status;
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Content-Type', HTML_TYPE);
    response.write(start);
    response.flush?.();
    let body: string;
    try {
      body = page.renderBody();
    } catch (error) {
      // Too late for an error page: the visitor's browser must not take the half page for a whole one.
      response.destroy();
      throw error;
    }
    response.end(body + end);
    if (kept) this.cache.store(url, HTML_TYPE, start + body + end, cacheControl);
  }

  /** The only redirect the site makes: to a path of its own, whatever the address asked for. */
  private async redirect(reply: FastifyReply, location: string, query: string): Promise<void> {
    await reply.redirect(`${onSitePath(location)}${query}`, 301);
  }
}
