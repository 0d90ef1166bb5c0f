/** The search feature's public entry: the search box with suggestions, for the header and the home page. */
export { SearchBox } from './components/search-box';
