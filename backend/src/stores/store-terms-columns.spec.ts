import { STORE_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { TERMS_COLUMN_FORMS, termsColumnsOf } from '../contracts/consignment-terms-columns';
import { generateConsignmentTerms } from '../database/sample-data/sample-terms';
import { createStoreRowChecker } from '../database/import/store-import-row';

const checkStoreRow = createStoreRowChecker();

const store = { businessName: 'The Velvet Hanger', address: '12 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
const terms = {
  accepts: 'furniture; clothing',
  consignorSplit: '40% to $100; 50% to $1,000; 60%',
  categorySplit: 'furniture 65%',
  storeCreditPercent: '70%',
  consignmentDays: '60',
  markdowns: '25% after 30 days; 50% after 45 days',
  itemFee: '$2.50',
  saleFeePercent: '3',
  intakeDays: 'Tue; Wednesday; thu',
  intake: 'walk-in; appointment',
  itemLimit: '20',
  intakeSeasons: 'Winter clothing from September',
  payoutSchedule: 'monthly',
  payoutMethods: 'check; store-credit',
  payoutMinimum: '10',
  unsold: 'donated',
  unsoldGraceDays: '7',
};

const problemsOf = (record: Record<string, unknown>) => checkStoreRow(record).problems ?? [];

describe('the consignment terms columns', () => {
  it("read a shop's terms as it writes them", () => {
    expect(checkStoreRow({ ...store, ...terms }).row?.consignmentTerms).toEqual({
      accepts: ['furniture', 'clothing'],
      split: {
        tiers: [
          { consignorPercent: 40, upTo: 100 },
          { consignorPercent: 50, upTo: 1000 },
          { consignorPercent: 60, upTo: null },
        ],
        byCategory: { furniture: 65 },
        storeCreditPercent: 70,
      },
      periodDays: 60,
      markdowns: [
        { percentOff: 25, afterDays: 30 },
        { percentOff: 50, afterDays: 45 },
      ],
      fees: { perItem: 2.5, percentOfSale: 3 },
      intake: {
        days: ['Tuesday', 'Wednesday', 'Thursday'],
        walkIn: true,
        appointment: true,
        itemLimit: 20,
        seasons: 'Winter clothing from September',
      },
      payout: { schedule: 'monthly', methods: ['check', 'store-credit'], minimum: 10 },
      unsold: { action: 'donated', graceDays: 7 },
    });
  });

  it("leave a row without them without terms, and take a JSON file's numbers and lists", () => {
    expect(checkStoreRow(store).row?.consignmentTerms).toBeNull();
    const fromJson = checkStoreRow({ ...store, ...terms, accepts: ['furniture'], consignmentDays: 90, payoutMethods: ['cash'] }).row;
    expect(fromJson?.consignmentTerms).toMatchObject({ accepts: ['furniture'], periodDays: 90, payout: { methods: ['cash'] } });
  });

  it('read back what the sample directory writes, for every kind of generated terms', () => {
    const flags = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, flag.startsWith('sell')])) as Record<StoreFlag, boolean>;
    for (let seed = 0; seed < 500; seed++) {
      const generated = generateConsignmentTerms(seed, flags);
      expect(checkStoreRow({ ...store, ...termsColumnsOf(generated) }).row?.consignmentTerms).toEqual(generated);
    }
  });

  it.each([
    [{ consignorSplit: '120%' }, 'consignorSplit'],
    [{ consignorSplit: '40% to $500; 50% to $100; 60%' }, 'consignorSplit'],
    [{ consignorSplit: '40% to $100; 50% to $500' }, 'consignorSplit'],
    [{ accepts: 'furniture; cars' }, 'accepts'],
    [{ categorySplit: 'sofas 60%' }, 'categorySplit'],
    [{ consignmentDays: '0' }, 'consignmentDays'],
    [{ consignmentDays: '45.5' }, 'consignmentDays'],
    [{ markdowns: '50% after 30 days; 25% after 45 days' }, 'markdowns'],
    [{ markdowns: 'half off after a month' }, 'markdowns'],
    [{ itemFee: 'two dollars' }, 'itemFee'],
    [{ intakeDays: 'Tuesday; Funday' }, 'intakeDays'],
    [{ intake: 'drive-through' }, 'intake'],
    [{ payoutSchedule: 'yearly' }, 'payoutSchedule'],
    [{ payoutMethods: 'check; bitcoin' }, 'payoutMethods'],
    [{ unsold: 'burned' }, 'unsold'],
    [{ unsoldGraceDays: '-1' }, 'unsoldGraceDays'],
  ] as const)('name the column and its form for %o', (change, field) => {
    expect(problemsOf({ ...store, ...terms, ...change })).toEqual([{ field, problem: `${field} must be ${TERMS_COLUMN_FORMS[field]}` }]);
  });

  it('name a markdown that comes after the consignment period', () => {
    expect(problemsOf({ ...store, ...terms, consignmentDays: '30' })).toEqual([
      { field: 'markdowns', problem: `markdowns must be ${TERMS_COLUMN_FORMS.markdowns}` },
    ]);
  });

  it('name each required column a row with some terms leaves out', () => {
    expect(problemsOf({ ...store, accepts: 'furniture', consignorSplit: '50%', consignmentDays: '60' })).toEqual(
      ['intake', 'payoutSchedule', 'payoutMethods', 'unsold', 'unsoldGraceDays'].map((field) => ({
        field,
        problem: `${field} is required with the other consignment terms columns`,
      })),
    );
  });
});
