import { INITIAL_STATE_ELEMENT_ID, serializeForScript } from '@contracts/site.contract';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { reviveApiError } from '@/lib/api-client';
import type { SiteSettings } from '@/lib/site-context';

/**
 * What the server puts into the page beside its HTML, for the browser to carry on from: the site's
 * settings, the query cache the page was rendered from (answers and errors alike), and the router's
 * state. JSON in a `<script type="application/json">`, which no browser runs (the Content-Security-Policy
 * allows no inline script).
 */
export interface PageState {
  settings: SiteSettings;
  queries: DehydratedState;
  router: HydrationState;
}

/** The page state as the script element's text. */
export function writePageState(settings: SiteSettings, queryClient: QueryClient, router: HydrationState): string {
  const state: PageState = { settings, queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }), router };
  return serializeForScript(state);
}

/** The page state the server sent, or null (a page of the Vite development server, rendered in the browser alone). */
export function readPageState(): PageState | null {
  const text = document.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/** Fills the browser's query cache with the server's, errors made API errors again (JSON keeps only their fields). */
export function restoreQueries(queryClient: QueryClient, queries: DehydratedState): void {
  hydrate(queryClient, queries);
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.error != null) query.setState({ error: reviveApiError(query.state.error) as Error });
  }
}
