import { Controller, Get, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PreparedAnswer } from '../common/http/prepared-answer';
import { RateLimited } from '../common/http/rate-limits';
import { SHARE_IMAGES_PATH } from '../contracts/share-image.contract';
import { ShareImagesService } from './share-images.service';

/** `/share-images/<page path>.png` (`home.png` for `/`): the page's share card, which its head names in `og:image`. */
@ApiExcludeController()
@SkipThrottle({ api: true })
@RateLimited(['shareImages'])
@Controller(SHARE_IMAGES_PATH.slice(1))
export class ShareImagesController {
  constructor(private readonly shareImages: ShareImagesService) {}

  @Get('{*imageName}')
  async get(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<PreparedAnswer> {
    const card = await this.shareImages.cardFor(request.path.slice(SHARE_IMAGES_PATH.length + 1));
    const answer = await this.shareImages.image(card);
    // Social sites and chat apps show it on their own pages.
    response.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return answer;
  }
}
