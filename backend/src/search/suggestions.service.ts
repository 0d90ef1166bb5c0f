import { Injectable } from '@nestjs/common';
import type { SearchDidYouMean, SearchSuggestions } from '../contracts/api.contract';
import { cityPath, statePath, storePath } from '../contracts/page-paths';
import { SUGGESTIONS_MIN_LENGTH, SUGGESTIONS_PER_KIND } from '../contracts/search.contract';
import { US_STATES } from '../states/us-states';
import { SuggestionsRepository, type SuggestedStore } from './engine/suggestions.repository';
import { PlaceNamesService } from './place-names.service';
import type { PlaceName } from './query/place-names';
import { normalizeSearchText } from './query/search-text';
import { SearchSlots } from './search-slots';

/** Names offered by 'Did you mean' when a search finds nothing, of each kind. */
const DID_YOU_MEAN_PER_KIND = 3;

const storeLink = (store: SuggestedStore) => ({
  name: store.name,
  city: store.city,
  stateAbbreviation: store.stateAbbreviation,
  path: storePath(store),
});

/**
 * What the search boxes suggest as a visitor types, and what a search that found nothing offers: the
 * states from their list, the cities from the directory's places in memory (`PlaceNames`: typos
 * forgiven while typing, many-word names from their first letters), the stores from the database.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly placeNames: PlaceNamesService,
    private readonly slots: SearchSlots,
  ) {}

  /**
   * Suggestions for a search box: states whose name or code starts with the text, then cities and
   * stores, each with the page it opens. Nothing under two characters; 3 to 5 digits, the cities and
   * stores of the ZIP codes they start.
   */
  async suggestions(raw: string): Promise<SearchSuggestions> {
    const text = normalizeSearchText(raw);
    if (text.length < SUGGESTIONS_MIN_LENGTH) return { stores: [], cities: [], states: [] };
    const states = US_STATES.filter((state) => state.name.toLowerCase().startsWith(text) || state.abbreviation.toLowerCase() === text)
      .slice(0, SUGGESTIONS_PER_KIND)
      .map((state) => ({ name: state.name, path: statePath(state.slug) }));
    if (/^\d{3,5}$/.test(text)) {
      const { stores, cities } = await this.slots.run(() => this.repository.zipSuggestions(text, SUGGESTIONS_PER_KIND));
      return { stores: stores.map(storeLink), cities: cities.map(cityLink), states };
    }
    const cities = (await this.placeNames.current()).suggest(text, SUGGESTIONS_PER_KIND);
    const stores = await this.slots.run(() => this.repository.storeSuggestions(text, SUGGESTIONS_PER_KIND));
    return { stores: stores.map(storeLink), cities: cities.map(cityLink), states };
  }

  /** 'Did you mean': the cities and stores whose names are closest to a text that found nothing. */
  async didYouMean(text: string): Promise<SearchDidYouMean> {
    const cities = (await this.placeNames.current()).closest(text, DID_YOU_MEAN_PER_KIND);
    const stores = await this.slots.run(() => this.repository.closestStores(text, DID_YOU_MEAN_PER_KIND));
    return {
      cities: cities.map((city) => ({
        name: city.name,
        stateAbbreviation: city.stateAbbreviation,
        path: cityPath(city.stateSlug, city.slug),
      })),
      stores: stores.map(storeLink),
    };
  }
}

function cityLink(city: Pick<PlaceName, 'name' | 'stateAbbreviation' | 'storeCount' | 'stateSlug' | 'slug'>) {
  return {
    name: city.name,
    stateAbbreviation: city.stateAbbreviation,
    storeCount: city.storeCount,
    path: cityPath(city.stateSlug, city.slug),
  };
}
