import { ApiExcludeController, ApiExcludeEndpoint } from '@nestjs/swagger';
import {
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  InternalServerErrorException,
  NotFoundException,
  Param,
  Post,
  ConflictException,
  Req,
  Res,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminSessionGuard } from '../admin/admin-session.guard';
import { SameOriginGuard } from '../admin/same-origin.guard';
import { AnswerCache } from '../common/cache/answer-cache';
import { AppConfig } from '../config/app-config';
import type { SitemapCacheInfo } from '../contracts/admin.contract';
import { SitemapNotReadyError, SitemapService } from './sitemap.service';
import { SitemapHtmlService } from './sitemap-html.service';
import { SITEMAP_FILE_NAME, SITEMAP_ROOT_FILE, sitemapPartName } from './sitemap-xml';

/** Crawlers' files: the XML sitemap and robots.txt. */
@ApiExcludeController()
@Controller()
export class SitemapFilesController {
  private readonly robots: string;

  constructor(
    private readonly sitemaps: SitemapService,
    private readonly answers: AnswerCache,
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
  async root(@Res() response: FastifyReply): Promise<void> {
    await this.send(SITEMAP_ROOT_FILE, response);
  }

  @Get('sitemap-:number.xml')
  async part(@Param('number') number: string, @Res() response: FastifyReply): Promise<void> {
    const name = `sitemap-${number}.xml`;
    if (!SITEMAP_FILE_NAME.test(name)) throw new NotFoundException(`There is no sitemap file ${name}`);
    await this.send(sitemapPartName(Number(number)), response);
  }

  private async send(name: string, response: FastifyReply): Promise<void> {
    try {
      const answer = await this.sitemaps.file(name);
      if (!answer) throw new NotFoundException(`There is no sitemap file ${name}`);
      this.answers.send(response, answer);
    } catch (error) {
      if (!(error instanceof SitemapNotReadyError)) throw error;
      void response.header('Retry-After', '60');
      throw new ServiceUnavailableException(error.message);
    }
  }
}

/** Spec: the HTML sitemap's content as text, and the admin page's status and regeneration. */
@Controller('api')
export class SitemapApiController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly html: SitemapHtmlService,
    private readonly answers: AnswerCache,
  ) {}

  @Get('sitemap-html')
  async sitemapHtml(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    this.answers.send(response, await this.html.answer(request.url));
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
