import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AnswerCache, CachedAnswers } from '../common/cache/answer-cache';
import type { InventoryTrackerInfo } from '../contracts/api.contract';
import { ToolsService, type InventoryFormat } from './tools.service';

/** The inventory tracker's files, as downloads with their own file names. */
@Controller('downloads')
export class DownloadsController {
  constructor(
    private readonly tools: ToolsService,
    private readonly answers: AnswerCache,
  ) {}

  // The file names of INVENTORY_TRACKER_DOWNLOADS.
  @Get('inventory-tracker.xlsx')
  xlsx(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('xlsx', request, response);
  }

  @Get('inventory-tracker.csv')
  csv(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('csv', request, response);
  }

  private async send(format: InventoryFormat, request: Request, response: Response): Promise<void> {
    const file = await this.tools.inventoryFile(format);
    response.setHeader('Content-Disposition', `attachment; filename="inventory-tracker.${format}"`);
    this.answers.respond(request, response, file);
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
