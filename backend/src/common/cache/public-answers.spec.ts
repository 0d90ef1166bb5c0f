import { createCache } from 'cache-manager';
import { memoryStore } from './public-answers';

describe("the app's cache", () => {
  it('stays within its memory, the least recently used going first', async () => {
    const cache = createCache({ stores: [memoryStore(1)] });
    const page = (letter: string) => Buffer.alloc(400 * 1024, letter);
    await cache.set('/a', page('a'));
    await cache.set('/b', page('b'));
    expect(await cache.get('/a')).toEqual(page('a'));
    // A third page of 400 KB does not fit beside two in a megabyte: the one not read since goes.
    await cache.set('/c', page('c'));
    expect(await cache.get('/b')).toBeUndefined();
    expect(await cache.get('/a')).toEqual(page('a'));
    expect(await cache.get('/c')).toEqual(page('c'));
  });

  it('gives back what it keeps as it was kept, and forgets it when it expires', async () => {
    const cache = createCache({ stores: [memoryStore(1)] });
    const file = { body: Buffer.from('png'), contentType: 'image/png' };
    await cache.set('card', file, 50);
    expect(await cache.get('card')).toBe(file);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('card')).toBeUndefined();
  });
});
