import { IsString, Matches } from 'class-validator';
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
