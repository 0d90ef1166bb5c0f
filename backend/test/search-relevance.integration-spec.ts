import { expect } from '@jest/globals';
import type { SearchResults } from '../src/contracts/api.contract';
import { judgeRelevance, RELEVANCE_CASES } from './search-relevance.cases';
import { useTestApp } from './test-app';

describe('search relevance on the sample directory', () => {
  const testApp = useTestApp();

  it('has at least 60 judged queries', () => {
    expect(RELEVANCE_CASES.flatMap((group) => group.cases).length).toBeGreaterThanOrEqual(60);
  });

  describe.each(RELEVANCE_CASES)('$kind', ({ cases }) => {
    it.each(cases)('$query $params', async ({ query, params, expected }) => {
      const response = await testApp
        .http()
        .get('/api/stores/search')
        .query({ query, ...params })
        .expect(200);
      expect(judgeRelevance((response.body as SearchResults).stores, expected)).toBeNull();
    });
  });
});
