import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';

/** Imported last by the app module, so its catch-all route comes after every API route. */
@Module({ controllers: [SiteController] })
export class SiteModule {}
