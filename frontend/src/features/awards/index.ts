/** What other features use of the awards. */
export { StoreAwardBadge } from './components/store-award-badge';
