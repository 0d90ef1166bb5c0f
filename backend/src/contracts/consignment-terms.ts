/**
 * A store's consignment terms and what they pay a seller (issue: "Where should I consign this?"):
 * the split, by price tier or by category, the consignment period, its markdowns and fees. Pure, so
 * the store page, the price comparison and their tests share one rule, built on the profit
 * calculator's arithmetic (`profitOf`). docs/consignment-terms.md works examples through; its
 * spec reads them from there.
 */
import type { StoreSummary } from './api.contract';
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

export const INTAKE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type IntakeDay = (typeof INTAKE_DAYS)[number];

/** How items come in. */
export interface Intake {
  days: IntakeDay[];
  walkIn: boolean;
  appointment: boolean;
  /** Items a seller may bring at a time (null: no limit). */
  itemLimit: number | null;
  /** Seasons the store takes, in its words ('Spring and summer clothing from March'); null: all year. */
  seasons: string | null;
}

export const PAYOUT_SCHEDULES = ['on-sale', 'weekly', 'biweekly', 'monthly'] as const;
export const PAYOUT_METHODS = ['check', 'cash', 'transfer', 'store-credit'] as const;
export const UNSOLD_ACTIONS = ['returned', 'donated', 'kept'] as const;

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
  intake: Intake;
  payout: {
    schedule: (typeof PAYOUT_SCHEDULES)[number];
    methods: (typeof PAYOUT_METHODS)[number][];
    /** A balance below this waits for the next payout. */
    minimum: number;
  };
  /** What becomes of an item unsold at the period's end: back to the seller within `graceDays`, else donated or kept. */
  unsold: { action: (typeof UNSOLD_ACTIONS)[number]; graceDays: number };
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

/**
 * What search's terms filters read of a store's terms, kept beside them in the store's row (the
 * importer and every change write both): whether it takes furniture, the least share of a sale it
 * pays in cash (its lowest band or category), whether sellers may walk in. None for no terms.
 */
export function termsFacts(terms: ConsignmentTerms | null): {
  consignsFurniture: boolean;
  leastConsignorPercent: number | null;
  walkInIntake: boolean;
} {
  if (!terms) return { consignsFurniture: false, leastConsignorPercent: null, walkInIntake: false };
  const shares = [...terms.split.tiers.map((tier) => tier.consignorPercent), ...Object.values(terms.split.byCategory)];
  return {
    consignsFurniture: terms.accepts.includes('furniture'),
    leastConsignorPercent: Math.floor(Math.min(...shares)),
    walkInIntake: terms.intake.walkIn,
  };
}

/** A category as a sentence names it. */
export const CATEGORY_WORDS: Record<ConsignmentCategory, string> = {
  furniture: 'furniture',
  clothing: 'clothing',
  antiques: 'antiques',
  jewelry: 'jewelry',
  books: 'books',
  gifts: 'gifts and home goods',
  designer: 'designer brands',
  other: 'general merchandise',
};

/** What a typical item of a category sells for, to show what the terms pay. */
export const TYPICAL_PRICE: Record<ConsignmentCategory, number> = {
  furniture: 400,
  clothing: 40,
  antiques: 150,
  jewelry: 120,
  books: 15,
  gifts: 30,
  designer: 250,
  other: 25,
};

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount.toLocaleString('en-US') : amount.toFixed(2)}`;

/** A list in words: 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const SCHEDULE_WORDS: Record<ConsignmentTerms['payout']['schedule'], string> = {
  'on-sale': 'as each item sells',
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'once a month',
};
const METHOD_WORDS: Record<ConsignmentTerms['payout']['methods'][number], string> = {
  check: 'check',
  cash: 'cash',
  transfer: 'bank transfer',
  'store-credit': 'store credit',
};

/** A day range in words: 'Tuesday to Saturday' for consecutive days, else a list. */
function dayWords(days: readonly IntakeDay[]): string {
  const indexes = days.map((day) => INTAKE_DAYS.indexOf(day)).sort((a, b) => a - b);
  const consecutive = indexes.length > 2 && indexes.every((index, n) => n === 0 || index === indexes[n - 1]! + 1);
  return consecutive
    ? `${INTAKE_DAYS[indexes[0]!]} to ${INTAKE_DAYS[indexes[indexes.length - 1]!]}`
    : listed(indexes.map((index) => INTAKE_DAYS[index]!));
}

/** The terms in plain words, a sentence for each part, as the store page says them. */
export function describeTerms(
  terms: ConsignmentTerms,
): Record<'accepts' | 'split' | 'period' | 'intake' | 'fees' | 'payout' | 'unsold', string> {
  const { split, fees, intake, payout, unsold } = terms;
  const bands = split.tiers.map((tier, index) =>
    tier.upTo === null
      ? index === 0
        ? `${tier.consignorPercent}% of the sale price`
        : `${tier.consignorPercent}% above ${dollars(split.tiers[index - 1]!.upTo!)}`
      : `${tier.consignorPercent}% up to ${dollars(tier.upTo)}`,
  );
  const own = Object.entries(split.byCategory).map(
    ([category, percent]) => `${percent}% for ${CATEGORY_WORDS[category as ConsignmentCategory]}`,
  );
  const credit = split.storeCreditPercent === null ? '' : `, or ${split.storeCreditPercent}% as store credit`;
  const markdowns = terms.markdowns.map((markdown) => `${markdown.percentOff}% off after ${markdown.afterDays} days`);
  const feeParts = [
    ...(fees.perItem > 0 ? [`${dollars(fees.perItem)} for each item sold`] : []),
    ...(fees.percentOfSale > 0 ? [`${fees.percentOfSale}% of each sale`] : []),
  ];
  const ways = intake.walkIn && intake.appointment ? 'Walk in or book an appointment,' : intake.walkIn ? 'Walk in' : 'Book an appointment';
  return {
    accepts: `Takes ${listed(terms.accepts.map((category) => CATEGORY_WORDS[category]))}.`,
    split: `You get ${listed([...bands, ...own])}${credit}.`,
    period: `Items stay ${terms.periodDays} days${markdowns.length ? `: ${listed(markdowns)}` : ', at their first price'}.`,
    intake: `${ways} ${intake.days.length > 0 ? dayWords(intake.days) : 'any day the store is open'}${intake.itemLimit ? `, up to ${intake.itemLimit} items at a time` : ''}.${intake.seasons ? ` ${intake.seasons}.` : ''}`,
    fees: feeParts.length ? `${listed(feeParts).replace(/^./, (first) => first.toUpperCase())}.` : 'None.',
    payout: `Paid ${SCHEDULE_WORDS[payout.schedule]} by ${listed(payout.methods.map((method) => METHOD_WORDS[method]))}${payout.minimum > 0 ? `, once you are owed at least ${dollars(payout.minimum)}` : ''}.`,
    unsold:
      unsold.action === 'returned'
        ? `Unsold items go back to you: pick them up within ${unsold.graceDays} days.`
        : `Unsold items not picked up within ${unsold.graceDays} days are ${unsold.action === 'donated' ? 'donated' : 'kept by the store'}.`,
  };
}

/* ---- The price comparison (`/tools/price-comparison`) ---- */

/** Stores within this many miles of the place are compared, and at most this many shown. */
export const PRICE_COMPARISON_RADIUS_MILES = 50;
export const PRICE_COMPARISON_LIMIT = 20;
export const PRICE_COMPARISON_MAX_PRICE = 100_000;

/** One store of a comparison: what the item would pay there, and how far it is. */
export interface ComparedStore {
  store: StoreSummary;
  /** Miles from the place, one decimal. */
  distance: number;
  atFullPrice: ItemPayout;
  atLowest: ItemPayout;
  periodDays: number;
}

/** `GET /api/tools/price-comparison`: the stores near a place that take the item, best payout first. */
export interface PriceComparison {
  category: ConsignmentCategory;
  price: number;
  /** The place as it was read: a city, a ZIP code, or the visitor's position. */
  place: { name: string; latitude: number; longitude: number };
  stores: ComparedStore[];
}

/** Best first: the most the seller can count on (`atLowest`), then the most at full price, then the nearest. */
export function compareStores(a: Omit<ComparedStore, 'store'>, b: Omit<ComparedStore, 'store'>): number {
  return b.atLowest.payout - a.atLowest.payout || b.atFullPrice.payout - a.atFullPrice.payout || a.distance - b.distance;
}

export const priceComparisonApiPath = (query: {
  category: ConsignmentCategory;
  price: number;
  state?: string;
  city?: string;
  zip?: string;
  lat?: number;
  lng?: number;
}) => {
  const parameters = new URLSearchParams({ category: query.category, price: String(query.price) });
  for (const key of ['state', 'city', 'zip', 'lat', 'lng'] as const) if (query[key] !== undefined) parameters.set(key, String(query[key]));
  return `/api/tools/price-comparison?${parameters.toString()}`;
};
