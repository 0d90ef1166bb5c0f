import { createCache } from 'cache-manager';
import { memoryStore } from '../common/cache/public-answers';
import type { CitiesService } from '../cities/cities.service';
import type { AppConfig } from '../config/app-config';
import type { StatesService } from '../states/states.service';
import type { StoresService } from '../stores/stores.service';
import type { ArtworkPool } from './artwork-pool';
import { ShareImagesService } from './share-images.service';

const artwork = { card: jest.fn((card: { title: string }) => Promise.resolve(Buffer.from(`png of ${card.title}`))) };

const config = {
  siteUrl: 'https://directory.test',
  siteName: 'Consignment Store Finder',
  contactEmail: 'a@b.test',
  awardYear: 2026,
  apiCache: { seconds: 60, megabytes: 8 },
  site: { url: 'https://directory.test', name: 'Consignment Store Finder', contactEmail: 'a@b.test', awardYear: 2026 },
} as AppConfig;

const states = { list: jest.fn(() => Promise.resolve([{ id: 1, name: 'Texas', slug: 'texas', abbreviation: 'TX' }])) };

function service() {
  // The app's cache as AppCacheModule makes it.
  const cache = createCache({ stores: [memoryStore(8)] });
  return new ShareImagesService(
    config,
    cache,
    states as unknown as StatesService,
    {} as CitiesService,
    {} as StoresService,
    artwork as unknown as ArtworkPool,
  );
}

describe('ShareImagesService', () => {
  beforeEach(() => artwork.card.mockClear());

  it('draws a card once, however often and however many at once ask for it', async () => {
    const images = service();
    const card = { title: 'Consignment Stores in Texas' };
    const [first, second] = await Promise.all([images.image(card), images.image(card)]);
    const third = await images.image({ ...card });
    expect(artwork.card).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.contentType).toBe('image/png');
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=60/);
    await images.image({ title: 'Consignment Stores in Texas', place: 'Elsewhere' });
    expect(artwork.card).toHaveBeenCalledTimes(2);
  });

  it('finds the cards of pages that need no data, and of a state by its slug', async () => {
    const images = service();
    await expect(images.cardFor('home.png')).resolves.toEqual({ title: 'Find Consignment Stores Near Me' });
    await expect(images.cardFor('tools/profit-calculator.png')).resolves.toEqual({
      title: 'Consignment Profit Calculator: What You Earn After Commission',
    });
    await expect(images.cardFor('texas.png')).resolves.toEqual({ title: 'Consignment Stores in Texas' });
    await expect(images.cardFor('ohio.png')).rejects.toMatchObject({ status: 404 });
    await expect(images.cardFor('Texas.png')).rejects.toMatchObject({ status: 400 });
  });
});
