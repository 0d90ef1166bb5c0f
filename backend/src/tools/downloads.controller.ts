import { Controller, Get, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { notFound } from '../common/errors/not-found';
import type { PreparedAnswer } from '../common/http/prepared-answer';
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
  async download(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<PreparedAnswer> {
    const format = DOWNLOAD_FORMATS.get(`/downloads/${file}`);
    if (!format) throw notFound('download', file);
    const answer = await this.tools.inventoryFile(format);
    const name = INVENTORY_TRACKER_DOWNLOADS[format].split('/').pop()!;
    response.attachment(name);
    return answer;
  }
}
