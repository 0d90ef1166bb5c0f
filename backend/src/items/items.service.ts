import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CitiesService } from '../cities/cities.service';
import { zipCodePlace } from '../common/places/zip-codes';
import { NEAR_ME_RADIUS_MILES } from '../contracts/search.contract';
import { ITEMS_PAGE_SIZE, itemsCountedUpTo, STORE_RACK_SIZE, type ItemResult, type ItemSearchResponse } from '../contracts/items.contract';
import { COMPLETIONS_MAX } from '../search/engine/search-terms';
import { PlaceNamesService } from '../search/place-names.service';
import type { PlaceNames } from '../search/query/place-names';
import { findUsState } from '../states/us-states';
import type { ItemsQuery } from './dto/items.query';
import { ItemRepository } from './item.repository';
import { WALK_ITEMS_MAX } from './item-search-sql';
import { itemTsQueries, readItemQuery, type ItemPlace } from './item-query';
import { mapItemRow, mapStoreItem } from './items.mapper';

/** A place results are measured from, where it is. */
interface LocatedPlace {
  lat: number;
  lng: number;
  name: string;
  stateAbbreviation: string;
  slug: string;
  stateSlug: string;
}

const NEAR_MESSAGE = 'near must name a city of the directory (such as austin-tx or "Austin, TX") or a ZIP code';

/** Shop the racks: items on sale in the directory's stores, by words, category, price and place. */
@Injectable()
export class ItemsService {
  constructor(
    private readonly items: ItemRepository,
    private readonly places: PlaceNamesService,
    private readonly cities: CitiesService,
  ) {}

  async search(query: ItemsQuery): Promise<ItemSearchResponse> {
    if (query.min !== undefined && query.max !== undefined && query.min > query.max)
      throw new BadRequestException('min must not be more than max');
    const places = await this.places.current();
    const reading = readItemQuery(query.q ?? '', query.near ?? '', places);
    if (query.near?.trim() && reading.place === null) throw new BadRequestException(NEAR_MESSAGE);
    const [place, terms] = await Promise.all([
      reading.place ? this.locate(reading.place, places) : null,
      reading.words.length > 0 ? this.items.readTerms(reading.words, COMPLETIONS_MAX) : [],
    ]);
    if (query.near?.trim() && place === null) throw new BadRequestException(NEAR_MESSAGE);

    const { rows, total, openNowTotal } = await this.items.search({
      words: itemTsQueries(terms),
      category: query.category ?? null,
      minCents: query.min === undefined ? null : query.min * 100,
      maxCents: query.max === undefined ? null : query.max * 100,
      near: place ? { lat: place.lat, lng: place.lng, miles: NEAR_ME_RADIUS_MILES } : null,
      openAt: query.open === '1' ? new Date() : null,
      offset: (query.page - 1) * ITEMS_PAGE_SIZE,
      limit: ITEMS_PAGE_SIZE,
      countUpTo: itemsCountedUpTo(query.page),
      walkUpTo: WALK_ITEMS_MAX,
    });
    return {
      items: rows.map(mapItemRow),
      total,
      openNowTotal,
      page: query.page,
      perPage: ITEMS_PAGE_SIZE,
      place: place && { name: place.name, stateAbbreviation: place.stateAbbreviation, slug: place.slug, stateSlug: place.stateSlug },
      text: reading.words.join(' '),
    };
  }

  /** A store's newest items on sale (its page's "On the racks now"); none for a slug that names no open store. */
  async newestOfStore(storeSlug: string): Promise<ItemResult[]> {
    return (await this.items.listNewest(storeSlug, STORE_RACK_SIZE)).map(mapStoreItem);
  }

  /**
   * Where a place is: a city's centre, or a ZIP code's; null for one the directory does not know. A
   * city among the places in memory is found there; another (one without stores now, or listed within
   * the minute) is read.
   */
  private async locate(place: ItemPlace, places: PlaceNames): Promise<LocatedPlace | null> {
    if (place.kind === 'zip') {
      const zip = zipCodePlace(place.zipCode);
      const state = zip && findUsState(zip.state);
      if (!zip || !state || zip.latitude === null || zip.longitude === null) return null;
      return {
        lat: zip.latitude,
        lng: zip.longitude,
        name: `${zip.city} ${zip.zip}`,
        stateAbbreviation: state.abbreviation,
        slug: zip.zip,
        stateSlug: state.slug,
      };
    }
    const known = places.bySlug(place.stateSlug, place.citySlug);
    if (known) {
      const { latitude: lat, longitude: lng, name, stateAbbreviation, slug, stateSlug } = known;
      return lat === null || lng === null ? null : { lat, lng, name, stateAbbreviation, slug, stateSlug };
    }
    const city = await this.cities.getBySlugs(place.stateSlug, place.citySlug).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!city || city.latitude === null || city.longitude === null) return null;
    return {
      lat: city.latitude,
      lng: city.longitude,
      name: city.name,
      stateAbbreviation: city.state.abbreviation,
      slug: city.slug,
      stateSlug: city.state.slug,
    };
  }
}
