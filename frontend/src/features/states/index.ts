/** What other features use of the states. */
export { stateCitiesQueryOptions } from './api/get-state-cities';
export { useStates } from './api/get-states';
