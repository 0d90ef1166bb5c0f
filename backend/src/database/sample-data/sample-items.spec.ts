import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { ITEM_CONDITIONS, sampleItemsFor, storesWithSampleFeeds, type SampleStoreForItems } from './sample-items';

/**
 * 6,200 stores as the sample directory has them: consecutive ids, city by city, a few big cities and
 * many small towns (here city k has about 60 / sqrt(k) stores), each selling a few product kinds or none.
 */
function syntheticStores(total = 6_200): SampleStoreForItems[] {
  const stores: SampleStoreForItems[] = [];
  for (let cityId = 1; stores.length < total; cityId++) {
    const size = Math.min(total - stores.length, Math.max(1, Math.round(60 / Math.sqrt(cityId))));
    for (let index = 0; index < size; index++) {
      const id = stores.length + 1;
      const mix = Math.imul(id, 0x9e3779b1) >>> 0;
      stores.push({
        id,
        cityId,
        numberOfReviews: id % 7 === 0 ? null : (id * 37) % 101,
        products: id % 11 === 0 ? [] : PRODUCT_FLAGS.filter((_, bit) => (mix >>> (bit * 3)) % 3 === 0),
      });
    }
  }
  return stores;
}

const store = (id: number, products: readonly ProductFlag[], cityId = 1, numberOfReviews: number | null = 4): SampleStoreForItems => ({
  id,
  cityId,
  numberOfReviews,
  products,
});

describe('sample items', () => {
  const stores = syntheticStores();
  const picked = storesWithSampleFeeds(stores);
  const pickedStores = stores.filter((candidate) => picked.has(candidate.id));
  const itemsByStore = new Map(pickedStores.map((candidate) => [candidate.id, sampleItemsFor(candidate)]));
  const allItems = [...itemsByStore.values()].flat();

  it('are the same for the same store every time, and differ from store to store', () => {
    const mixed = store(1234, ['sellFurniture', 'sellClothes', 'sellJewelry']);
    expect(sampleItemsFor(mixed)).toEqual(sampleItemsFor({ ...mixed, products: [...mixed.products] }));
    expect(sampleItemsFor(store(1235, mixed.products)).map((item) => item.title)).not.toEqual(
      sampleItemsFor(mixed).map((item) => item.title),
    );
    expect(storesWithSampleFeeds(syntheticStores())).toEqual(picked);
  });

  it('list 10 to 60 items a store, each with its own stable id', () => {
    const counts = [...itemsByStore.values()].map((items) => items.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...counts)).toBeLessThanOrEqual(60);
    expect(new Set(counts).size).toBeGreaterThan(30);
    const misnumbered = [...itemsByStore].filter(([id, items]) =>
      items.some((item, index) => item.externalId !== `sample-${id}-${index + 1}`),
    );
    expect(misnumbered).toEqual([]);
  });

  it('sell only what the store sells, and merchandise and gift items at a store that names nothing', () => {
    const outside = pickedStores.flatMap((candidate) => {
      const allowed: readonly ProductFlag[] = candidate.products.length > 0 ? candidate.products : ['sellMerchandise', 'sellGiftItems'];
      return itemsByStore.get(candidate.id)!.filter((item) => !allowed.includes(item.category));
    });
    expect(outside).toEqual([]);
    expect(pickedStores.some((candidate) => candidate.products.length === 0)).toBe(true);
    const fallback = sampleItemsFor(store(77, []));
    expect(new Set(fallback.map((item) => item.category))).toEqual(new Set(['sellMerchandise', 'sellGiftItems']));
  });

  it('picks about one store in five', () => {
    const share = picked.size / stores.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
  });

  it('gives every city with 5 or more stores a store with a feed: the most reviewed, when the draw picked none', () => {
    const byCity = new Map<number, SampleStoreForItems[]>();
    for (const candidate of stores) byCity.set(candidate.cityId, [...(byCity.get(candidate.cityId) ?? []), candidate]);
    const bigCities = [...byCity.values()].filter((city) => city.length >= 5);
    expect(bigCities.length).toBeGreaterThan(100);
    expect(bigCities.filter((city) => !city.some((candidate) => picked.has(candidate.id)))).toEqual([]);

    // Stores alone in their cities are picked by the draw only: six it passed over, now in one city.
    const alone = Array.from({ length: 400 }, (_, index) => store(100_000 + index, [], 100_000 + index));
    const drawn = storesWithSampleFeeds(alone);
    const passedOver = alone.filter((candidate) => !drawn.has(candidate.id)).slice(0, 6);
    const reviews = [3, null, 10, 10, 2, 0];
    const town = passedOver.map((candidate, index) => ({ ...candidate, cityId: 1, numberOfReviews: reviews[index]! }));
    expect(storesWithSampleFeeds(town)).toEqual(new Set([town[2]!.id]));
    expect(storesWithSampleFeeds(town.slice(0, 4).map((candidate) => ({ ...candidate, numberOfReviews: null })))).toEqual(new Set());
  });

  it('have shop prices, plain titles and descriptions, a condition and when they were first seen', () => {
    expect(allItems.length).toBeGreaterThan(10_000);
    // (Checked all at once: an expect per item of ~45,000 would take Jest many seconds.)
    const wrong = allItems.filter(
      (item) =>
        !(item.price > 0) ||
        Math.round(item.price * 100) / 100 !== item.price ||
        !/^[A-Z0-9][\x20-\x7e]*$/.test(item.title) ||
        item.title.length > 120 ||
        !/^[A-Z0-9][\x20-\x7e]*\.$/.test(item.description) ||
        item.description.length > 400 ||
        !ITEM_CONDITIONS.includes(item.condition) ||
        !Number.isInteger(item.hoursAgo) ||
        item.hoursAgo < 0 ||
        item.hoursAgo > 30 * 24 ||
        (item.brand !== null && !item.title.includes(item.brand)) ||
        (item.category === 'sellBooks' && item.brand !== null),
    );
    expect(wrong).toEqual([]);
    // Some seen within the last hours, some weeks ago.
    expect(allItems.some((item) => item.hoursAgo < 3)).toBe(true);
    expect(allItems.some((item) => item.hoursAgo > 20 * 24)).toBe(true);
  });

  it('price designer bags above gifts and size clothes, shoes and rings', () => {
    const median = (category: ProductFlag) => {
      const prices = allItems.filter((item) => item.category === category).map((item) => item.price);
      return prices.sort((a, b) => a - b)[Math.floor(prices.length / 2)]!;
    };
    expect(median('sellPremiumBrand')).toBeGreaterThan(2 * median('sellGiftItems'));
    expect(median('sellFurniture')).toBeGreaterThan(median('sellBooks'));
    const clothes = allItems.filter((item) => item.category === 'sellClothes');
    expect(clothes.every((item) => item.size !== null)).toBe(true);
    expect(clothes.some((item) => /^Kids' .*Boots$/.test(item.title))).toBe(true);
    const rings = allItems.filter((item) => item.category === 'sellJewelry' && / Ring$/.test(item.title));
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) expect(ring.size).toMatch(/^\d+(\.5)?$/);
  });

  it('find dressers, mid-century pieces and dimensions among furniture', () => {
    const furniture = Array.from({ length: 40 }, (_, index) => sampleItemsFor(store(500 + index, ['sellFurniture']))).flat();
    const dressers = furniture.filter((item) => /\bDresser\b/.test(item.title));
    expect(dressers.length / furniture.length).toBeGreaterThan(0.1);
    expect(furniture.some((item) => item.title.includes('Mid-Century'))).toBe(true);
    expect(furniture.some((item) => item.brand === 'Ethan Allen')).toBe(true);
    for (const item of furniture) if (item.size !== null) expect(item.size).toMatch(/^\d+ x \d+ x \d+ in$/);
    expect(furniture.some((item) => item.size !== null)).toBe(true);
  });

  it('generate for every picked store of 6,200 at once', () => {
    const generated = storesWithSampleFeeds(stores);
    let count = 0;
    for (const candidate of stores) if (generated.has(candidate.id)) count += sampleItemsFor(candidate).length;
    expect(count).toBe(allItems.length);
  });
});
