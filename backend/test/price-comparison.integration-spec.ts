import { expect } from '@jest/globals';
import type { PriceComparison } from '../src/contracts/consignment-terms';
import { compareStores, PRICE_COMPARISON_LIMIT, PRICE_COMPARISON_RADIUS_MILES } from '../src/contracts/consignment-terms';
import { errorMessage } from './api-error';
import { useTestApp } from './test-app';

describe('GET /api/tools/price-comparison', () => {
  const testApp = useTestApp();
  const get = (query: string) => testApp.http().get(`/api/tools/price-comparison?${query}`);

  it('ranks the stores near Dallas that take a $600 sofa by what the seller takes home, each with its figure and distance', async () => {
    const answer = (await get('category=furniture&price=600&state=texas&city=dallas').expect(200)).body as PriceComparison;
    expect(answer.place.name).toBe('Dallas, TX');
    expect(answer.stores.length).toBeGreaterThan(3);
    expect(answer.stores.length).toBeLessThanOrEqual(PRICE_COMPARISON_LIMIT);
    expect([...answer.stores].sort(compareStores)).toEqual(answer.stores);
    for (const compared of answer.stores) {
      expect(compared.store.sellFurniture).toBe(true);
      expect(compared.distance).toBeLessThanOrEqual(PRICE_COMPARISON_RADIUS_MILES);
      expect(compared.atFullPrice.salePrice).toBe(600);
      expect(compared.atLowest.payout).toBeLessThanOrEqual(compared.atFullPrice.payout);
      expect(compared.atFullPrice.payout + compared.atFullPrice.storeKeeps).toBeCloseTo(600, 2);
    }
    // The first pays at least as much as the last.
    expect(answer.stores[0]!.atLowest.payout).toBeGreaterThanOrEqual(answer.stores[answer.stores.length - 1]!.atLowest.payout);
  });

  it('reads a ZIP code or a position as the place, the same stores for the same point', async () => {
    const byZip = (await get('category=clothing&price=40&zip=75201').expect(200)).body as PriceComparison;
    expect(byZip.place.name).toBe('Dallas, TX 75201');
    const here = (await get(`category=clothing&price=40&lat=${byZip.place.latitude}&lng=${byZip.place.longitude}`).expect(200))
      .body as PriceComparison;
    expect(here.stores.map((entry) => entry.store.slug)).toEqual(byZip.stores.map((entry) => entry.store.slug));
  });

  it('says what is wrong with a bad item or place', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['category=cars&price=600&state=texas&city=dallas', 400, /^category must be one of: furniture, clothing/],
      ['category=furniture&price=0&state=texas&city=dallas', 400, /price must be at least \$1/],
      ['category=furniture&price=abc&state=texas&city=dallas', 400, /price must be a number of dollars/],
      ['category=furniture&price=600', 400, /name a place: state and city, a ZIP code, or lat and lng/],
      ['category=furniture&price=600&lat=32.7', 400, /lng must be a number/],
      ['category=furniture&price=600&zip=00000', 400, /not a US ZIP code we know/],
      ['category=furniture&price=600&state=texas&city=nowhere', 404, /No city/],
    ];
    for (const [query, status, message] of cases) expect(errorMessage(await get(query).expect(status))).toMatch(message);
  });
});
