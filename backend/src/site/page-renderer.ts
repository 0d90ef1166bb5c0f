import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppConfig } from '../config/app-config';
import { PAGE_RENDERER_FILE, type PageRenderModule, type RenderedPage, type SiteSettings } from '../contracts/page-render.contract';
import { pageShell, type PageShell } from './page-document';
import { ServerDirectory } from './server-directory';

/**
 * The web app's server render (`frontend/dist-server/entry-server.cjs`, built by Vite from the same
 * page table and components as the browser's app) and the HTML shell Vite built around it. The render
 * reads the directory through the app's own services (`ServerDirectory`), handed to it once.
 */
@Injectable()
export class PageRenderer implements OnModuleInit {
  private readonly logger = new Logger(PageRenderer.name);
  private renderer: PageRenderModule | null = null;
  shell: PageShell | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly directory: ServerDirectory,
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
    this.renderer.setDirectory(this.directory.reader);
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
