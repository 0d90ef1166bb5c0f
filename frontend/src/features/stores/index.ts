/** What other features use of the stores. */
export { StoreAddress } from './components/store-address';
export { StoreCard, storeCardAnchor } from './components/store-card';
export { ReviewCount } from './components/review-count';
export { ownerPhotoAlt, StorePhoto } from './components/store-photo';
export { storeQueryOptions } from './api/get-store';
export { milesAway } from './components/closed-store-details';
