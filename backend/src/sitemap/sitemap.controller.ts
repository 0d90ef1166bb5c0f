import { ApiExcludeEndpoint } from '@nestjs/swagger';
import {
  ConflictException,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  InternalServerErrorException,
  Post,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { BrowserCacheSeconds, PublicAnswersInterceptor } from '../common/cache/public-answers';
import { AdminSessionGuard } from '../admin/admin-session.guard';
import { SameOriginGuard } from '../admin/same-origin.guard';
import type { SitemapCacheInfo } from '../contracts/admin.contract';
import { SitemapService } from './sitemap.service';
import { SitemapHtmlService } from './sitemap-html.service';

/** Browsers may keep the HTML sitemap's text five minutes. */
const HTML_SITEMAP_BROWSER_SECONDS = 300;

/** Spec: the HTML sitemap's content as text, and the admin page's status and regeneration. */
@Controller()
export class SitemapApiController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly html: SitemapHtmlService,
  ) {}

  @Get('sitemap-html')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @BrowserCacheSeconds(HTML_SITEMAP_BROWSER_SECONDS)
  @UseInterceptors(PublicAnswersInterceptor)
  sitemapHtml(): Promise<string> {
    return this.html.render();
  }

  /** Spec decision: `GET` only reads the status. */
  @ApiExcludeEndpoint()
  @Get('regenerate-sitemap')
  @UseGuards(AdminSessionGuard)
  @Header('Cache-Control', 'no-store')
  status(): Promise<SitemapCacheInfo> {
    return this.sitemaps.status();
  }

  /** `POST` regenerates now and answers the new status. */
  @ApiExcludeEndpoint()
  @Post('regenerate-sitemap')
  @UseGuards(SameOriginGuard, AdminSessionGuard)
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async regenerate(): Promise<SitemapCacheInfo> {
    const outcome = await this.sitemaps.regenerate().catch(() => {
      throw new InternalServerErrorException('The sitemap could not be regenerated; the last good sitemap is still served.');
    });
    if (outcome.kind === 'busy') throw new ConflictException('A sitemap regeneration is already running. Try again in a minute.');
    return this.sitemaps.status();
  }
}
