import { Controller, Get, Logger, NotFoundException, OnModuleInit, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { AnswerCache } from '../common/cache/answer-cache';
import { AppConfig } from '../config/app-config';
import { headElements } from '../contracts/page-head';
import { INITIAL_STATE_ELEMENT_ID, serializeForScript, type InitialState } from '../contracts/site.contract';
import { onSitePath } from './on-site-path';
import { renderHeadElements } from './render-head';
import { SitePagesService } from './site-pages.service';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Browsers check back before reusing a page (its ETag makes that cheap). */
const PAGE_CACHE_CONTROL = 'no-cache';

/** Any path whose last segment has a file extension is a file: missing files are 404s, not the app. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Answers every GET that no API route or static file took with the app's HTML, filled in for that
 * page: its head (title, description, canonical, social tags, structured data), the API answers its
 * first screen needs, and its status (404 for an unknown page). `/api/...` paths stay JSON 404s.
 */
@ApiExcludeController()
@Controller()
export class SiteController implements OnModuleInit {
  private readonly logger = new Logger(SiteController.name);
  private shell: string | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly pages: SitePagesService,
    private readonly cache: AnswerCache,
  ) {}

  async onModuleInit(): Promise<void> {
    const indexFile = join(this.config.frontendDist, 'index.html');
    try {
      this.shell = await readFile(indexFile, 'utf8');
    } catch {
      this.logger.warn(`No built web app at ${indexFile}: run 'npm run build'. The API still works.`);
    }
  }

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    const path = request.path;
    if (path === '/api' || path.startsWith('/api/')) throw new NotFoundException(`No API route GET ${path}`);
    if (FILE_PATH.test(path)) throw new NotFoundException(`No file ${path}`);
    if (this.shell === null) {
      response.status(503).type('text/plain').send("The web app has not been built yet: run 'npm run build'.");
      return;
    }

    const queryStart = request.originalUrl.indexOf('?');
    const query = queryStart === -1 ? '' : request.originalUrl.slice(queryStart);
    const resolved = await this.pages.resolve(path, new URLSearchParams(query));
    if (resolved.kind === 'redirect') {
      // The only redirect the site makes: to a path of its own, whatever the address asked for.
      response.redirect(301, `${onSitePath(resolved.location)}${query}`);
      return;
    }
    const state: InitialState = {
      site: this.pages.site,
      mapTiles: this.pages.mapTiles,
      data: resolved.data,
      status: resolved.status,
      path,
    };
    // Replacer functions: a `$` in the data must not be read as a replacement pattern.
    const head = renderHeadElements(headElements(resolved.head, this.pages.site));
    const script = `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">${serializeForScript(state)}</script>`;
    // Visitors and crawlers without JavaScript get the page's main text (the app shows it to everyone else).
    const noscript = resolved.noscript ? `<noscript>${resolved.noscript}</noscript>\n    ` : '';
    const html = this.shell
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('</body>', () => `${noscript}${script}\n  </body>`);
    // A page is the same for every visitor: a found one is kept, like the API's answers.
    if (resolved.status === 200 && resolved.keep !== false) this.cache.store(request.originalUrl, HTML_TYPE, html, PAGE_CACHE_CONTROL);
    response.status(resolved.status).setHeader('Cache-Control', PAGE_CACHE_CONTROL).type(HTML_TYPE).send(html);
  }
}
