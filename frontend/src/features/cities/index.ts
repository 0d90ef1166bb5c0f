/** What other features use of the cities. */
export { NearbyCitiesSection } from './components/nearby-cities-section';
