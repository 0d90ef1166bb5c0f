import { expect } from '@jest/globals';
import type { CityStores, SearchFacets, SearchResults, StoreDetail } from '../src/contracts/api.contract';
import { CONSIGNOR_HALF_PERCENT, TERMS_FILTERS } from '../src/contracts/api.contract';
import type { ConsignmentTerms, PriceComparison } from '../src/contracts/consignment-terms';
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
      ['category=furniture&price=600&lat=32.7', 400, /lng must be a longitude from -180 to 180/],
      ['category=furniture&price=600&zip=00000', 400, /not a US ZIP code we know/],
      ['category=furniture&price=600&state=texas&city=nowhere', 404, /No city/],
    ];
    for (const [query, status, message] of cases) expect(errorMessage(await get(query).expect(status))).toMatch(message);
  });
});

describe('the consignment terms filters', () => {
  const testApp = useTestApp();
  const get = async <T>(path: string) => (await testApp.http().get(path).expect(200)).body as T;
  const leastShare = (terms: ConsignmentTerms) =>
    Math.min(...terms.split.tiers.map((tier) => tier.consignorPercent), ...Object.values(terms.split.byCategory));

  it('narrow a search and its counts: each result takes walk-ins and pays at least half of every sale', async () => {
    const query = 'dallas';
    const all = await get<SearchResults>(`/api/stores/search?query=${query}`);
    const filtered = await get<SearchResults>(`/api/stores/search?query=${query}&features=walkInIntake,paysHalf`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const store of filtered.stores) {
      const terms = (await get<StoreDetail>(`/api/stores/${store.slug}`)).consignmentTerms!;
      expect(terms.intake.walkIn).toBe(true);
      expect(leastShare(terms)).toBeGreaterThanOrEqual(CONSIGNOR_HALF_PERCENT);
    }
    // The filter counts say as many, for each of the three.
    const facets = await get<SearchFacets>(`/api/stores/search/facets?query=${query}`);
    for (const filter of TERMS_FILTERS)
      expect(facets.features[filter]).toBe((await get<SearchResults>(`/api/stores/search?query=${query}&features=${filter}`)).total);
  });

  it("narrow a city's list, its total the stores that meet them; a store without terms meets none", async () => {
    const city = await get<CityStores>('/api/states/texas/cities/houston/stores');
    const furniture = await get<CityStores>('/api/states/texas/cities/houston/stores?features=consignsFurniture');
    expect(furniture.total).toBeGreaterThan(0);
    expect(furniture.total).toBeLessThan(city.total);
    expect(furniture.stores).toHaveLength(furniture.total);
    const details = await Promise.all(city.stores.map((store) => get<StoreDetail>(`/api/stores/${store.slug}`)));
    expect(furniture.stores.map((store) => store.slug).sort()).toEqual(
      details
        .filter((store) => store.consignmentTerms?.accepts.includes('furniture'))
        .map((store) => store.slug)
        .sort(),
    );
  });

  it('refuse a filter that does not exist, saying which there are', async () => {
    const answer = await testApp.http().get('/api/states/texas/cities/houston/stores?features=cheap').expect(400);
    expect(errorMessage(answer)).toMatch(/^features must be a comma-separated list of: sellFurniture, .*, walkInIntake, openNow$/);
  });
});
