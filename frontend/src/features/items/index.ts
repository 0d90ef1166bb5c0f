/** Shop the racks: what other features and pages use of the items. */
export { ItemCard } from './components/item-card';
export { ItemsSearchForm } from './components/items-search-form';
export { ItemsError, ItemsResultsList, ItemsResultsSkeleton } from './components/items-results';
export { ShopTheRacksLink } from './components/shop-the-racks-link';
export { StoreRack } from './components/store-rack';
export { searchItemsQueryOptions, useSearchItems } from './api/search-items';
export { storeItemsQueryOptions } from './api/get-store-items';
