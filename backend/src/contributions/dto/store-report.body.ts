import { IsIn, IsString } from 'class-validator';
import { CONTRIBUTION_LIMITS, PROBLEM_KINDS, type ProblemKind, type StoreReportInput } from '../../contracts/contributions.contract';
import { FormGuardBody, emailAddress, optionalText } from './form-guard.body';

export class StoreReportBody extends FormGuardBody implements StoreReportInput {
  @IsIn(PROBLEM_KINDS, { message: `problem must be one of: ${PROBLEM_KINDS.join(', ')}` })
  @IsString({ message: 'problem is required: choose what is wrong' })
  problem!: ProblemKind;

  @optionalText('note', CONTRIBUTION_LIMITS.note)
  note?: string;

  @emailAddress({ required: false, example: 'name@example.com' })
  email?: string;
}
