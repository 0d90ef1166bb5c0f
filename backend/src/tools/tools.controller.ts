import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnswerCache, CachedAnswers } from '../common/cache/answer-cache';
import { notFound } from '../common/errors/not-found';
import type { InventoryTrackerInfo } from '../contracts/api.contract';
import { INVENTORY_TRACKER_DOWNLOADS } from '../contracts/tools.contract';
import { ToolsService, type InventoryFormat } from './tools.service';

const DOWNLOAD_FORMATS = new Map<string, InventoryFormat>(
  Object.entries(INVENTORY_TRACKER_DOWNLOADS).map(([format, path]) => [path, format as InventoryFormat]),
);

/** The inventory tracker's files, as downloads with their own file names. */
@ApiExcludeController()
@Controller('downloads')
export class DownloadsController {
  constructor(
    private readonly tools: ToolsService,
    private readonly answers: AnswerCache,
  ) {}

  /** `inventory-tracker.xlsx` and `.csv`: the names `INVENTORY_TRACKER_DOWNLOADS` gives the app. */
  @Get(':file')
  download(@Param('file') file: string, @Res() response: FastifyReply): Promise<void> {
    const format = DOWNLOAD_FORMATS.get(`/downloads/${file}`);
    if (!format) throw notFound('download', file);
    return this.send(format, response);
  }

  private async send(format: InventoryFormat, response: FastifyReply): Promise<void> {
    const file = await this.tools.inventoryFile(format);
    const name = INVENTORY_TRACKER_DOWNLOADS[format].split('/').pop()!;
    void response.header('Content-Disposition', `attachment; filename="${name}"`);
    this.answers.send(response, file);
  }
}

@Controller('api/tools')
@CachedAnswers()
export class ToolsController {
  constructor(private readonly tools: ToolsService) {}

  /** The inventory tracker's version and the size of each file, for its page. */
  @Get('inventory-tracker')
  inventoryTracker(): Promise<InventoryTrackerInfo> {
    return this.tools.inventoryInfo();
  }
}
