import { Controller, Get, Header, NotFoundException, Param, Res, ServiceUnavailableException } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PreparedAnswer } from '../common/http/prepared-answer';
import { AppConfig } from '../config/app-config';
import { SitemapNotReadyError, SitemapService } from './sitemap.service';
import { SITEMAP_FILE_NAME, SITEMAP_ROOT_FILE, sitemapPartName } from './sitemap-xml';

/** Crawlers' files: the XML sitemap and robots.txt. */
@ApiExcludeController()
@SkipThrottle({ api: true })
@Controller()
export class SitemapFilesController {
  private readonly robots: string;

  constructor(
    private readonly sitemaps: SitemapService,
    config: AppConfig,
  ) {
    this.robots = [
      'User-agent: *',
      // Not /admin: a crawler must read that page to see that it is not to be indexed.
      'Disallow: /api/',
      '',
      `Sitemap: ${config.siteUrl}/${SITEMAP_ROOT_FILE}`,
      '',
    ].join('\n');
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robotsTxt(): string {
    return this.robots;
  }

  @Get(SITEMAP_ROOT_FILE)
  root(@Res({ passthrough: true }) response: Response): Promise<PreparedAnswer> {
    return this.file(SITEMAP_ROOT_FILE, response);
  }

  @Get('sitemap-:number.xml')
  part(@Param('number') number: string, @Res({ passthrough: true }) response: Response): Promise<PreparedAnswer> {
    const name = `sitemap-${number}.xml`;
    if (!SITEMAP_FILE_NAME.test(name)) throw new NotFoundException(`There is no sitemap file ${name}`);
    return this.file(sitemapPartName(Number(number)), response);
  }

  /** The file's answer; `response` for the Retry-After of a sitemap not made yet. */
  private async file(name: string, response: Response): Promise<PreparedAnswer> {
    try {
      const answer = await this.sitemaps.file(name);
      if (!answer) throw new NotFoundException(`There is no sitemap file ${name}`);
      return answer;
    } catch (error) {
      if (!(error instanceof SitemapNotReadyError)) throw error;
      response.set('Retry-After', '60');
      throw new ServiceUnavailableException(error.message);
    }
  }
}
