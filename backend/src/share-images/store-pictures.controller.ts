import { Controller, Get, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PreparedAnswer } from '../common/http/prepared-answer';
import { STORE_PICTURES_PATH } from '../contracts/store-picture.contract';
import { ShareImagesService } from './share-images.service';

/**
 * `/store-pictures/<store page path>-<width>.png`: the picture drawn for a store without a photo of
 * its own. A city page asks for one a card, so they count in the API's limit, not the share cards'.
 */
@ApiExcludeController()
@Controller(STORE_PICTURES_PATH.slice(1))
export class StorePicturesController {
  constructor(private readonly shareImages: ShareImagesService) {}

  @Get('{*pictureName}')
  get(@Req() request: Request): Promise<PreparedAnswer> {
    return this.shareImages.storePicture(request.path.slice(STORE_PICTURES_PATH.length + 1));
  }
}
