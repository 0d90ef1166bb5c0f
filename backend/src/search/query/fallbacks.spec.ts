import { findUsState, type UsState } from '../../states/us-states';
import { fallbackSteps, type FallbackPlace } from './fallbacks';
import { understandQuery } from './understand-query';

const dallas: FallbackPlace = {
  name: 'Dallas',
  slug: 'dallas',
  stateSlug: 'texas',
  stateAbbreviation: 'TX',
  latitude: 32.78,
  longitude: -96.8,
};
const noRunTogether = { spacedName: () => null };
const knownWords = new Set(['furniture', 'velvet', 'dallas', 'chaise', 'golden', 'purple']);
const known = (word: string) => knownWords.has(word);
const steps = (text: string, place: FallbackPlace | null, rest: string[], state: UsState | null = null) =>
  fallbackSteps(understandQuery(text, noRunTogether), { place, rest, state }, known);

describe('what a search shows when no store matches every word', () => {
  it('drops the words the directory holds nowhere first, all at once, then one other word at a time from the last', () => {
    expect(steps('purple zorblax furniture dallas', dallas, ['purple', 'zorblax', 'furniture']).slice(0, 2)).toEqual([
      { kind: 'fewer-words', text: 'purple furniture dallas', dropped: ['zorblax'] },
      { kind: 'fewer-words', text: 'furniture dallas', dropped: ['zorblax', 'purple'] },
    ]);
  });

  it('never drops the place’s words nor a product’s, and then shows the place’s stores that sell the products', () => {
    const plan = steps('velvet furniture dallas', dallas, ['velvet', 'furniture']);
    expect(plan).toEqual([
      { kind: 'fewer-words', text: 'furniture dallas', dropped: ['velvet'] },
      { kind: 'place', place: dallas, products: ['sellFurniture'] },
      { kind: 'nearest', place: dallas, products: ['sellFurniture'] },
      { kind: 'place', place: dallas, products: [] },
      { kind: 'fewer-words', text: 'furniture', dropped: ['velvet', 'dallas'] },
    ]);
  });

  it('shows a named state’s stores when the text named no city', () => {
    const texas = findUsState('texas')!;
    expect(steps('zorblax texas', null, ['zorblax', 'texas'], texas)).toEqual([
      { kind: 'fewer-words', text: 'texas', dropped: ['zorblax'] },
      { kind: 'place', place: texas, products: [] },
    ]);
  });

  it('ends with the longest word the directory knows, alone; nothing for a text it knows no word of', () => {
    expect(steps('golden velvet chaise', null, ['golden', 'velvet', 'chaise']).at(-1)).toEqual({
      kind: 'fewer-words',
      text: 'chaise',
      dropped: ['golden', 'velvet'],
    });
    expect(steps('qqxzzyqq', null, ['qqxzzyqq'])).toEqual([]);
  });

  it('never searches only words every store holds', () => {
    expect(steps('zorblax consignment', null, ['zorblax', 'consignment'])).toEqual([]);
  });
});
