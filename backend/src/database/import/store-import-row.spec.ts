import { createStoreRowChecker } from './store-import-row';

const checkStoreRow = createStoreRowChecker();

const valid = {
  slug: 'velvet-hanger-austin',
  businessName: 'The Velvet Hanger',
  address: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: '30.27',
  longitude: '-97.74',
  phone: '(512) 555-0101',
  website: 'https://www.velvet.example.com',
  photo: '',
  numberOfReviews: '42',
  seoDescription: 'A lovely shop.',
  sellFurniture: 'true',
  sellClothes: 'false',
};

const problemsOf = (record: Record<string, unknown>) => checkStoreRow(record).problems ?? [];

describe('checkStoreRow', () => {
  it('accepts a good row, turning text into numbers and booleans and the state into its code', () => {
    const { row } = checkStoreRow(valid);
    expect(row).toMatchObject({
      slug: 'velvet-hanger-austin',
      citySlug: 'austin',
      state: 'TX',
      latitude: 30.27,
      numberOfReviews: 42,
      sellFurniture: true,
      sellClothes: false,
      sellBooks: false,
    });
    expect(row?.photo).toBeUndefined();
  });

  it('takes a state by name or code in any case, and yes/no, 1/0 and empty for flags', () => {
    expect(checkStoreRow({ ...valid, state: 'district of columbia' }).row?.state).toBe('DC');
    expect(checkStoreRow({ ...valid, state: 'ny' }).row?.state).toBe('NY');
    const { row } = checkStoreRow({ ...valid, sellFurniture: 'Yes', sellClothes: '1', sellBooks: '', sellAntiques: 'no' });
    expect([row?.sellFurniture, row?.sellClothes, row?.sellBooks, row?.sellAntiques]).toEqual([true, true, false, false]);
  });

  it('makes a slug from the name and city when none is given', () => {
    const { row } = checkStoreRow({ ...valid, slug: '', businessName: "Sue's Closet & Co.", city: 'St. Louis', state: 'MO' });
    expect(row?.slug).toBe('sues-closet-and-co-st-louis');
    expect(row?.citySlug).toBe('st-louis');
  });

  it.each([
    [{ zipCode: '9021' }, 'zipCode', 'zipCode must be a 5-digit ZIP code (or ZIP+4, 12345-6789)'],
    [{ state: 'Atlantis' }, 'state', 'state must be the name or two-letter code of a US state or DC'],
    [{ businessName: '   ' }, 'businessName', 'businessName is required'],
    [{ latitude: '91' }, 'latitude', 'latitude must be a number from -90 to 90'],
    [{ longitude: 'east' }, 'longitude', 'longitude must be a number from -180 to 180'],
    [{ numberOfReviews: '-3' }, 'numberOfReviews', 'numberOfReviews must be a whole number, 0 or more'],
    [{ numberOfReviews: '2.5' }, 'numberOfReviews', 'numberOfReviews must be a whole number, 0 or more'],
    [{ sellBooks: 'maybe' }, 'sellBooks', 'sellBooks must be true or false (or yes/no, 1/0, empty for false)'],
    [{ slug: 'Not A Slug' }, 'slug', "slug must be lowercase words joined by hyphens, such as 'second-chance-dallas'"],
    [{ slug: 'search' }, 'slug', "slug cannot be 'search'"],
    [{ website: 'not a site' }, 'website', 'website must be a web address such as https://example.com'],
  ])('reports %o as a problem with %s', (change, field, problem) => {
    expect(problemsOf({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it('reports every bad field of a row, and unknown fields of a JSON object', () => {
    const problems = problemsOf({ ...valid, zipCode: 'x', city: '', color: 'red' });
    expect(problems.map((problem) => problem.field).sort()).toEqual(['city', 'color', 'zipCode']);
  });
});
