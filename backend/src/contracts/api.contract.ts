/**
 * The public API's response shapes: the one source both the backend (which builds them) and the
 * frontend (which reads them) import. Type declarations only, so importing it costs nothing at run time.
 */
import type { ConsignmentTerms } from './consignment-terms';

/** Every error the API answers with. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export interface StateSummary {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
}

/** A store named in a state's guide: enough to link to its page. */
export interface StoreLink {
  slug: string;
  businessName: string;
  cityName: string;
  citySlug: string;
  stateSlug: string;
  numberOfReviews: number | null;
}

/** The editorial guide of a state page: the article, and the directory's own notable cities and stores. */
export interface StateGuide {
  /** A short descriptive phrase for the state, used in its meta description. */
  phrase: string;
  /** The article as HTML (rendered from the state's Markdown file, or the generic one). */
  html: string;
  /** The state's cities with the most stores. */
  notableCities: CityWithStoreCount[];
  /** A few of the state's stores with the most reviews. */
  localStores: StoreLink[];
}

/** `/api/states/:stateSlug`: the state with its number of cities (with stores) and stores, and its guide. */
export interface StateDetail extends StateSummary {
  cityCount: number;
  storeCount: number;
  guide: StateGuide;
}

export interface CitySummary {
  id: number;
  name: string;
  slug: string;
}

/** An entry of `/api/states/:stateSlug/cities`. */
export interface CityWithStoreCount extends CitySummary {
  storeCount: number;
}

/** `/api/states/:stateSlug/cities/:citySlug`. */
export interface CityDetail extends CitySummary {
  storeCount: number;
  latitude: number | null;
  longitude: number | null;
  state: StateSummary;
  /** The latest change to any of the city's stores (ISO 8601), for the page's 'Updated' badge. */
  updatedAt: string;
  /** Searches many visitors made that found its stores, the most visitors first (`PopularSearches`). */
  popularSearches: string[];
}

export const PRODUCT_FLAGS = [
  'sellFurniture',
  'sellClothes',
  'sellAntiques',
  'sellJewelry',
  'sellBooks',
  'sellGiftItems',
  'sellPremiumBrand',
  'sellMerchandise',
] as const;

export const QUALITY_FLAGS = ['wideSelection', 'cleanOrganized', 'pricing', 'friendlyEmployees'] as const;

export const STORE_FLAGS = [...PRODUCT_FLAGS, ...QUALITY_FLAGS] as const;

export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
export type QualityFlag = (typeof QUALITY_FLAGS)[number];
export type StoreFlag = (typeof STORE_FLAGS)[number];

/**
 * Search's and city pages' filters by consignment terms: takes furniture on consignment, pays the
 * seller at least CONSIGNOR_HALF_PERCENT of every sale in cash, takes items without an appointment.
 */
export const TERMS_FILTERS = ['consignsFurniture', 'paysHalf', 'walkInIntake'] as const;
export type TermsFilter = (typeof TERMS_FILTERS)[number];
/** 'Pays 50% or more': the least share of a sale a store's terms give the seller in cash. */
export const CONSIGNOR_HALF_PERCENT = 50;

/** Filters of the moment: the stores open now, each on its own clock and hours. */
export const TIME_FILTERS = ['openNow'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** Everything a search or a city's list can be narrowed to: the store's flags, its terms, open now. */
export const SEARCH_FILTERS = [...STORE_FLAGS, ...TERMS_FILTERS, ...TIME_FILTERS] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** A store as cards and lists show it. */
export type StoreSummary = {
  id: number;
  slug: string;
  businessName: string;
  address: string;
  /** The city's name. */
  city: string;
  /** The state's name. */
  state: string;
  stateAbbreviation: string;
  stateSlug: string;
  citySlug: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
  photo: string | null;
  numberOfReviews: number | null;
  seoDescription: string | null;
  latitude: number | null;
  longitude: number | null;
} & Record<StoreFlag, boolean>;

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One day of a store's generated opening hours; times are 24-hour 'HH:MM'. */
export interface OpeningHours {
  day: Weekday;
  open: string;
  close: string;
  isClosed: boolean;
}

export interface AwardStatus {
  isAwarded: boolean;
  awardTitle: string | null;
  awardYear: number | null;
}

/** A photo the store's owner uploaded. */
export interface StorePhoto {
  id: number;
  /** `/store-photos/<file>`: a WebP, at most 1600 px wide. */
  url: string;
  width: number;
  height: number;
}

/** `/api/stores/:storeSlug`. */
export type StoreDetail = StoreSummary & {
  cityId: number;
  updatedAt: string;
  hours: OpeningHours[];
  /** The store's IANA time zone ('America/New_York'): its hours are its local time there. */
  timeZone: string;
  award: AwardStatus;
  /** The generated 'About' text, several sentences. */
  about: string;
  /** True when `hours` are the owner's own, not generated. */
  ownHours: boolean;
  /** Photos its verified owner uploaded, in order (none: `photo`, or the drawn picture). */
  photos: StorePhoto[];
  /** A verified owner keeps this listing. */
  claimed: boolean;
  /** What consigning here pays, and how: imported, or its verified owner's; null where the store has published none here. */
  consignmentTerms: ConsignmentTerms | null;
};

/** `/api/states/:stateSlug/cities/:citySlug/stores`. */
export interface CityStores {
  stores: StoreSummary[];
  total: number;
}

/** An entry of `/api/cities/:cityId/nearby`. */
export interface NearbyCity {
  city: CitySummary;
  state: StateSummary;
  /** Miles from the asked city, one decimal. */
  distance: number;
  storeCount: number;
}

/** `/api/stats`. */
export interface DirectoryStats {
  stateCount: number;
  cityCount: number;
  storeCount: number;
  avgPerCity: number;
}

/** A store in search results; `distance` (miles, one decimal) only when searching near a place. */
export type SearchResultStore = StoreSummary & { distance?: number };

/** `/api/stores/search`. */
/** What the search boxes suggest as a visitor types (`GET /api/suggestions?query=`): each with the page it opens. */
export interface SearchSuggestions {
  stores: { name: string; city: string; stateAbbreviation: string; path: string }[];
  cities: { name: string; stateAbbreviation: string; storeCount: number; path: string }[];
  states: { name: string; path: string }[];
}

/**
 * How many results a search would have with each feature checked, and in each state (its state filter
 * aside): `GET /api/stores/search/facets`, with the search's own parameters. Counted over at most
 * `SEARCH_FACET_SCAN` matches: past that (`partial`), each count is "at least".
 */
export interface SearchFacets {
  features: Record<SearchFilter, number>;
  states: Record<string, number>;
  partial: boolean;
}

/** A city as a search's results name it: its name, state and page. */
export interface SearchPlace {
  name: string;
  stateAbbreviation: string;
  path: string;
}

/** How a search read its text: what the results page says it did with the words. */
export interface SearchReading {
  /** The words searched for: the text without "near me" and the words left out, places' nicknames read. */
  text: string;
  /** Words no store needed to hold ('best', 'near', 'used'): left out of what stores must match. */
  ignored: string[];
  /** Words read as others: a place's nickname ('nyc': 'new york ny'), a city typed as one word ('sandiego'). */
  rewritten: { from: string; to: string }[];
  /** The text asked for the visitor's own position ('near me'): the page asks for it, as Near me does. */
  nearMe: boolean;
}

/**
 * What a search showed when no store matched every word of its text (`SearchResults.fallback`):
 * - `fewer-words`: the stores matching the text without `dropped`;
 * - `place`: the stores of the place the text named (`place`), those that sell `products` when any do;
 * - `nearest`: the stores nearest that place.
 */
export interface SearchFallback {
  kind: 'fewer-words' | 'place' | 'nearest';
  dropped: string[];
  place: SearchPlace | null;
  products: ProductFlag[];
  /** The words searched instead ('antiques dallas'): `fewer-words`' text. */
  text: string;
}

/** What a search that found nothing offers instead: the names closest to its text, each a page. */
export interface SearchDidYouMean {
  cities: SearchPlace[];
  stores: { name: string; city: string; stateAbbreviation: string; path: string }[];
}

export interface SearchResults {
  stores: SearchResultStore[];
  reading: SearchReading;
  /** No store matched every word: what is shown instead (see `SearchFallback`). */
  fallback?: SearchFallback;
  /** Nothing at all was found: the closest names. */
  didYouMean?: SearchDidYouMean;
  /**
   * The city the text was read as naming, whose stores come first, and the other cities of its name
   * (the most stores first): "Long Beach, CA; also Long Beach in MS and NY". Absent when the text
   * names no city, or the results do not start there.
   */
  place?: { city: SearchPlace; also: SearchPlace[] };
  /** How many stores the search found; when `totalIsLowerBound`, at least this many. */
  total: number;
  totalPages: number;
  /** Present (true) when there are more results than were counted (see SEARCH_COUNT_STEP). */
  totalIsLowerBound?: true;
}

/** A store on the map: an entry of `GET /api/stores/map`, and the single stores of a map view. */
export interface StoreMapItem {
  id: number;
  businessName: string;
  address: string;
  /** The city's name. */
  city: string;
  /** The state's name. */
  state: string;
  latitude: number;
  longitude: number;
  stateSlug: string;
  citySlug: string;
  slug: string;
}

/** Stores drawn as one marker at this zoom. */
export interface StoreMapCluster {
  latitude: number;
  longitude: number;
  /** How many stores it stands for. */
  count: number;
  /** The zoom at which it splits into smaller clusters or single stores: clicking it zooms there. */
  expansionZoom: number;
}

/** `GET /api/stores/map?bbox=&zoom=`: the clusters and single stores of one view. */
export interface StoreMapView {
  /** Stores with a place on the map in the whole directory (not only in this view). */
  total: number;
  clusters: StoreMapCluster[];
  stores: StoreMapItem[];
}

/** `GET /api/tools/inventory-tracker`: the spreadsheet's version and the real size of each file. */
export interface InventoryTrackerInfo {
  version: string;
  xlsxBytes: number;
  csvBytes: number;
}
