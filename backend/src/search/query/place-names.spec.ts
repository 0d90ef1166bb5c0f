import { findUsState } from '../../states/us-states';
import { oneTypoApart, PlaceNames } from './place-names';

const place = (name: string, state: string, storeCount: number) => ({
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  stateSlug: findUsState(state)!.slug,
  stateAbbreviation: state,
  storeCount,
  latitude: null,
  longitude: null,
});
const names = new PlaceNames([
  place('Chicago', 'IL', 120),
  place('Chicago Heights', 'IL', 4),
  place('Houston', 'TX', 110),
  place('Brooklyn', 'NY', 60),
  place('Phoenix', 'AZ', 90),
  place('San Antonio', 'TX', 80),
  place('San Angelo', 'TX', 6),
  place('Santa Ana', 'CA', 20),
  place('Portland', 'OR', 50),
  place('Portland', 'ME', 8),
  place('St. Louis', 'MO', 40),
  place('St. Petersburg', 'FL', 30),
  place('Fort Worth', 'TX', 45),
  place('Des Moines', 'IA', 25),
]);
const suggested = (text: string) => names.suggest(text, 5).map((city) => `${city.name}, ${city.stateAbbreviation}`);

describe('the directory’s places, as search boxes and readings ask', () => {
  it('counts one typo: a letter more, less or other, or two neighbours swapped', () => {
    expect(oneTypoApart('chicago', 'chciago')).toBe(true);
    expect(oneTypoApart('chicago', 'chicgo')).toBe(true);
    expect(oneTypoApart('chicago', 'chicagoo')).toBe(true);
    expect(oneTypoApart('chicago', 'chicaga')).toBe(true);
    expect(oneTypoApart('chicago', 'chiacgo')).toBe(true);
    expect(oneTypoApart('chicago', 'chiagco')).toBe(false);
    expect(oneTypoApart('chicago', 'chcgo')).toBe(false);
    // At either end, and not at all.
    expect(oneTypoApart('chicago', 'chicaog')).toBe(true);
    expect(oneTypoApart('chicago', 'hicago')).toBe(true);
    expect(oneTypoApart('chicago', 'xhicago')).toBe(true);
    expect(oneTypoApart('chicago', 'chicago')).toBe(true);
    expect(oneTypoApart('chicago', 'chicagox')).toBe(true);
    expect(oneTypoApart('chicago', 'chicaxox')).toBe(false);
    expect(oneTypoApart('chicago', 'ihcacgo')).toBe(false);
  });

  it.each([
    ['chiag', 'Chicago, IL'],
    ['houto', 'Houston, TX'],
    ['brokl', 'Brooklyn, NY'],
    ['phoni', 'Phoenix, AZ'],
  ])('suggests a city for %j, a word being typed with one letter missed', (text, first) => {
    expect(suggested(text)[0]).toBe(first);
  });

  it('completes a many-word city from the first letters of each word', () => {
    // Whole words before words typed in part: 'san' is San before Santa.
    expect(suggested('san an')).toEqual(['San Antonio, TX', 'San Angelo, TX', 'Santa Ana, CA']);
    expect(suggested('s a')[0]).toBe('San Antonio, TX');
    expect(suggested('ft wor')).toEqual(['Fort Worth, TX']);
    expect(suggested('saint pete')).toEqual(['St. Petersburg, FL']);
    expect(suggested('st louis')).toEqual(['St. Louis, MO']);
  });

  it('keeps to the state a text ends with, unless the whole text names a city as typed so far', () => {
    expect(suggested('portland me')).toEqual(['Portland, ME']);
    expect(suggested('chicago il')).toEqual(['Chicago, IL', 'Chicago Heights, IL']);
    expect(suggested('portl')).toEqual(['Portland, OR', 'Portland, ME']);
    expect(suggested('des mo')).toEqual(['Des Moines, IA']);
  });

  it('puts names as typed before those a typo away, then the most stores first', () => {
    expect(suggested('chica')).toEqual(['Chicago, IL', 'Chicago Heights, IL']);
    expect(names.suggest('x', 5)).toEqual([]);
  });

  it('splits a many-word city typed as one word, not a one-word one', () => {
    expect(names.spacedName('sanantonio')).toBe('san antonio');
    expect(names.spacedName('FortWorth')).toBe('fort worth');
    expect(names.spacedName('chicago')).toBeNull();
  });

  it('offers the closest names for a text that found nothing', () => {
    expect(names.closest('chicagp', 3).map((city) => city.name)).toEqual(['Chicago']);
    expect(names.closest('thrift in hustn', 3).map((city) => city.name)).toEqual(['Houston']);
    expect(names.closest('zzzzzz', 3)).toEqual([]);
  });
});
