import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import type { InventoryTrackerInfo } from '../contracts/api.contract';
import { ToolsService } from './tools.service';

@Controller('tools')
@UseInterceptors(PublicAnswersInterceptor)
export class ToolsController {
  constructor(private readonly tools: ToolsService) {}

  /** The inventory tracker's version and the size of each file, for its page. */
  @Get('inventory-tracker')
  inventoryTracker(): Promise<InventoryTrackerInfo> {
    return this.tools.inventoryInfo();
  }
}
