import { createCache } from 'cache-manager';
import type { ChangeNotices } from '../../database/change-notices';
import { KeptAnswers, memoryStore } from './public-answers';

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

  it('never serves, after a change to the directory, an answer that was being made from the data before it', async () => {
    const cache = createCache({ stores: [memoryStore(1)] });
    const answers = new KeptAnswers(cache, {} as ChangeNotices);
    await cache.set(answers.key('/api/stats'), { storeCount: 6200 });
    // A request starts (and misses) while a store is being added; the change is seen before it ends.
    const lateKey = answers.key('page:/');
    await answers.drop();
    await cache.set(lateKey, 'the home page with 6,200 stores');
    expect(await cache.get(answers.key('page:/'))).toBeUndefined();
    expect(await cache.get(answers.key('/api/stats'))).toBeUndefined();
    // What is made after the change is kept as usual.
    await cache.set(answers.key('page:/'), 'the home page with 6,201 stores');
    expect(await cache.get(answers.key('page:/'))).toBe('the home page with 6,201 stores');
  });

  it('drops what it keeps at a change made here even when the other instances cannot be told', async () => {
    const cache = createCache({ stores: [memoryStore(1)] });
    // As `ChangeNotices` does: its own followers are told of a change even when announcing it fails.
    const followers: (() => Promise<void>)[] = [];
    const unreachable = {
      follow: (_channel: string, follower: () => Promise<void>) => followers.push(follower),
      announce: async () => {
        await Promise.all(followers.map((follower) => follower()));
        throw new Error('the database is away');
      },
    } as unknown as ChangeNotices;
    const answers = new KeptAnswers(cache, unreachable);
    answers.onModuleInit();
    await cache.set(answers.key('/api/stats'), { storeCount: 6200 });
    await answers.forget();
    expect(await cache.get(answers.key('/api/stats'))).toBeUndefined();
  });
});
