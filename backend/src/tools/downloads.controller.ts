import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { notFound } from '../common/errors/not-found';
import { sendPrepared } from '../common/http/prepared-answer';
import { INVENTORY_TRACKER_DOWNLOADS } from '../contracts/tools.contract';
import { ToolsService, type InventoryFormat } from './tools.service';

const DOWNLOAD_FORMATS = new Map<string, InventoryFormat>(
  Object.entries(INVENTORY_TRACKER_DOWNLOADS).map(([format, path]) => [path, format as InventoryFormat]),
);

/** The inventory tracker's files, as downloads with their own file names. */
@ApiExcludeController()
@SkipThrottle({ api: true })
@Controller('downloads')
export class DownloadsController {
  constructor(private readonly tools: ToolsService) {}

  /** `inventory-tracker.xlsx` and `.csv`: the names `INVENTORY_TRACKER_DOWNLOADS` gives the app. */
  @Get(':file')
  async download(@Param('file') file: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const format = DOWNLOAD_FORMATS.get(`/downloads/${file}`);
    if (!format) throw notFound('download', file);
    const answer = await this.tools.inventoryFile(format);
    const name = INVENTORY_TRACKER_DOWNLOADS[format].split('/').pop()!;
    response.attachment(name);
    await sendPrepared(request, response, answer);
  }
}
