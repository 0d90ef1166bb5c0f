import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AdminSessionGuard } from '../admin/admin-session.guard';
import { SameOriginGuard } from '../admin/same-origin.guard';
import { StoreSlugParams } from '../common/validation/route-params.dto';
import type { ApprovedStore, ModerationQueue, StoreAudit } from '../contracts/contributions.contract';
import { AuditPageQuery, MergeBody, ModerationReasonBody } from './dto/moderation.body';
import { ModerationService } from './moderation.service';

/** The administrator's moderation queue and decisions (`/api/admin/...`): signed in, same origin, never cached. */
@ApiExcludeController()
@Controller('admin')
@UseGuards(AdminSessionGuard, SameOriginGuard)
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('moderation')
  @Header('Cache-Control', 'no-store')
  queue(): Promise<ModerationQueue> {
    return this.moderation.queue();
  }

  @Post('moderation/suggestions/:id/approve')
  @HttpCode(HttpStatus.CREATED)
  approveSuggestion(@Param('id', ParseIntPipe) id: number): Promise<ApprovedStore> {
    return this.moderation.approveSuggestion(id);
  }

  @Post('moderation/suggestions/:id/reject')
  @HttpCode(HttpStatus.NO_CONTENT)
  rejectSuggestion(@Param('id', ParseIntPipe) id: number, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.rejectSuggestion(id, body.reason);
  }

  @Post('moderation/suggestions/:id/merge')
  @HttpCode(HttpStatus.NO_CONTENT)
  mergeSuggestion(@Param('id', ParseIntPipe) id: number, @Body() body: MergeBody): Promise<void> {
    return this.moderation.mergeSuggestion(id, body.storeSlug);
  }

  @Post('moderation/stores/:storeSlug/reports/resolve')
  @HttpCode(HttpStatus.NO_CONTENT)
  resolveReports(@Param() params: StoreSlugParams, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.resolveReports(params.storeSlug, body.reason);
  }

  @Post('moderation/claims/:id/approve')
  @HttpCode(HttpStatus.NO_CONTENT)
  approveClaim(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.moderation.approveClaim(id);
  }

  @Post('moderation/claims/:id/reject')
  @HttpCode(HttpStatus.NO_CONTENT)
  rejectClaim(@Param('id', ParseIntPipe) id: number, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.rejectClaim(id, body.reason);
  }

  @Post('moderation/claims/:id/revoke')
  @HttpCode(HttpStatus.NO_CONTENT)
  revokeClaim(@Param('id', ParseIntPipe) id: number, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.revokeClaim(id, body.reason);
  }

  @Post('stores/:storeSlug/close')
  @HttpCode(HttpStatus.NO_CONTENT)
  close(@Param() params: StoreSlugParams, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.close(params.storeSlug, body.reason);
  }

  @Post('stores/:storeSlug/reopen')
  @HttpCode(HttpStatus.NO_CONTENT)
  reopen(@Param() params: StoreSlugParams, @Body() body: ModerationReasonBody): Promise<void> {
    return this.moderation.reopen(params.storeSlug, body.reason);
  }

  @Get('stores/:storeSlug/audit')
  @Header('Cache-Control', 'no-store')
  audit(@Param() params: StoreSlugParams, @Query() query: AuditPageQuery): Promise<StoreAudit> {
    return this.moderation.audit(params.storeSlug, query.before);
  }

  @Post('audit/:id/revert')
  @HttpCode(HttpStatus.OK)
  revert(@Param('id', ParseIntPipe) id: number): Promise<StoreAudit> {
    return this.moderation.revert(id);
  }

  /** Pauses the store's item feed (no refresh until resumed; its items stay); answers the trail's first page. 404: no feed. */
  @Post('stores/:storeSlug/feed/pause')
  @HttpCode(HttpStatus.OK)
  pauseFeed(@Param() params: StoreSlugParams): Promise<StoreAudit> {
    return this.moderation.setFeedPaused(params.storeSlug, true);
  }

  /** Resumes the store's item feed (read again by the task's next run); answers the trail's first page. 404: no feed. */
  @Post('stores/:storeSlug/feed/resume')
  @HttpCode(HttpStatus.OK)
  resumeFeed(@Param() params: StoreSlugParams): Promise<StoreAudit> {
    return this.moderation.setFeedPaused(params.storeSlug, false);
  }
}
