import type { SiteSettings } from '../src/contracts/page-render.contract';
import { INITIAL_STATE_ELEMENT_ID } from '../src/contracts/site.contract';

/** The page state as the HTML carries it (the web app's `PageState`): what these tests read of it. */
interface PageStateText {
  settings: SiteSettings;
  queries: { queries: Array<{ queryKey: [string, string]; state: { status: string; data?: unknown } }> };
}

/** The site's settings and the API's answers a page was rendered from, by their address; null without a page state. */
export function readPageState(html: string): { settings: SiteSettings; data: Record<string, unknown> } | null {
  const text = new RegExp(`<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (!text) return null;
  const state = JSON.parse(text) as PageStateText;
  const answered = state.queries.queries.filter((query) => query.state.status === 'success');
  return { settings: state.settings, data: Object.fromEntries(answered.map((query) => [query.queryKey[1], query.state.data])) };
}
