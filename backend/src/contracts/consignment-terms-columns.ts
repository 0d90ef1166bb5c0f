/**
 * A store's consignment terms as short phrases, one a column, as shops write them ('40% to $100;
 * 50% to $500; 60%'): the import file's columns and the owner's form (README, "Consignment terms
 * columns"). What each column takes, and the terms written back as columns; the backend's
 * `stores/store-terms-columns.ts` reads them.
 */
import {
  CONSIGNMENT_CATEGORIES,
  PAYOUT_METHODS,
  PAYOUT_SCHEDULES,
  UNSOLD_ACTIONS,
  type ConsignmentCategory,
  type ConsignmentTerms,
} from './consignment-terms';

export const TERMS_COLUMNS = [
  'accepts',
  'consignorSplit',
  'categorySplit',
  'storeCreditPercent',
  'consignmentDays',
  'markdowns',
  'itemFee',
  'saleFeePercent',
  'intakeDays',
  'intake',
  'itemLimit',
  'intakeSeasons',
  'payoutSchedule',
  'payoutMethods',
  'payoutMinimum',
  'unsold',
  'unsoldGraceDays',
] as const;
export type TermsColumn = (typeof TERMS_COLUMNS)[number];

/** A row with terms gives each of these; the others say 'none' when empty. */
export const REQUIRED_TERMS_COLUMNS: readonly TermsColumn[] = [
  'accepts',
  'consignorSplit',
  'consignmentDays',
  'intake',
  'payoutSchedule',
  'payoutMethods',
  'unsold',
  'unsoldGraceDays',
];

/** What each column takes, as a problem names it (README's table says the same). */
export const TERMS_COLUMN_FORMS: Record<TermsColumn, string> = {
  accepts: `categories from ${CONSIGNMENT_CATEGORIES.join(', ')}, separated by semicolons`,
  consignorSplit: "the seller's percent, such as '50%', or bands by sale price such as '40% to $100; 50% to $500; 60%'",
  categorySplit: "a category's own percent, such as 'furniture 60%; designer 55%'",
  storeCreditPercent: 'a percent from 0 to 100',
  consignmentDays: 'a whole number of days from 1 to 730',
  markdowns: "price cuts from the first price, such as '25% after 30 days; 50% after 60 days', within the consignment days",
  itemFee: 'an amount in dollars from 0 to 1000',
  saleFeePercent: 'a percent from 0 to 100',
  intakeDays: "week days such as 'Tuesday; Wednesday' or 'Tue; Wed'",
  intake: "'walk-in', 'appointment' or 'walk-in; appointment'",
  itemLimit: 'a whole number of items from 1 to 10000',
  intakeSeasons: 'text of at most 200 characters',
  payoutSchedule: `one of ${PAYOUT_SCHEDULES.join(', ')}`,
  payoutMethods: `methods from ${PAYOUT_METHODS.join(', ')}, separated by semicolons`,
  payoutMinimum: 'an amount in dollars from 0 to 10000',
  unsold: `one of ${UNSOLD_ACTIONS.join(', ')}`,
  unsoldGraceDays: 'a whole number of days from 0 to 365',
};

/** The columns that take one word of a list: the owner's form offers them to choose from. */
export const TERMS_COLUMN_CHOICES: Partial<Record<TermsColumn, readonly string[]>> = {
  payoutSchedule: PAYOUT_SCHEDULES,
  unsold: UNSOLD_ACTIONS,
};

/** Each column as the owner's form names it. */
export const TERMS_COLUMN_LABELS: Record<TermsColumn, string> = {
  accepts: 'What you take',
  consignorSplit: 'The seller’s share',
  categorySplit: 'Shares of their own, by category',
  storeCreditPercent: 'The share as store credit (%)',
  consignmentDays: 'Days an item stays',
  markdowns: 'Markdowns',
  itemFee: 'Fee for each item sold ($)',
  saleFeePercent: 'Fee on each sale (%)',
  intakeDays: 'Intake days',
  intake: 'How items come in',
  itemLimit: 'Items a seller may bring at a time',
  intakeSeasons: 'Seasons',
  payoutSchedule: 'When you pay',
  payoutMethods: 'How you pay',
  payoutMinimum: 'Least balance paid out ($)',
  unsold: 'Unsold items',
  unsoldGraceDays: 'Days to pick unsold items up',
};

const amountText = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The terms as the columns write them: what `termsOfCells` reads back as the same terms. */
export function termsColumnsOf(terms: ConsignmentTerms): Record<TermsColumn, string> {
  const { split, fees, intake, payout, unsold } = terms;
  return {
    accepts: terms.accepts.join('; '),
    consignorSplit: split.tiers
      .map((tier) => (tier.upTo === null ? `${tier.consignorPercent}%` : `${tier.consignorPercent}% to ${amountText(tier.upTo)}`))
      .join('; '),
    categorySplit: (Object.entries(split.byCategory) as [ConsignmentCategory, number][])
      .map(([category, percent]) => `${category} ${percent}%`)
      .join('; '),
    storeCreditPercent: split.storeCreditPercent === null ? '' : String(split.storeCreditPercent),
    consignmentDays: String(terms.periodDays),
    markdowns: terms.markdowns.map((markdown) => `${markdown.percentOff}% after ${markdown.afterDays} days`).join('; '),
    itemFee: fees.perItem > 0 ? String(fees.perItem) : '',
    saleFeePercent: fees.percentOfSale > 0 ? String(fees.percentOfSale) : '',
    intakeDays: intake.days.map((day) => day.slice(0, 3)).join('; '),
    intake: [...(intake.walkIn ? ['walk-in'] : []), ...(intake.appointment ? ['appointment'] : [])].join('; '),
    itemLimit: intake.itemLimit === null ? '' : String(intake.itemLimit),
    intakeSeasons: intake.seasons ?? '',
    payoutSchedule: payout.schedule,
    payoutMethods: payout.methods.join('; '),
    payoutMinimum: payout.minimum > 0 ? String(payout.minimum) : '',
    unsold: unsold.action,
    unsoldGraceDays: String(unsold.graceDays),
  };
}
