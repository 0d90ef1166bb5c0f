import type { SearchResultStore, SearchSuggestions } from '../src/contracts/api.contract';

/**
 * What a person typing each query means, judged on the sample directory: one store (its slug), the
 * stores of one city, or of one ZIP code. The expected store must be among the first five results
 * (the first, with `first`);
 * for a city or a ZIP code, the first result must be there, and none of the first five from elsewhere
 * may come before one from there (a city with three such stores lists those three first).
 */
export type Expected = { store: string; first?: true } | { city: string; state: string } | { zip: string };

export interface RelevanceCase {
  query: string;
  /** Other search parameters: features, state. */
  params?: Record<string, string>;
  expected: Expected;
}

/** What a search box should suggest first for a text: a city (name and state). */
export interface SuggestionCase {
  text: string;
  expected: { name: string; stateAbbreviation: string };
}

export const RELEVANCE_CASES: { kind: string; cases: RelevanceCase[] }[] = [
  {
    kind: 'sentences as people type them: filler words, "near", "in", "best", "used"',
    cases: [
      { query: 'consignment stores near chicago il', expected: { city: 'Chicago', state: 'IL' } },
      { query: 'furniture consignment near dallas tx', expected: { city: 'Dallas', state: 'TX' } },
      { query: 'best consignment store in dallas', expected: { city: 'Dallas', state: 'TX' } },
      { query: 'used furniture austin', expected: { city: 'Austin', state: 'TX' } },
      { query: 'consignment near 75201', expected: { zip: '75201' } },
      { query: 'cheap thrift shops around houston', expected: { city: 'Houston', state: 'TX' } },
      { query: 'where to find resale shops in seattle wa', expected: { city: 'Seattle', state: 'WA' } },
    ],
  },
  {
    kind: 'a city typed as one word, a nickname, a street address, a name with "&" and an apostrophe',
    cases: [
      { query: 'sanantonio', expected: { city: 'San Antonio', state: 'TX' } },
      { query: 'newyork', expected: { city: 'New York', state: 'NY' } },
      { query: 'losangeles', expected: { city: 'Los Angeles', state: 'CA' } },
      { query: 'sandiego', expected: { city: 'San Diego', state: 'CA' } },
      { query: 'nyc', expected: { city: 'New York', state: 'NY' } },
      { query: 'sf', expected: { city: 'San Francisco', state: 'CA' } },
      { query: 'philly', expected: { city: 'Philadelphia', state: 'PA' } },
      { query: 'vegas', expected: { city: 'Las Vegas', state: 'NV' } },
      { query: '66643 dogwood ln new york', expected: { store: 'franklin-row-home-furnishings-new-york', first: true } },
      { query: 'elmos boutique', expected: { store: 'elmos-boutique-new-york', first: true } },
      { query: 'new york thrift and consignment', expected: { store: 'new-york-thrift-and-consignment-new-york', first: true } },
    ],
  },
  {
    kind: 'as people really type: swapped letters, short forms, namesake cities',
    cases: [
      { query: 'chciago', expected: { city: 'Chicago', state: 'IL' } },
      { query: 'pheonix', expected: { city: 'Phoenix', state: 'AZ' } },
      { query: 'saint louis', expected: { city: 'St. Louis', state: 'MO' } },
      { query: 'ft worth', expected: { city: 'Fort Worth', state: 'TX' } },
      { query: 'consignment long beach', expected: { city: 'Long Beach', state: 'CA' } },
      { query: 'furniture dallas', expected: { city: 'Dallas', state: 'TX' } },
      { query: 'consignment 75202', expected: { zip: '75202' } },
      { query: 'st. petersburg', expected: { city: 'St. Petersburg', state: 'FL' } },
      { query: 'mt vernon wa', expected: { city: 'Mount Vernon', state: 'WA' } },
      { query: 'portland me', expected: { city: 'Portland', state: 'ME' } },
      { query: 'winston salem', expected: { city: 'Winston-Salem', state: 'NC' } },
      { query: 'wilkes barre pa', expected: { city: 'Wilkes-Barre', state: 'PA' } },
      { query: 'charleston west virginia', expected: { city: 'Charleston', state: 'WV' } },
    ],
  },
  {
    kind: 'a name typed without its apostrophe, "and" for "&", accents and capitals',
    cases: [
      { query: 'bramble consignment co', expected: { store: 'bramble-consignment-co-laredo' } },
      { query: 'tremblays consignment boutique', expected: { store: 'tremblays-consignment-boutique-alamo' } },
      { query: 'dooleys consignment', expected: { store: 'dooleys-consignment-atlantic-city' } },
      { query: 'caterinas boutique', expected: { store: 'caterinas-boutique-rock-island' } },
      { query: 'kathryns closet arlington', expected: { store: 'kathryns-closet-arlington' } },
      { query: 'janis consignment closet', expected: { store: 'janis-consignment-closet-new-york' } },
      { query: 'heidenreichs antiques', expected: { store: 'heidenreichs-antiques-long-beach' } },
      { query: 'wisozks consignment boutique', expected: { store: 'wisozks-consignment-boutique-idaho-falls' } },
      { query: 'mosciskis consignment', expected: { store: 'mosciskis-consignment-boutique-forrest-city' } },
      { query: 'ivory thrift and consignment', expected: { store: 'ivory-thrift-and-consignment-seattle' } },
      { query: 'langosh & donnelly', expected: { store: 'langosh-and-donnelly-resale-essex' } },
      { query: 'langosh and donnelly resale', expected: { store: 'langosh-and-donnelly-resale-essex' } },
      { query: 'olde union antiques and uniques', expected: { store: 'olde-union-antiques-and-uniques-los-angeles' } },
      { query: 'Adams Lane Furniture and Decor', expected: { store: 'adams-lane-furniture-and-decor-minot' } },
      { query: 'Andréane’s Boutique', expected: { store: 'andreanes-boutique-hudson' } },
      { query: "HEIDENREICH'S ANTIQUES", expected: { store: 'heidenreichs-antiques-long-beach' } },
      { query: 'boyles consignment boutique', expected: { store: 'boyles-consignment-boutique-san-diego' } },
    ],
  },
  {
    kind: 'a typo: one in a word of 5 to 8 letters, two from 9',
    cases: [
      { query: 'bramble consigment co', expected: { store: 'bramble-consignment-co-laredo' } },
      { query: 'the velvet chaize', expected: { store: 'the-velvet-chaise-richmond' } },
      { query: 'tremblay consignmnt boutique alamo', expected: { store: 'tremblays-consignment-boutique-alamo' } },
      { query: 'heidenriechs antiques', expected: { store: 'heidenreichs-antiques-long-beach' } },
      { query: 'wildflower finds hanfrd', expected: { store: 'wildflower-finds-hanford' } },
      { query: 'the tailored stich', expected: { store: 'the-tailored-stitch-union-city' } },
      { query: 'silver linning home resale', expected: { store: 'silver-lining-home-resale-braintree' } },
      { query: 'holyoke resale markt', expected: { store: 'holyoke-resale-market-holyoke' } },
      { query: 'drexel hill closet consignmet', expected: { store: 'drexel-hill-closet-consignment-drexel-hill' } },
      { query: 'salvaged bookcse', expected: { store: 'the-salvaged-bookcase-fishers' } },
      { query: 'golden clothsline', expected: { store: 'the-golden-clothesline-milpitas' } },
      { query: "boyle's consignmnt boutique san diego", expected: { store: 'boyles-consignment-boutique-san-diego' } },
      { query: 'Scotsdale', expected: { city: 'Scottsdale', state: 'AZ' } },
      { query: 'Los Angelos', expected: { city: 'Los Angeles', state: 'CA' } },
      { query: 'jewelery denver', expected: { city: 'Denver', state: 'CO' } },
      { query: 'antiqes chicago', expected: { city: 'Chicago', state: 'IL' } },
    ],
  },
  {
    kind: 'the last word as a prefix, as it is typed',
    cases: [
      { query: 'bramble consig', expected: { store: 'bramble-consignment-co-laredo' } },
      { query: 'the diamond clu', expected: { store: 'the-diamond-clutch-bradley' } },
      { query: 'twice darling bout', expected: { store: 'twice-darling-boutique-mundelein' } },
      { query: 'pine alley home furn', expected: { store: 'pine-alley-home-furnishings-montgomery' } },
      { query: 'olde center trading', expected: { store: 'olde-center-trading-post-cedar-hill' } },
      { query: 'midtown closet consignment san jo', expected: { store: 'midtown-closet-consignment-san-jose' } },
      { query: 'glen bur', expected: { city: 'Glen Burnie', state: 'MD' } },
    ],
  },
  {
    kind: 'words from different fields: what a store sells, and where',
    cases: [
      { query: 'furniture dallas', expected: { city: 'Dallas', state: 'TX' } },
      { query: 'antiques chicago', expected: { city: 'Chicago', state: 'IL' } },
      { query: 'jewelry denver', expected: { city: 'Denver', state: 'CO' } },
      { query: 'books seattle', expected: { city: 'Seattle', state: 'WA' } },
      { query: 'vintage los angeles', expected: { city: 'Los Angeles', state: 'CA' } },
      { query: 'furniture san diego', expected: { city: 'San Diego', state: 'CA' } },
      { query: 'consignment scottsdale', expected: { city: 'Scottsdale', state: 'AZ' } },
      { query: 'thrift portland oregon', expected: { city: 'Portland', state: 'OR' } },
      { query: 'antique shops houston', expected: { city: 'Houston', state: 'TX' } },
      { query: 'resale new york', expected: { city: 'New York', state: 'NY' } },
      { query: 'designer consignment miami', expected: { store: 'miami-designer-consignment-miami' } },
      { query: 'clothing consignment atlanta', expected: { city: 'Atlanta', state: 'GA' } },
      { query: 'huntington beach furniture', expected: { store: 'huntington-beach-furniture-consignment-huntington-beach' } },
      { query: 'denver antiques', expected: { store: 'denver-antiques-and-consignment-denver' } },
    ],
  },
  {
    kind: 'a ZIP code: its stores first, then the nearest',
    cases: [
      { query: 'consignment 75202', expected: { zip: '75202' } },
      { query: '90012', expected: { zip: '90012' } },
      { query: 'thrift 98122', expected: { zip: '98122' } },
      { query: '10014', expected: { store: 'janis-consignment-closet-new-york' } },
      { query: 'resale shop 98122', expected: { store: 'ivory-thrift-and-consignment-seattle' } },
      { query: 'resale 92134', expected: { store: 'boyles-consignment-boutique-san-diego' } },
    ],
  },
  {
    kind: 'a city or a state by name',
    cases: [
      { query: 'glen burnie', expected: { city: 'Glen Burnie', state: 'MD' } },
      { query: 'Portland, OR', expected: { city: 'Portland', state: 'OR' } },
      { query: 'austin texas', expected: { city: 'Austin', state: 'TX' } },
      { query: 'new york', expected: { city: 'New York', state: 'NY' } },
      { query: 'san francisco', expected: { city: 'San Francisco', state: 'CA' } },
      { query: 'atlanta', expected: { city: 'Atlanta', state: 'GA' } },
      { query: 'seattle wa', expected: { city: 'Seattle', state: 'WA' } },
    ],
  },
  {
    kind: 'with filters',
    cases: [
      { query: 'ivory', params: { features: 'sellJewelry' }, expected: { store: 'ivory-thrift-and-consignment-seattle' } },
      { query: 'janis closet', params: { state: 'NY' }, expected: { store: 'janis-consignment-closet-new-york' } },
      { query: 'denver antiques', params: { features: 'sellAntiques' }, expected: { store: 'denver-antiques-and-consignment-denver' } },
      { query: 'furniture', params: { state: 'ND' }, expected: { store: 'adams-lane-furniture-and-decor-minot' } },
      { query: 'huntington beach', params: { features: 'sellFurniture,sellJewelry' }, expected: { city: 'Huntington Beach', state: 'CA' } },
    ],
  },
];

/** The issue's suggestions: a city typed with its state, a ZIP code being typed, a prefix two places share. */
export const SUGGESTION_CASES: SuggestionCase[] = [
  { text: 'chicago il', expected: { name: 'Chicago', stateAbbreviation: 'IL' } },
  { text: 'chicago, illinois', expected: { name: 'Chicago', stateAbbreviation: 'IL' } },
  { text: '7520', expected: { name: 'Dallas', stateAbbreviation: 'TX' } },
  { text: 'portl', expected: { name: 'Portland', stateAbbreviation: 'OR' } },
  { text: 'portland me', expected: { name: 'Portland', stateAbbreviation: 'ME' } },
  { text: 'st louis', expected: { name: 'St. Louis', stateAbbreviation: 'MO' } },
  { text: 'saint pete', expected: { name: 'St. Petersburg', stateAbbreviation: 'FL' } },
  { text: 'ft wor', expected: { name: 'Fort Worth', stateAbbreviation: 'TX' } },
  { text: 'charleston west virginia', expected: { name: 'Charleston', stateAbbreviation: 'WV' } },
  { text: 'chiag', expected: { name: 'Chicago', stateAbbreviation: 'IL' } },
  { text: 'houto', expected: { name: 'Houston', stateAbbreviation: 'TX' } },
  { text: 'brokl', expected: { name: 'Brooklyn', stateAbbreviation: 'NY' } },
  { text: 'phoni', expected: { name: 'Phoenix', stateAbbreviation: 'AZ' } },
  { text: 'san an', expected: { name: 'San Antonio', stateAbbreviation: 'TX' } },
];

/** Why a suggestion case failed, or null when the first city suggested is the expected one (and no store comes from elsewhere first). */
export function judgeSuggestions(suggestions: SearchSuggestions, expected: SuggestionCase['expected']): string | null {
  const first = suggestions.cities[0];
  if (first?.name === expected.name && first.stateAbbreviation === expected.stateAbbreviation) return null;
  return `first city suggested is not ${expected.name}, ${expected.stateAbbreviation}: ${suggestions.cities.map((city) => `${city.name}, ${city.stateAbbreviation}`).join('; ')}`;
}

/** Why a case failed, or null when the first five results are what was meant. */
export function judgeRelevance(stores: SearchResultStore[], expected: Expected): string | null {
  const top = stores.slice(0, 5);
  const seen = top.map((store) => `${store.slug} (${store.city}, ${store.stateAbbreviation} ${store.zipCode})`).join('; ');
  if ('store' in expected) {
    if (expected.first) return top[0]?.slug === expected.store ? null : `${expected.store} not first: ${seen}`;
    return top.some((store) => store.slug === expected.store) ? null : `${expected.store} not in the top 5: ${seen}`;
  }
  const fits = (store: SearchResultStore) =>
    'zip' in expected ? store.zipCode.startsWith(expected.zip) : store.city === expected.city && store.stateAbbreviation === expected.state;
  const firstElsewhere = top.findIndex((store) => !fits(store));
  const ok = top.length > 0 && fits(top[0]!) && (firstElsewhere === -1 || !top.slice(firstElsewhere).some(fits));
  return ok ? null : `top 5 not led by ${JSON.stringify(expected)}: ${seen}`;
}
