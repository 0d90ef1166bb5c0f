import { STORE_FLAGS, type StoreFlag } from '../../contracts/api.contract';
import { describeTerms, payoutWithinPeriod } from '../../contracts/consignment-terms';
import { generateConsignmentTerms } from './sample-terms';

const flags = (...on: StoreFlag[]) =>
  Object.fromEntries(STORE_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<StoreFlag, boolean>;

describe('generated consignment terms', () => {
  const stores = Array.from({ length: 2_000 }, (_, index) => generateConsignmentTerms(index + 1, flags('sellFurniture', 'sellClothes')));

  it('are the same for a store every time, and take what the store sells', () => {
    expect(generateConsignmentTerms(42, flags('sellBooks'))).toEqual(generateConsignmentTerms(42, flags('sellBooks')));
    expect(generateConsignmentTerms(42, flags('sellBooks')).accepts).toEqual(['books']);
    expect(generateConsignmentTerms(42, flags()).accepts).toEqual(['clothing', 'other']);
  });

  it('spread as shops publish them: 35% to 70% to the seller, 30 to 90 days, markdowns within the period', () => {
    const shares = new Set(
      stores.flatMap((terms) => [...terms.split.tiers.map((tier) => tier.consignorPercent), ...Object.values(terms.split.byCategory)]),
    );
    expect(Math.min(...shares)).toBe(35);
    expect(Math.max(...shares)).toBe(70);
    expect(new Set(stores.map((terms) => terms.periodDays))).toEqual(new Set([30, 45, 60, 90]));
    for (const terms of stores) {
      for (const markdown of terms.markdowns) expect(markdown.afterDays).toBeLessThan(terms.periodDays);
      expect(terms.intake.walkIn || terms.intake.appointment).toBe(true);
      expect(terms.split.tiers[terms.split.tiers.length - 1]!.upTo).toBeNull();
    }
    // Walk-in, banded and store-credit terms are each common, and each not universal.
    for (const share of [
      stores.filter((terms) => terms.intake.walkIn).length,
      stores.filter((terms) => terms.split.tiers.length > 1).length,
      stores.filter((terms) => terms.split.storeCreditPercent !== null).length,
    ])
      expect(share / stores.length).toBeGreaterThan(0.2);
  });

  it('pay a $400 sofa differently from store to store, and say every part in words', () => {
    const payouts = new Set(stores.map((terms) => payoutWithinPeriod(terms, 'furniture', 400).atLowest.payout));
    expect(payouts.size).toBeGreaterThan(10);
    for (const terms of stores.slice(0, 50))
      for (const sentence of Object.values(describeTerms(terms))) expect(sentence).toMatch(/^[A-Z0-9$].*\.$/);
  });
});
