import { Module } from '@nestjs/common';
import { DownloadsController, ToolsController } from './tools.controller';
import { ToolsService } from './tools.service';

@Module({
  controllers: [ToolsController, DownloadsController],
  providers: [ToolsService],
  exports: [ToolsService],
})
export class ToolsModule {}
