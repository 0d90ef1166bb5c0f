import { Module } from '@nestjs/common';
import { DownloadsController } from './downloads.controller';
import { ToolsModule } from './tools.module';

/** The tools' files, at the site's own addresses (`/downloads/...`), beside the API's `ToolsModule`. */
@Module({
  imports: [ToolsModule],
  controllers: [DownloadsController],
})
export class DownloadsModule {}
