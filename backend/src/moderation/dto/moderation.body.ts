import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { numberFromQuery } from '../../common/validation/query-numbers';
import { CONTRIBUTION_LIMITS, type MergeInput, type ModerationReason } from '../../contracts/contributions.contract';
import { requiredText } from '../../contributions/dto/form-guard.body';

/** Why: every rejection, closing and reopening says it, for the audit trail. */
export class ModerationReasonBody implements ModerationReason {
  @requiredText('reason', CONTRIBUTION_LIMITS.reason)
  reason!: string;
}

/** The listed store a suggestion repeats. */
export class MergeBody implements MergeInput {
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'storeSlug must be a store slug' })
  @IsString({ message: 'storeSlug must be a store slug' })
  storeSlug!: string;
}

/** `GET .../audit?before=ID`: the page of entries older than entry ID (the previous page's `olderBefore`). */
export class AuditPageQuery {
  @IsOptional()
  @Transform(numberFromQuery)
  @IsInt({ message: 'before must be an audit entry id' })
  @Min(1, { message: 'before must be an audit entry id' })
  @Max(2_147_483_647, { message: 'before must be an audit entry id' })
  before?: number;
}
