import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pageDataHeaders } from '../common/http/page-data-request';
import { AppConfig } from '../config/app-config';
import { PAGE_RENDERER_FILE, type PageRenderModule, type RenderedPage, type SiteSettings } from '../contracts/page-render.contract';
import { pageShell, type PageShell } from './page-document';

/** Statuses whose answers have no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 304]);

/**
 * The web app's server render (`frontend/dist-server/entry-server.cjs`, built by Vite from the same
 * page table and components as the browser's app) and the HTML shell Vite built around it. The
 * render reads the API as the browser does, from this server itself, through Fastify's `inject`
 * (the whole request pipeline, without a socket): the same validation, answer cache and errors as a
 * browser's. Those requests are marked so that the log and the rate limits leave them to the
 * page's own request.
 */
@Injectable()
export class PageRenderer implements OnModuleInit {
  private readonly logger = new Logger(PageRenderer.name);
  private renderer: PageRenderModule | null = null;
  shell: PageShell | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async onModuleInit(): Promise<void> {
    const indexFile = join(this.config.frontendDist, 'index.html');
    const rendererFile = resolve(this.config.frontendDist, '..', 'dist-server', PAGE_RENDERER_FILE);
    if (!existsSync(indexFile) || !existsSync(rendererFile)) {
      this.logger.warn(`No built web app at ${indexFile} and ${rendererFile}: run 'npm run build'. The API still works.`);
      return;
    }
    this.shell = pageShell(await readFile(indexFile, 'utf8'), indexFile);
    // The renderer is CommonJS, built for this: required like any module of the server.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time, which no static import can name
    this.renderer = require(rendererFile) as PageRenderModule;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    this.renderer.setRenderTransport(async (path, init) => {
      init.signal?.throwIfAborted();
      const answer = await fastify.inject({ method: 'GET', url: path, headers: { accept: 'application/json', ...pageDataHeaders() } });
      init.signal?.throwIfAborted();
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers))
        for (const each of Array.isArray(value) ? value : [value]) if (each !== undefined) headers.append(name, String(each));
      return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers });
    });
  }

  get ready(): boolean {
    return this.renderer !== null;
  }

  /** The page at `path` (with its query), as the render gives it. */
  render(path: string, settings: SiteSettings): Promise<RenderedPage> {
    if (!this.renderer) throw new Error('The page renderer is not loaded');
    // The path as a path, whatever it looks like (`//host` is no other host here).
    const url = new URL(settings.site.url);
    const queryStart = path.indexOf('?');
    url.pathname = queryStart === -1 ? path : path.slice(0, queryStart);
    url.search = queryStart === -1 ? '' : path.slice(queryStart);
    return this.renderer.renderPage(url.href, settings);
  }
}
