import type { Server } from 'node:http';
import { expect } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { DIRECTORY_READS, isDirectoryReadFailure, type DirectoryReader } from '../src/contracts/directory.contract';
import { ServerDirectory } from '../src/site/server-directory';
import { readPageState } from './page-state';
import { recordStatements } from './record-statements';
import { useTestApp } from './test-app';

describe('a page reads the directory through the API handlers in its own process, not over HTTP', () => {
  // Nothing kept: every page is made anew.
  const testApp = useTestApp({ API_CACHE_SECONDS: '0' });

  it('renders a city page in one request and at most five statements, reading the city once', async () => {
    const requests: string[] = [];
    const server: Server = testApp.app.getHttpServer();
    server.on('request', (request: { url: string }) => requests.push(request.url));
    const fetched = jest.spyOn(globalThis, 'fetch');
    const recorded = recordStatements();
    let html: string;
    try {
      html = (await testApp.http().get('/oregon/portland').expect(200)).text;
    } finally {
      recorded.stop();
      fetched.mockRestore();
    }
    // What the page shows came from those reads: the city, its stores and the cities near it.
    const read = Object.keys(readPageState(html)!.data);
    expect(read).toEqual(
      expect.arrayContaining(['/api/states', '/api/states/oregon/cities/portland', '/api/states/oregon/cities/portland/stores?limit=100']),
    );
    expect(read.some((address) => /^\/api\/cities\/\d+\/nearby$/.test(address))).toBe(true);

    // No request to the app's own API: the page's one request, and no fetch.
    expect(requests).toEqual(['/oregon/portland']);
    expect(fetched).not.toHaveBeenCalled();
    expect(recorded.statements.length).toBeLessThanOrEqual(5);
    // The city is looked up by its address once; its stores and neighbours start from the city read.
    const namingTheCity = recorded.statements.filter(
      (statement) => statement.text.includes("'portland'") || statement.values.includes('portland'),
    );
    expect(namingTheCity).toHaveLength(1);
  });

  it('reads a store in one statement for its drawn picture, drawn or kept', async () => {
    const { stores } = (await testApp.http().get('/api/states/oregon/cities/portland/stores?limit=1').expect(200)).body as {
      stores: { slug: string }[];
    };
    const picture = `/store-pictures/oregon/portland/${stores[0]!.slug}-480.png`;
    for (const drawn of ['drawn', 'kept']) {
      const recorded = recordStatements();
      try {
        await testApp.http().get(picture).expect(200).expect('Content-Type', 'image/png');
      } finally {
        recorded.stop();
      }
      expect({ drawn, statements: recorded.statements.length }).toEqual({ drawn, statements: 1 });
    }
  });

  it('answers each read as the API answers its address, and fails as the API does', async () => {
    const reader = testApp.app.get(ServerDirectory).reader;
    const orm = testApp.app.get(MikroORM);
    const { stores } = (await testApp.http().get('/api/states/oregon/cities/portland/stores?limit=1').expect(200)).body as {
      stores: { id: number; slug: string; cityId?: number }[];
    };
    const city = (await testApp.http().get('/api/states/oregon/cities/portland').expect(200)).body as { id: number };
    const search = { q: 'vintage portland', page: 1, features: [], state: '', near: null };
    const reads: { [Read in keyof DirectoryReader]: Parameters<(typeof DIRECTORY_READS)[Read]>[] } = {
      states: [[]],
      // Slugs a page's address may hold, which must stay one value of the address.
      state: [['oregon'], ['atlantis'], ['?'], ['../stores/search?query=x']],
      stateCities: [['oregon'], ['atlantis']],
      city: [
        ['oregon', 'portland'],
        ['oregon', 'atlantis'],
      ],
      cityStores: [
        ['oregon', 'portland', 100, []],
        ['oregon', 'portland', 10, ['sellFurniture']],
        ['oregon', 'portland', 0, []],
      ],
      nearbyCities: [[city.id], [-1]],
      store: [[stores[0]!.slug], ['no-such-store'], ['#x']],
      closedStore: [[stores[0]!.slug]],
      awardCheck: [[stores[0]!.id], [0]],
      stats: [[]],
      search: [[search], [{ ...search, q: 'consignment stores near portland or', page: 2 }], [{ ...search, page: 0 }]],
      searchFacets: [[search]],
      storeMapView: [[{ bbox: [-123, 45, -122, 46], zoom: 9 }]],
      inventoryTracker: [[]],
      items: [
        [{ q: 'dresser', category: null, min: null, max: null, near: 'portland-or', openNow: false, page: 1 }],
        [{ q: '', category: 'sellFurniture', min: 10, max: 500, near: '', openNow: true, page: 2 }],
        [{ q: 'coach', category: null, min: 50, max: 10, near: 'atlantis-zz', openNow: false, page: 1 }],
      ],
      storeItems: [[stores[0]!.slug], ['no-such-store']],
    };
    for (const [name, argsList] of Object.entries(reads) as [keyof DirectoryReader, unknown[][]][]) {
      for (const args of argsList) {
        const address = (DIRECTORY_READS[name] as (...values: unknown[]) => string)(...args);
        const api = await testApp.http().get(address);
        // As a page reads: in a request's own context.
        const read = RequestContext.create(orm.em, () => (reader[name] as (...values: unknown[]) => Promise<unknown>)(...args)).then(
          (value) => ({ status: 200, body: JSON.parse(JSON.stringify(value)) as unknown }),
          (error: unknown) =>
            isDirectoryReadFailure(error) ? { status: error.status, body: error.body } : { status: 0, body: String(error) },
        );
        expect({ address, ...(await read) }).toEqual({ address, status: api.status, body: api.body as unknown });
      }
    }
  });
});
