import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  BadRequestException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
// Multer's types (`Express.Multer.File`), which Nest's FileInterceptor runs.
import type {} from 'multer';
import { SameOriginGuard } from '../admin/same-origin.guard';
import { RateLimited } from '../common/http/rate-limits';
import { StoreSlugParams } from '../common/validation/route-params.dto';
import { OWNER_PHOTO_MAX_BYTES, type ContributionReceipt, type OwnerListing, type OwnerSession } from '../contracts/contributions.contract';
import { ClaimConfirmBody, OwnerListingBody, StoreClaimBody } from './dto/owner.body';
import { ItemFeedBody } from './dto/item-feed.body';
import { ITEM_FILE_MAX_BYTES, type ItemFileCheck, type OwnerItemFeed } from '../contracts/items.contract';
import { OwnerSessionCookie } from './owner-session-cookie';
import { OwnerSessionGuard, type OwnerRequest } from './owner-session.guard';
import { OwnersService } from './owners.service';
import { StorePhotoFiles } from '../stores/store-photo-files';

/** A claim: the one-time link by e-mail. */
@Controller('stores/:storeSlug/claims')
export class StoreClaimsController {
  constructor(private readonly owners: OwnersService) {}

  @Post()
  @RateLimited(['contributions', 'contributionsDaily'])
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  claim(@Param() params: StoreSlugParams, @Body() body: StoreClaimBody): Promise<ContributionReceipt> {
    return this.owners.claim(params.storeSlug, body);
  }
}

/** The owner's session and listing. */
@Controller('owner')
@UseGuards(SameOriginGuard)
export class OwnerController {
  constructor(
    private readonly owners: OwnersService,
    private readonly cookie: OwnerSessionCookie,
    private readonly photoFiles: StorePhotoFiles,
  ) {}

  @Get('session')
  @Header('Cache-Control', 'no-store')
  async session(@Req() request: Request): Promise<OwnerSession> {
    return { signedIn: (await this.owners.signedIn(this.cookie.tokenOf(request))) !== null };
  }

  /** Uses the e-mailed link's token (a page's button, not the link itself: mail scanners open links). */
  @Post('confirm')
  @RateLimited(['contributions'])
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async confirm(@Body() body: ClaimConfirmBody, @Res({ passthrough: true }) response: Response): Promise<OwnerListing> {
    const { listing, sessionToken, expiresAt } = await this.owners.confirm(body.token);
    this.cookie.set(response, sessionToken, expiresAt);
    return listing;
  }

  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.owners.signOut(this.cookie.tokenOf(request));
    this.cookie.clear(response);
  }

  @Get('listing')
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  listing(@Req() request: OwnerRequest): Promise<OwnerListing> {
    return this.owners.listing(request.owner);
  }

  @Put('listing')
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  edit(@Req() request: OwnerRequest, @Body() body: OwnerListingBody): Promise<OwnerListing> {
    return this.owners.edit(request.owner, body);
  }

  /** One photo a request, in the form field `photo`; larger than 10 MB: 413. Counted in the forms' daily limit (a file each to keep). */
  @Post('listing/photos')
  @RateLimited(['contributionsDaily'])
  @UseGuards(OwnerSessionGuard)
  @UseInterceptors(FileInterceptor('photo', { limits: { fileSize: OWNER_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } }))
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  async addPhoto(@Req() request: OwnerRequest, @UploadedFile() upload: Express.Multer.File | undefined): Promise<OwnerListing> {
    if (!upload) throw new BadRequestException('Choose a photo to upload (the form field "photo")');
    await this.owners.photoRoom(request.owner);
    const kept = await this.photoFiles.keep(upload.buffer);
    try {
      await this.owners.addPhoto(request.owner, kept);
    } catch (error) {
      await this.photoFiles.discard(kept.file);
      throw error;
    }
    return this.owners.listing(request.owner);
  }

  @Get('listing/feed')
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  feed(@Req() request: OwnerRequest): Promise<OwnerItemFeed> {
    return this.owners.itemFeed(request.owner);
  }

  /** Connects the store's web shop or feed: read at once (each read fetches the owner's address: counted in the daily limit). */
  @Put('listing/feed')
  @RateLimited(['contributionsDaily'])
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  connectFeed(@Req() request: OwnerRequest, @Body() body: ItemFeedBody): Promise<OwnerItemFeed> {
    return this.owners.connectItemFeed(request.owner, body);
  }

  /** A CSV or .xlsx file of items (multipart field `file`, at most 5 MB): checked, nothing saved. */
  @Post('listing/feed/file/preview')
  @RateLimited(['contributions'])
  @UseGuards(OwnerSessionGuard)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: ITEM_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }))
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  previewItemFile(@Req() request: OwnerRequest, @UploadedFile() upload: Express.Multer.File | undefined): Promise<ItemFileCheck> {
    if (!upload) throw new BadRequestException('Choose a file to upload (the form field "file")');
    return this.owners.uploadItems(request.owner, upload.buffer, false);
  }

  /** The same file saved as the store's items, when it has no problem (400, nothing saved, otherwise). */
  @Post('listing/feed/file')
  @RateLimited(['contributionsDaily'])
  @UseGuards(OwnerSessionGuard)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: ITEM_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }))
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  saveItemFile(@Req() request: OwnerRequest, @UploadedFile() upload: Express.Multer.File | undefined): Promise<ItemFileCheck> {
    if (!upload) throw new BadRequestException('Choose a file to upload (the form field "file")');
    return this.owners.uploadItems(request.owner, upload.buffer, true);
  }

  @Delete('listing/feed')
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  disconnectFeed(@Req() request: OwnerRequest): Promise<OwnerItemFeed> {
    return this.owners.disconnectItemFeed(request.owner);
  }

  @Delete('listing/photos/:id')
  @UseGuards(OwnerSessionGuard)
  @Header('Cache-Control', 'no-store')
  removePhoto(@Req() request: OwnerRequest, @Param('id', ParseIntPipe) id: number): Promise<OwnerListing> {
    return this.owners.removePhoto(request.owner, id);
  }
}
