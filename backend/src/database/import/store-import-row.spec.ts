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

  it('takes the date a store last changed as a day or an ISO 8601 time, in UTC', () => {
    expect(checkStoreRow({ ...valid, updatedAt: '2026-03-14' }).row?.updatedAt).toBe('2026-03-14T00:00:00.000Z');
    expect(checkStoreRow({ ...valid, updatedAt: '2026-03-14T09:30:00-05:00' }).row?.updatedAt).toBe('2026-03-14T14:30:00.000Z');
    expect(checkStoreRow({ ...valid, updatedAt: '' }).row?.updatedAt).toBeUndefined();
  });

  it('takes a photo at an https address or at a path on this site', () => {
    for (const photo of ['https://photos.example.com/velvet.jpg', 'https://photos.example.com', '/photos/velvet-hanger.jpg']) {
      expect(checkStoreRow({ ...valid, photo }).row?.photo).toBe(photo);
    }
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
    [{ website: 'https://velvet.example.com@evil.example' }, 'website', 'website must be a web address such as https://example.com'],
    [{ website: 'http://user:pass@velvet.example.com/' }, 'website', 'website must be a web address such as https://example.com'],
    ...['yesterday', '2026-02-30', '03/14/2026', '2999-01-01'].map((updatedAt): [Record<string, string>, string, string] => [
      { updatedAt },
      'updatedAt',
      'updatedAt must be a date such as 2026-03-14 (or an ISO 8601 time), not in the future',
    ]),
    ...['//evil.example/x.png', '/\\evil.example/x.png', 'http://photos.example.com/x.png', 'https:///x.png', 'photos/x.png'].map(
      (photo): [Record<string, string>, string, string] => [
        { photo },
        'photo',
        'photo must be an https:// address or a path on this site (such as /photos/store.jpg)',
      ],
    ),
  ])('reports %o as a problem with %s', (change, field, problem) => {
    expect(problemsOf({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it.each([
    [{ businessName: 'Velvet\u0000Hanger' }, 'businessName', 'businessName must not contain a NUL character (U+0000) (after “Velvet”)'],
    [{ seoDescription: '\u0000' }, 'seoDescription', 'seoDescription must not contain a NUL character (U+0000) (at its start)'],
    [
      { website: 'https://velvet.example.com/\u0000' },
      'website',
      'website must not contain a NUL character (U+0000) (after “…/velvet.example.com/”)',
    ],
    [{ zipCode: '78701\u0000' }, 'zipCode', 'zipCode must not contain a NUL character (U+0000) (after “78701”)'],
    [{ city: 'Austin\u001b[31m' }, 'city', 'city must not contain the control character U+001B (after “Austin”)'],
    [{ address: '12 Main St\u007f' }, 'address', 'address must not contain the control character U+007F (after “12 Main St”)'],
    [{ address: '12 Main St\u0085' }, 'address', 'address must not contain the control character U+0085 (after “12 Main St”)'],
    [
      { businessName: 'Elmo\u202Es Boutique' },
      'businessName',
      'businessName must not contain the direction-changing character U+202E (after “Elmo”)',
    ],
    [{ city: 'Austin\u200B' }, 'city', 'city must not contain the invisible character U+200B (after “Austin”)'],
    [
      { businessName: 'Velvet \ud800 Hanger' },
      'businessName',
      'businessName must not contain a lone surrogate (U+D800), which is not a character (after “Velvet ”)',
    ],
  ])('reports a character that text cannot hold: %o', (change, field, problem) => {
    expect(problemsOf({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it.each(['https://www.velvet.example.com/@velvet?tab=shop#top', 'velvet.example.com', 'http://velvet.example.com:8080/a.b'])(
    'takes the website %s',
    (website) => {
      expect(checkStoreRow({ ...valid, website }).row?.website).toBe(website);
    },
  );

  it('keeps tabs, line breaks and characters beyond the Basic Multilingual Plane', () => {
    const { row } = checkStoreRow({ ...valid, businessName: 'Velvet 🧥 Hanger', seoDescription: 'Tab\there,\r\nlines\nand 𝕏' });
    expect(row).toMatchObject({ businessName: 'Velvet 🧥 Hanger', seoDescription: 'Tab\there,\r\nlines\nand 𝕏' });
  });

  it('shows the control characters of an unknown field name escaped', () => {
    expect(problemsOf({ ...valid, 'colo\u0000r\u001b': 'red' })).toEqual([
      { field: 'colo\\u0000r\\u001b', problem: 'property colo\\u0000r\\u001b should not exist' },
    ]);
  });

  it('reports every bad field of a row, and unknown fields of a JSON object', () => {
    const problems = problemsOf({ ...valid, zipCode: 'x', city: '', color: 'red' });
    expect(problems.map((problem) => problem.field).sort()).toEqual(['city', 'color', 'zipCode']);
  });
});
