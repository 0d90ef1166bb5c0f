import { expect } from '@jest/globals';
import { DIRECTORY_READS, directoryOverApi, type DirectoryReadOptions } from './directory.contract';
import type { SearchParams } from './search.contract';

const VINTAGE: SearchParams = { q: 'vintage', page: 2, features: [], state: '', near: null };

describe('directoryOverApi', () => {
  const asked: { path: string; options?: DirectoryReadOptions }[] = [];
  const reader = directoryOverApi(<T>(path: string, options?: DirectoryReadOptions) => {
    asked.push({ path, options });
    return Promise.resolve(null as T);
  });
  beforeEach(() => (asked.length = 0));

  it('reads each page at the API address that answers it, with the options given after its arguments', async () => {
    const signal = new AbortController().signal;
    await reader.state('texas', { signal });
    await reader.cityStores('texas', 'austin', 100, ['sellFurniture'], { signal });
    await reader.stats();
    await reader.search(VINTAGE, { signal });
    expect(asked).toEqual([
      { path: '/api/states/texas', options: { signal } },
      { path: '/api/states/texas/cities/austin/stores?limit=100&features=sellFurniture', options: { signal } },
      { path: '/api/stats', options: undefined },
      { path: '/api/stores/search?query=vintage&page=2', options: { signal } },
    ]);
  });

  it('offers every read of the table, and nothing else', () => {
    expect(Object.keys(reader).sort()).toEqual(Object.keys(DIRECTORY_READS).sort());
  });
});
