import { findUsState } from '../../states/us-states';
import { PlaceNames } from './place-names';
import { understandQuery } from './understand-query';

const names = new PlaceNames(
  [
    ['San Antonio', 'TX', 900],
    ['San Diego', 'CA', 800],
    ['New York', 'NY', 1000],
    ['Los Angeles', 'CA', 1100],
    ['Newport', 'RI', 10],
    ['New Port', 'FL', 2],
  ].map(([name, state, storeCount]) => ({
    name: name as string,
    slug: String(name).toLowerCase().replace(/ /g, '-'),
    stateSlug: findUsState(String(state))!.slug,
    stateAbbreviation: state as string,
    storeCount: storeCount as number,
    latitude: null,
    longitude: null,
  })),
);
const read = (text: string) => understandQuery(text, names);

describe('reading what a search asks', () => {
  it.each([
    ['consignment stores near chicago il', 'consignment stores chicago il', ['near']],
    ['furniture consignment near dallas tx', 'furniture consignment dallas tx', ['near']],
    ['best consignment store in dallas', 'consignment store in dallas', ['best']],
    ['used furniture austin', 'furniture austin', ['used']],
    ['consignment near 75201', 'consignment 75201', ['near']],
    ['Top 10 thrift shops in Houston, TX', '10 thrift shops in houston, tx', ['top']],
    ['elmos boutique', 'elmos boutique', []],
  ])('%j: stores must hold %j; no store needs %j', (text, words, ignored) => {
    expect(read(text)).toMatchObject({ text: words, ignored, nearMe: false });
  });

  it('keeps a state code at the end, and the words text search leaves out itself', () => {
    expect(read('fort wayne in').text).toBe('fort wayne in');
    expect(read('portland me').text).toBe('portland me');
    expect(read('the velvet chaise')).toMatchObject({ text: 'the velvet chaise', ignored: [] });
  });

  it('keeps the words of a text that is only filler: they are what was asked for', () => {
    expect(read('Best Used')).toMatchObject({ text: 'best used', ignored: [] });
  });

  it('reads "near me" as the visitor’s position, anywhere; "nearby" and "by me" only at the end', () => {
    expect(read('consignment stores near me')).toMatchObject({ text: 'consignment stores', nearMe: true, ignored: [] });
    expect(read('thrift shops nearby')).toMatchObject({ text: 'thrift shops', nearMe: true });
    expect(read('near me furniture')).toMatchObject({ text: 'furniture', nearMe: true });
    expect(read('nearby antiques')).toMatchObject({ text: 'antiques', nearMe: false, ignored: ['nearby'] });
    expect(read('near me')).toMatchObject({ text: '', nearMe: true });
  });

  it('reads a many-word city typed as one word, and a place by its nickname', () => {
    expect(read('sanantonio')).toMatchObject({ text: 'san antonio', rewritten: [{ from: 'sanantonio', to: 'san antonio' }] });
    expect(read('thrift losangeles')).toMatchObject({ text: 'thrift los angeles' });
    expect(read('newyork').text).toBe('new york');
    // A one-word city is a word of its own, not another city's words run together.
    expect(read('newport').text).toBe('newport');
    expect(read('nyc')).toMatchObject({ text: 'new york ny', rewritten: [{ from: 'nyc', to: 'new york ny' }] });
    expect(read('sf vintage').text).toBe('san francisco ca vintage');
    expect(read('philly').text).toBe('philadelphia pa');
    expect(read('vegas consignment').text).toBe('las vegas nv consignment');
    // A nickname already inside the name it stands for is the name.
    expect(read('las vegas nm')).toMatchObject({ text: 'las vegas nm', rewritten: [] });
    expect(read('north las vegas').text).toBe('north las vegas');
    expect(read('new york city thrift').text).toBe('new york ny thrift');
  });

  it('reads a house number before street words as an address, not a ZIP code', () => {
    expect(read('66643 dogwood ln new york')).toMatchObject({ address: { number: '66643', street: 'dogwood ln' }, text: 'new york' });
    expect(read('12 n main st')).toMatchObject({ address: { number: '12', street: 'n main st' }, text: '' });
    expect(read('consignment 75201').address).toBeNull();
    expect(read('store 24 main').address).toBeNull();
  });

  it('names the products its words ask for, by the stores’ own words for them', () => {
    expect(read('vintage clothing austin').products).toEqual(['sellAntiques', 'sellClothes']);
    expect(read('antique furniture').products).toEqual(['sellAntiques', 'sellFurniture']);
    expect(read('designer handbags').products).toEqual(['sellPremiumBrand']);
    expect(read('kids consignment').products).toEqual([]);
  });
});
