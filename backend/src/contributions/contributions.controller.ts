import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { RateLimited } from '../common/http/rate-limits';
import { StoreSlugParams } from '../common/validation/route-params.dto';
import type { ContributionReceipt, FormTicket, StoreSuggestionMatches } from '../contracts/contributions.contract';
import { ContributionsService } from './contributions.service';
import { StoreReportBody } from './dto/store-report.body';
import { StoreSuggestionBody, SuggestionMatchesQuery } from './dto/store-suggestion.body';

/** Visitors' forms: a ticket to fill one, suggested stores, and problems reported on a store. */
@Controller()
export class ContributionsController {
  constructor(private readonly contributions: ContributionsService) {}

  @Get('forms/ticket')
  @Header('Cache-Control', 'no-store')
  async ticket(): Promise<FormTicket> {
    return { ticket: await this.contributions.ticket() };
  }

  /** A search of the directory as a form fills in: counted as one. */
  @Get('store-suggestions/matches')
  @RateLimited(['search'])
  @Header('Cache-Control', 'no-store')
  matches(@Query() query: SuggestionMatchesQuery): Promise<StoreSuggestionMatches> {
    return this.contributions.matches(query);
  }

  @Post('store-suggestions')
  @RateLimited(['contributions', 'contributionsDaily'])
  @HttpCode(HttpStatus.CREATED)
  suggest(@Body() body: StoreSuggestionBody): Promise<ContributionReceipt> {
    return this.contributions.suggest(body);
  }

  @Post('stores/:storeSlug/reports')
  @RateLimited(['contributions', 'contributionsDaily'])
  @HttpCode(HttpStatus.CREATED)
  report(@Param() params: StoreSlugParams, @Body() body: StoreReportBody): Promise<ContributionReceipt> {
    return this.contributions.report(params.storeSlug, body);
  }
}
