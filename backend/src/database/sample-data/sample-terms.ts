import type { StoreFlag } from '../../contracts/api.contract';
import type { ConsignmentCategory, ConsignmentTerms, IntakeDay } from '../../contracts/consignment-terms';

/** The categories a store's product flags say it sells. */
const CATEGORY_OF_FLAG: Partial<Record<StoreFlag, ConsignmentCategory>> = {
  sellFurniture: 'furniture',
  sellClothes: 'clothing',
  sellAntiques: 'antiques',
  sellJewelry: 'jewelry',
  sellBooks: 'books',
  sellGiftItems: 'gifts',
  sellPremiumBrand: 'designer',
  sellMerchandise: 'other',
};

/** The splits seen in shops' published terms: flat, or banded by price (the seller's share rising with it). */
const SPLITS: ConsignmentTerms['split']['tiers'][] = [
  [{ upTo: null, consignorPercent: 40 }],
  [{ upTo: null, consignorPercent: 50 }],
  [{ upTo: null, consignorPercent: 60 }],
  [
    { upTo: 100, consignorPercent: 40 },
    { upTo: 500, consignorPercent: 50 },
    { upTo: null, consignorPercent: 60 },
  ],
  [
    { upTo: 50, consignorPercent: 35 },
    { upTo: 200, consignorPercent: 45 },
    { upTo: null, consignorPercent: 55 },
  ],
  [{ upTo: null, consignorPercent: 45 }],
];
const PERIODS = [60, 90, 60, 45, 90, 60, 30];
const MARKDOWNS: Record<number, ConsignmentTerms['markdowns'][]> = {
  30: [[{ afterDays: 15, percentOff: 25 }], []],
  45: [
    [{ afterDays: 30, percentOff: 30 }],
    [
      { afterDays: 21, percentOff: 20 },
      { afterDays: 35, percentOff: 40 },
    ],
  ],
  60: [
    [
      { afterDays: 30, percentOff: 25 },
      { afterDays: 45, percentOff: 50 },
    ],
    [{ afterDays: 30, percentOff: 20 }],
    [],
  ],
  90: [
    [
      { afterDays: 30, percentOff: 20 },
      { afterDays: 60, percentOff: 40 },
    ],
    [{ afterDays: 45, percentOff: 30 }],
  ],
};
const INTAKE_DAYS: IntakeDay[][] = [
  ['Tuesday', 'Wednesday', 'Thursday'],
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ['Wednesday', 'Saturday'],
  ['Monday', 'Thursday'],
];
const ITEM_LIMITS = [20, null, 25, 10, 30, null];
const PER_ITEM_FEES = [0, 0, 1, 2, 0, 5];
const PAYOUTS: ConsignmentTerms['payout'][] = [
  { schedule: 'monthly', methods: ['check', 'store-credit'], minimum: 10 },
  { schedule: 'biweekly', methods: ['check'], minimum: 0 },
  { schedule: 'monthly', methods: ['cash', 'check', 'store-credit'], minimum: 25 },
  { schedule: 'on-sale', methods: ['transfer', 'store-credit'], minimum: 0 },
  { schedule: 'weekly', methods: ['transfer'], minimum: 5 },
];
const UNSOLD: ConsignmentTerms['unsold'][] = [
  { action: 'donated', graceDays: 7 },
  { action: 'returned', graceDays: 14 },
  { action: 'donated', graceDays: 3 },
  { action: 'kept', graceDays: 7 },
];

/** One choice from `options` for this store: `salt` a prime of its own, so that the parts vary apart. */
const pick = <T>(options: readonly T[], seed: number, salt: number): T => options[Math.floor(seed / salt) % options.length]!;

/**
 * A sample store's consignment terms, generated from a number of its own (`seed`, from its slug) and
 * what it sells, with the spreads shops publish: a 35% to 60% share, some banded
 * by price, furniture often better; 30 to 90 days with markdowns; intake days and limits; fees,
 * payout and what happens to unsold items.
 */
export function generateConsignmentTerms(seed: number, flags: Record<StoreFlag, boolean>): ConsignmentTerms {
  const accepts = (Object.entries(CATEGORY_OF_FLAG) as [StoreFlag, ConsignmentCategory][])
    .filter(([flag]) => flags[flag])
    .map(([, category]) => category);
  const tiers = pick(SPLITS, seed, 1);
  const topShare = tiers[tiers.length - 1]!.consignorPercent;
  const periodDays = accepts.includes('furniture') && seed % 4 === 0 ? 90 : pick(PERIODS, seed, 3);
  const withCredit = seed % 3 !== 1;
  const walkIn = seed % 5 !== 2;
  return {
    accepts: accepts.length > 0 ? accepts : ['clothing', 'other'],
    split: {
      tiers,
      byCategory: accepts.includes('furniture') && seed % 2 === 0 ? { furniture: Math.min(70, topShare + 10) } : {},
      storeCreditPercent: withCredit ? Math.min(80, topShare + pick([10, 15, 20], seed, 7)) : null,
    },
    periodDays,
    markdowns: pick(MARKDOWNS[periodDays]!, seed, 11),
    fees: { perItem: pick(PER_ITEM_FEES, seed, 13), percentOfSale: seed % 7 === 0 ? 3 : 0 },
    intake: {
      days: pick(INTAKE_DAYS, seed, 17),
      walkIn,
      appointment: !walkIn || seed % 4 === 1,
      itemLimit: pick(ITEM_LIMITS, seed, 19),
      seasons:
        accepts.includes('clothing') && seed % 6 === 0 ? 'Spring and summer clothing from February, fall and winter from August' : null,
    },
    payout: pick(PAYOUTS, seed, 23),
    unsold: pick(UNSOLD, seed, 29),
  };
}
