import { expect } from '@jest/globals';
import type { SearchFacets, SearchResults, SearchSuggestions } from '../src/contracts/api.contract';
import { SEARCH_PAGE_SIZE } from '../src/contracts/search.contract';
import { judgeRelevance, judgeSuggestions, RELEVANCE_CASES, SUGGESTION_CASES } from './search-relevance.cases';
import { DALLAS_FURNITURE_STORES, DERIVED_RELEVANCE_CASES, DERIVED_SUGGESTION_CASES } from './search-relevance.derived';
import { SENTENCE_RELEVANCE_CASES, SENTENCE_SUGGESTION_CASES } from './search-relevance.sentences';
import { useTestApp } from './test-app';

const SEARCH_CASES = [...RELEVANCE_CASES, ...DERIVED_RELEVANCE_CASES, ...SENTENCE_RELEVANCE_CASES];
const SUGGESTIONS = [...SUGGESTION_CASES, ...DERIVED_SUGGESTION_CASES, ...SENTENCE_SUGGESTION_CASES];

describe('search relevance on the sample directory', () => {
  const testApp = useTestApp();
  const search = async (query: string, params: Record<string, string> = {}) =>
    (
      await testApp
        .http()
        .get('/api/stores/search')
        .query({ query, ...params })
        .expect(200)
    ).body as SearchResults;

  it('has at least 500 judged queries and suggestions, most made from the sample data', () => {
    const total = SEARCH_CASES.flatMap((group) => group.cases).length + SUGGESTIONS.length;
    const derived =
      [...DERIVED_RELEVANCE_CASES, ...SENTENCE_RELEVANCE_CASES].flatMap((group) => group.cases).length +
      DERIVED_SUGGESTION_CASES.length +
      SENTENCE_SUGGESTION_CASES.length;
    expect(total).toBeGreaterThanOrEqual(500);
    expect(derived).toBeGreaterThan(total / 2);
  });

  describe.each(SEARCH_CASES)('$kind', ({ cases }) => {
    it.each(cases)('$query $params', async ({ query, params, expected }) => {
      expect(judgeRelevance((await search(query, params)).stores, expected)).toBeNull();
    });
  });

  describe('suggestions', () => {
    it.each(SUGGESTIONS)('$text', async ({ text, expected }) => {
      const response = await testApp.http().get('/api/suggestions').query({ query: text }).expect(200);
      expect(judgeSuggestions(response.body as SearchSuggestions, expected)).toBeNull();
    });
  });

  it("counts a ZIP code's stores alike with or without a word every store holds", async () => {
    const [alone, withWord] = [await search('75202'), await search('consignment 75202')];
    expect(withWord.total).toBe(alone.total);
    expect(withWord.totalIsLowerBound).toBeUndefined();
    expect(withWord.stores).toEqual(alone.stores);
  });

  it("fills the first page of 'furniture dallas' from Dallas, Texas, while it has stores to show", async () => {
    const { stores } = await search('furniture dallas');
    const fromTexas = stores.filter((store) => store.city === 'Dallas' && store.stateAbbreviation === 'TX').length;
    expect(fromTexas).toBe(Math.min(DALLAS_FURNITURE_STORES, SEARCH_PAGE_SIZE));
    expect(stores.slice(0, fromTexas).every((store) => store.stateAbbreviation === 'TX')).toBe(true);
  });

  it('says which city it read the text as naming, and its namesakes, biggest first', async () => {
    expect((await search('consignment long beach')).place).toEqual({
      city: { name: 'Long Beach', stateAbbreviation: 'CA', path: '/california/long-beach' },
      also: [
        { name: 'Long Beach', stateAbbreviation: 'NY', path: '/new-york/long-beach' },
        { name: 'Long Beach', stateAbbreviation: 'MS', path: '/mississippi/long-beach' },
      ],
    });
    expect((await search('long beach ms')).place?.city.stateAbbreviation).toBe('MS');
    expect((await search('vintage')).place).toBeUndefined();
    // A state's name is the state, not a city of that name elsewhere; 'new york' is the city in the state.
    expect((await search('oregon')).place).toBeUndefined();
    expect((await search('new york')).place?.city).toEqual({ name: 'New York', stateAbbreviation: 'NY', path: '/new-york/new-york' });
    // A state code after other words than the city's is not the city's state.
    expect((await search('portland vintage by me')).place?.city.stateAbbreviation).toBe('OR');
  });

  it('keeps to the state a text ends with, in its filter counts too', async () => {
    const { stores } = await search('portland me');
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.stateAbbreviation === 'ME')).toBe(true);
    const facets = (await testApp.http().get('/api/stores/search/facets').query({ query: 'portland me' }).expect(200)).body as SearchFacets;
    const counted = Math.max(...Object.values(facets.features));
    expect(counted).toBeLessThanOrEqual(stores.length);
  });
});
