import { STORE_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { generateAboutText } from './store-about';

const noFlags = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, false])) as Record<StoreFlag, boolean>;
const subject = (id: number, flags: Partial<Record<StoreFlag, boolean>> = {}) => ({
  id,
  businessName: 'The Velvet Hanger',
  city: 'Austin',
  state: 'Texas',
  flags: { ...noFlags, ...flags },
});

describe('generateAboutText', () => {
  it('names the store and is built from one of five variants chosen by id modulo 5', () => {
    const variants = new Set([1, 2, 3, 4, 5].map((id) => generateAboutText(subject(id))));
    expect(variants.size).toBe(5);
    expect(generateAboutText(subject(3))).toBe(generateAboutText(subject(8)));
    for (const text of variants) expect(text).toContain('The Velvet Hanger');
  });

  it("speaks of what the store sells and its qualities, with the spec's fallbacks when it has none", () => {
    const text = generateAboutText(subject(1, { sellFurniture: true, sellBooks: true, cleanOrganized: true }));
    expect(text).toContain('The racks and shelves hold furniture and books, so patient browsing pays off.');
    expect(text).toContain('Visitors often mention the well-organized space when they recommend the store.');
    expect(generateAboutText(subject(1))).toContain('hold quality items');
    expect(generateAboutText(subject(1))).toContain('mention the great prices');
  });

  it('phrases features as nouns in a sentence, the first three products and the first two qualities', () => {
    const flags = {
      sellClothes: true,
      sellJewelry: true,
      sellBooks: true,
      sellGiftItems: true,
      wideSelection: true,
      cleanOrganized: true,
      pricing: true,
    };
    const text = generateAboutText(subject(3, flags));
    expect(text).toContain('Regulars describe the shop as one known for its wide selection and well-organized space.');
    expect(generateAboutText(subject(2, flags))).toContain(
      'Shoppers come to The Velvet Hanger for clothing, jewelry and books at a fraction',
    );
  });
});
