import { Controller, Get, Header, Logger, NotFoundException, OnModuleInit, Req, Res } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';

/** Any path whose last segment has a file extension is a file: missing files are 404s, not the app. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Answers every GET that no API route or static file took with the app's HTML shell, so the
 * browser's router can show the screen. `/api/...` paths that match nothing stay JSON 404s.
 */
@Controller()
export class SiteController implements OnModuleInit {
  private readonly logger = new Logger(SiteController.name);
  private shell: string | null = null;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const indexFile = join(this.config.frontendDist, 'index.html');
    try {
      this.shell = await readFile(indexFile, 'utf8');
    } catch {
      this.logger.warn(`No built web app at ${indexFile}: run 'npm run build'. The API still works.`);
    }
  }

  @Get('{*path}')
  @Header('Cache-Control', 'no-cache')
  page(@Req() request: Request, @Res() response: Response): void {
    const path = request.path;
    if (path === '/api' || path.startsWith('/api/')) throw new NotFoundException(`No API route GET ${path}`);
    if (FILE_PATH.test(path)) throw new NotFoundException(`No file ${path}`);
    if (this.shell === null) {
      response.status(503).type('text/plain').send("The web app has not been built yet: run 'npm run build'.");
      return;
    }
    response.type('html').send(this.shell);
  }
}
