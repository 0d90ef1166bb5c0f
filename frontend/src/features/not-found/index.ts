/** The not-found feature's public entry: the screen of a page, state, city or store that is not there. */
export { NotFoundScreen } from './components/not-found-screen';
