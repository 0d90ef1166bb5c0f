import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../common/cache/answer-cache';
import { SHARE_IMAGES_PATH } from '../contracts/share-image.contract';
import { ShareImagesService } from './share-images.service';

/** `/share-images/<page path>.png` (`home.png` for `/`): the page's share card, which its head names in `og:image`. */
@ApiExcludeController()
@Controller(SHARE_IMAGES_PATH.slice(1))
export class ShareImagesController {
  constructor(
    private readonly shareImages: ShareImagesService,
    private readonly answers: AnswerCache,
  ) {}

  @Get('*')
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const path = request.url.split('?', 1)[0]!;
    const card = await this.shareImages.cardFor(path.slice(SHARE_IMAGES_PATH.length + 1));
    const answer = await this.shareImages.image(card);
    // Social sites and chat apps show it on their own pages.
    void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    this.answers.send(reply, answer);
  }
}
