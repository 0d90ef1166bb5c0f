import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { StoresModule } from '../stores/stores.module';
import { ContributionsController } from './contributions.controller';
import { ContributionsService } from './contributions.service';
import { FormTickets } from './form-tickets.service';
import { SiteSecret } from './site-secret.entity';
import { StoreReport } from './store-report.entity';
import { StoreSuggestion } from './store-suggestion.entity';
import { UsedFormTicket } from './used-form-ticket.entity';

/** Visitors keep the directory true: suggested stores and reported problems, for the moderation queue. */
@Module({
  imports: [MikroOrmModule.forFeature([StoreSuggestion, StoreReport, SiteSecret, UsedFormTicket]), StoresModule],
  controllers: [ContributionsController],
  providers: [ContributionsService, FormTickets],
  exports: [FormTickets],
})
export class ContributionsModule {}
