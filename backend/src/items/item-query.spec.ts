import { PlaceNames, type PlaceName } from '../search/query/place-names';
import { itemTsQueries, readItemQuery, readNearPlace, type ItemTerm } from './item-query';

const place = (name: string, slug: string, stateSlug: string, stateAbbreviation: string, storeCount: number): PlaceName => ({
  name,
  slug,
  stateSlug,
  stateAbbreviation,
  storeCount,
  latitude: null,
  longitude: null,
});
const PLACES = new PlaceNames([
  place('Austin', 'austin', 'texas', 'TX', 40),
  place('San Antonio', 'san-antonio', 'texas', 'TX', 35),
  place('Chicago', 'chicago', 'illinois', 'IL', 60),
  place('New York', 'new-york', 'new-york', 'NY', 80),
  place('Portland', 'portland', 'oregon', 'OR', 30),
  place('Portland', 'portland', 'maine', 'ME', 8),
  place('Bell', 'bell', 'california', 'CA', 3),
  place('Dresser', 'dresser', 'wisconsin', 'WI', 1),
  place('Franklin', 'franklin', 'tennessee', 'TN', 2),
  place('Franklin', 'franklin-2', 'tennessee', 'TN', 9),
]);
const city = (citySlug: string, stateSlug: string) => ({ kind: 'city', citySlug, stateSlug });

describe('readItemQuery: what an item search asks, and where', () => {
  it('reads a city at the end of the text, with its state or not, and leaves the words between out', () => {
    expect(readItemQuery('dresser austin tx', '', PLACES)).toEqual({ words: ['dresser'], place: city('austin', 'texas') });
    expect(readItemQuery('mid century dresser in Austin', '', PLACES)).toEqual({
      words: ['mid', 'century', 'dresser'],
      place: city('austin', 'texas'),
    });
    expect(readItemQuery('coach bags near san antonio', '', PLACES)).toEqual({
      words: ['coach', 'bags'],
      place: city('san-antonio', 'texas'),
    });
    expect(readItemQuery('lamps portland me', '', PLACES).place).toEqual(city('portland', 'maine'));
    expect(readItemQuery('lamps nyc', '', PLACES)).toEqual({ words: ['lamps'], place: city('new-york', 'new-york') });
  });

  it('keeps a kind of item or a misspelt word as what is sought, not a town of its name', () => {
    expect(readItemQuery('dresser', '', PLACES)).toEqual({ words: ['dresser'], place: null });
    expect(readItemQuery('belt', '', PLACES)).toEqual({ words: ['belt'], place: null });
    expect(readItemQuery('belt bell ca', '', PLACES)).toEqual({ words: ['belt'], place: city('bell', 'california') });
    expect(readItemQuery('leather belt', '', PLACES)).toEqual({ words: ['leather', 'belt'], place: null });
    expect(readItemQuery('leather chciago il', '', PLACES).place).toEqual(city('chicago', 'illinois'));
  });

  it('reads a known ZIP code as the place, and leaves an unknown number among the words', () => {
    expect(readItemQuery('coach bag 60601', '', PLACES)).toEqual({ words: ['coach', 'bag'], place: { kind: 'zip', zipCode: '60601' } });
    expect(readItemQuery('coach bag 00000', '', PLACES).place).toBeNull();
  });

  it('takes the place `near` names before any in the text', () => {
    expect(readItemQuery('dresser austin', 'chicago-il', PLACES)).toEqual({
      words: ['dresser', 'austin'],
      place: city('chicago', 'illinois'),
    });
  });
});

describe('readNearPlace: a place as `near` names it', () => {
  it('reads the site’s city slug, a ZIP code, or a city’s name as typed, a typo forgiven', () => {
    expect(readNearPlace('austin-tx', PLACES)).toEqual(city('austin', 'texas'));
    expect(readNearPlace('san-antonio-tx', PLACES)).toEqual(city('san-antonio', 'texas'));
    expect(readNearPlace('78701', PLACES)).toEqual({ kind: 'zip', zipCode: '78701' });
    expect(readNearPlace('Austin, TX', PLACES)).toEqual(city('austin', 'texas'));
    expect(readNearPlace('chciago', PLACES)).toEqual(city('chicago', 'illinois'));
    expect(readNearPlace('Portland, Maine', PLACES)).toEqual(city('portland', 'maine'));
  });

  it('takes a city slug the directory holds as the city it names, not a namesake of more stores', () => {
    expect(readNearPlace('franklin-tn', PLACES)).toEqual(city('franklin', 'tennessee'));
    expect(readNearPlace('franklin-2-tn', PLACES)).toEqual(city('franklin-2', 'tennessee'));
    expect(readNearPlace('Franklin, TN', PLACES)).toEqual(city('franklin-2', 'tennessee'));
  });

  it('names nothing for a place the directory does not know', () => {
    expect(readNearPlace('atlantis', PLACES)).toBeNull();
    expect(readNearPlace('', PLACES)).toBeNull();
  });
});

describe('itemTsQueries: an item search as the items’ documents are matched', () => {
  const word = (text: string, lexeme: string | null, completions: string[] | null = null) => ({ word: text, lexeme, completions });
  const anywhere = (terms: ItemTerm[]) => itemTsQueries(terms)?.anywhere;

  it('asks every word by its stem, and the last by each of its completions', () => {
    expect(anywhere([word('walnut', 'walnut'), word('dressers', 'dresser', ['dresser'])])).toBe("'walnut' & 'dresser'");
    expect(anywhere([word('coa', 'coa', ['coat', 'coach', 'coaster'])])).toBe("('coat' | 'coach' | 'coaster')");
  });

  it('leaves stop words out, but completes one typed last', () => {
    expect(anywhere([word('with', null), word('jeans', 'jean', ['jean'])])).toBe("'jean'");
    expect(anywhere([word('boots', 'boot'), word('over', null, ['overal', 'overcoat'])])).toBe("'boot' & ('overal' | 'overcoat')");
  });

  it('asks a last word no item’s lexeme starts with by its stem, so that nothing matches; such a stop word is left out', () => {
    expect(anywhere([word('zzyzx', 'zzyzx', [])])).toBe("'zzyzx'");
    expect(anywhere([word('boots', 'boot'), word('it', null, [])])).toBe("'boot'");
    expect(itemTsQueries([word('it', null, [])])).toBeNull();
  });

  it('asks the same words in the title, each lexeme with the title’s weight', () => {
    expect(itemTsQueries([word('walnut', 'walnut'), word('coa', 'coa', ['coat', 'coach'])])).toEqual({
      anywhere: "'walnut' & ('coat' | 'coach')",
      inTitle: "'walnut':A & ('coat':A | 'coach':A)",
    });
  });

  it('asks any item of no word', () => {
    expect(itemTsQueries([])).toBeNull();
  });
});
