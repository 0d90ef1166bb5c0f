/** What other features use of the static pages. */
export { PageSection } from './components/static-page-layout';
