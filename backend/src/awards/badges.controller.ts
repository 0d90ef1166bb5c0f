import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnswerCache, weakEtag, type PreparedAnswer } from '../common/cache/answer-cache';
import { notFound } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import { FIRST_AWARD_YEAR, readBadgeFileName } from '../contracts/awards.contract';
import { badgePng, badgeSvg } from './badge-artwork';

/** Store owners embed these on their own sites: the addresses stay, and caches may keep them a day. */
const BADGE_CACHE_CONTROL = 'public, max-age=86400';

/** `/badges/best-consignment-store-{year}.svg` and `-{size}.png`: the award badge, made once per file. */
@ApiExcludeController()
@Controller('badges')
export class BadgesController {
  private readonly files = new Map<string, PreparedAnswer>();

  constructor(
    private readonly config: AppConfig,
    private readonly answers: AnswerCache,
  ) {}

  @Get(':file')
  get(@Param('file') file: string, @Res() response: FastifyReply): void {
    const badge = readBadgeFileName(file);
    // This year's badge and every earlier one: owners keep last year's on their sites.
    const firstYear = Math.min(FIRST_AWARD_YEAR, this.config.awardYear);
    if (!badge || badge.year > this.config.awardYear || badge.year < firstYear) throw notFound('badge', file);
    let answer = this.files.get(file);
    if (!answer) {
      const svg = badge.size === null;
      const body = svg ? Buffer.from(badgeSvg(badge.year)) : badgePng(badge.year, badge.size!);
      answer = {
        contentType: svg ? 'image/svg+xml' : 'image/png',
        cacheControl: BADGE_CACHE_CONTROL,
        body,
        gzipped: null,
        etag: weakEtag(body),
      };
      this.files.set(file, answer);
    }
    // Embedded on other sites: the image may be shown from any origin.
    void response.header('Cross-Origin-Resource-Policy', 'cross-origin');
    this.answers.send(response, answer);
  }
}
