import type { SearchFilter } from '../../contracts/api.contract';
import type { StoreSummarySource } from '../../stores/stores.mapper';
import type { SearchText } from '../query/search-text';

/** One search as SQL sees it: what to match, what must hold, and which slice to return. */
export interface StoreSearch {
  text: SearchText;
  /** The text as typed (filler words kept), which a store's whole name, or its start, may be. */
  name: string;
  /** A house number and its street's words, whose store comes first. */
  address: { number: string; street: string } | null;
  features: SearchFilter[];
  /** States the results must be in (the state filter, a state named at the end of the text). */
  stateSlugs: string[];
  near: { lat: number; lng: number } | null;
  /** A ZIP code the text gave (`near` is its centre): its stores first, then the nearest. */
  zipFirst: ZipArea | null;
  limit: number;
  offset: number;
}

/** A result: the store with its city and state, and its distance in miles from the place searched near. */
export interface SearchRow {
  store: StoreSummarySource;
  distance: number | null;
}

/** A state's matches of a search, and how many of them have each flag. */
export type FacetRow = { state: string; total: number } & Record<SearchFilter, number>;

/** A ZIP code's stores: their centre, and the miles from it to the farthest of them. */
export interface ZipArea {
  zip: string;
  centre: { lat: number; lng: number };
  miles: number;
}
