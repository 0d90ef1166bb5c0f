/** What other features use of the directory's statistics. */
export { useStats } from './api/get-stats';
