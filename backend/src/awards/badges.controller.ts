import { Controller, Get, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { notFound } from '../common/errors/not-found';
import { prepareAnswer, type PreparedAnswer } from '../common/http/prepared-answer';
import { AppConfig } from '../config/app-config';
import { FIRST_AWARD_YEAR, readBadgeFileName } from '../contracts/awards.contract';
import { badgePng, badgeSvg } from './badge-artwork';

/** Store owners embed these on their own sites: the addresses stay, and caches may keep them a day. */
const BADGE_CACHE_CONTROL = 'public, max-age=86400';

/** `/badges/best-consignment-store-{year}.svg` and `-{size}.png`: the award badge, made once per file. */
@ApiExcludeController()
@SkipThrottle({ api: true })
@Controller('badges')
export class BadgesController {
  private readonly files = new Map<string, PreparedAnswer>();

  constructor(private readonly config: AppConfig) {}

  @Get(':file')
  get(@Param('file') file: string, @Res({ passthrough: true }) response: Response): PreparedAnswer {
    const badge = readBadgeFileName(file);
    // This year's badge and every earlier one: owners keep last year's on their sites.
    const firstYear = Math.min(FIRST_AWARD_YEAR, this.config.awardYear);
    if (!badge || badge.year > this.config.awardYear || badge.year < firstYear) throw notFound('badge', file);
    let answer = this.files.get(file);
    if (!answer) {
      answer =
        badge.size === null
          ? prepareAnswer('image/svg+xml', badgeSvg(badge.year), BADGE_CACHE_CONTROL)
          : prepareAnswer('image/png', badgePng(badge.year, badge.size), BADGE_CACHE_CONTROL);
      this.files.set(file, answer);
    }
    // Embedded on other sites: the image may be shown from any origin.
    response.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return answer;
  }
}
