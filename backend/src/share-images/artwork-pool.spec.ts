import { pngSize } from '../../test/png-size';
import type { PicturedStore } from '../contracts/store-picture.contract';
import { ArtworkPool } from './artwork-pool';

const store = {
  slug: 'second-chance-austin',
  citySlug: 'austin',
  stateSlug: 'texas',
  businessName: 'Second Chance Consignment',
  city: 'Austin',
  stateAbbreviation: 'TX',
  photo: null,
  sellFurniture: true,
  sellClothes: true,
} as unknown as PicturedStore;

describe('the drawing threads', () => {
  const pool = new ArtworkPool();
  afterAll(() => pool.onModuleDestroy());

  it('draw a share card and a store picture at each width, as PNGs of their sizes', async () => {
    const [card, small, large] = await Promise.all([
      pool.card({ title: 'Consignment Stores in Austin, Texas' }, { name: 'Consignment Store Finder', host: 'directory.test' }),
      pool.storePicture(store, 480),
      pool.storePicture(store, 960),
    ]);
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(small)).toEqual({ width: 480, height: 360 });
    expect(pngSize(large)).toEqual({ width: 960, height: 720 });
  });

  it('draw every picture asked at once, each its own', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Store number ${index}`);
    const pictures = await Promise.all(names.map((businessName) => pool.storePicture({ ...store, businessName }, 480)));
    expect(pictures.every((png) => pngSize(png).width === 480)).toBe(true);
    expect(new Set(pictures.map((png) => png.toString('base64'))).size).toBe(names.length);
  });
});
