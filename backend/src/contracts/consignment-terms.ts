/**
 * A store's consignment terms and what they pay a seller (issue: "Where should I consign this?"):
 * the split, by price tier or by category, the consignment period, its markdowns and fees. Pure, so
 * the store page, the price comparison and their tests share one rule, built on the profit
 * calculator's arithmetic (`profitOf`). docs/consignment-terms.md works examples through; its
 * spec reads them from there.
 */
import { profitOf, roundToCents } from './profit-calculator';

/** The kinds of goods a store may take, named as sellers say them. */
export const CONSIGNMENT_CATEGORIES = ['furniture', 'clothing', 'antiques', 'jewelry', 'books', 'gifts', 'designer', 'other'] as const;
export type ConsignmentCategory = (typeof CONSIGNMENT_CATEGORIES)[number];

/** A band of the split: items whose sale price is at most `upTo` (null: any price above the bands before). */
export interface SplitTier {
  upTo: number | null;
  /** The seller's share of the sale price, in percent. */
  consignorPercent: number;
}

/** From `afterDays` days after intake, the price is `percentOff` percent below the first one (not on top of earlier markdowns). */
export interface Markdown {
  afterDays: number;
  percentOff: number;
}

export interface ConsignmentTerms {
  accepts: ConsignmentCategory[];
  split: {
    /** By sale price, lowest band first; the last band's `upTo` is null. */
    tiers: SplitTier[];
    /** A category's own share, over the tiers ("furniture 60%"). */
    byCategory: Partial<Record<ConsignmentCategory, number>>;
    /** The share when taken as store credit, where it differs (null: the same). */
    storeCreditPercent: number | null;
  };
  /** How long an item stays on the floor. */
  periodDays: number;
  /** By `afterDays`, earliest first. */
  markdowns: Markdown[];
  fees: {
    /** Taken from each sold item's payout. */
    perItem: number;
    /** Taken from each sold item's payout, in percent of its sale price (card processing, say). */
    percentOfSale: number;
  };
}

/** What one item pays at one moment. */
export interface ItemPayout {
  /** The price it sells for then, after the markdown in force. */
  salePrice: number;
  consignorPercent: number;
  fees: number;
  /** What the store keeps: its commission and the fees. */
  storeKeeps: number;
  /** What the seller takes home. */
  payout: number;
}

/** The markdown in force `day` days after intake, in percent (0 before the first). */
export function markdownOn(terms: ConsignmentTerms, day: number): number {
  let percentOff = 0;
  for (const markdown of terms.markdowns) if (markdown.afterDays <= day) percentOff = markdown.percentOff;
  return percentOff;
}

/** The seller's share of an item of `category` selling for `salePrice`: its category's, else its price band's. */
export function consignorPercent(terms: ConsignmentTerms, category: ConsignmentCategory, salePrice: number): number {
  const own = terms.split.byCategory[category];
  if (own !== undefined) return own;
  const tier =
    terms.split.tiers.find((band) => band.upTo === null || salePrice <= band.upTo) ?? terms.split.tiers[terms.split.tiers.length - 1];
  return tier?.consignorPercent ?? 0;
}

/**
 * What an item priced `price` pays if it sells `day` days after intake: the markdown in force, the
 * share of its category or band (the store-credit share with `storeCredit`), the per-item and
 * percentage fees, through the calculator's arithmetic (commission = price x (100 - share) / 100).
 */
export function payoutOn(
  terms: ConsignmentTerms,
  category: ConsignmentCategory,
  price: number,
  day: number,
  storeCredit = false,
): ItemPayout {
  const salePrice = roundToCents((price * (100 - markdownOn(terms, day))) / 100);
  const share =
    storeCredit && terms.split.storeCreditPercent !== null ? terms.split.storeCreditPercent : consignorPercent(terms, category, salePrice);
  const fees = roundToCents(terms.fees.perItem + (salePrice * terms.fees.percentOfSale) / 100);
  const { commissionAmount, profit } = profitOf(salePrice, 100 - share, fees);
  return { salePrice, consignorPercent: share, fees, storeKeeps: roundToCents(commissionAmount + fees), payout: Math.max(0, profit) };
}

/**
 * What an item pays within the consignment period: sold at once (`atFullPrice`), and sold on the
 * period's last day, `periodDays - 1` (`atLowest`, after every markdown the period reaches), the
 * least a seller can count on if it sells. The price comparison ranks stores by `atLowest`, then
 * `atFullPrice`.
 */
export function payoutWithinPeriod(
  terms: ConsignmentTerms,
  category: ConsignmentCategory,
  price: number,
): { atFullPrice: ItemPayout; atLowest: ItemPayout } {
  return {
    atFullPrice: payoutOn(terms, category, price, 0),
    atLowest: payoutOn(terms, category, price, Math.max(0, terms.periodDays - 1)),
  };
}

/** Whether a store takes items of a category at all. */
export const acceptsCategory = (terms: ConsignmentTerms, category: ConsignmentCategory): boolean => terms.accepts.includes(category);
