import { headElements, type PageHead } from '../contracts/page-head';
import { INITIAL_STATE_ELEMENT_ID, type SiteIdentity } from '../contracts/site.contract';
import { renderHeadElements } from './render-head';

/** The web app's HTML around the page's body: everything up to `#root`'s content, and after it. */
export interface PageShell {
  start: string;
  end: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The shell of the web app's `index.html` as Vite built it. */
export function pageShell(indexHtml: string, file: string): PageShell {
  const [start, end] = indexHtml.split(ROOT_ELEMENT);
  if (start === undefined || end === undefined) throw new Error(`${file} has no ${ROOT_ELEMENT}`);
  return { start: `${start}<div id="root">`, end: `</div>${end}` };
}

/** A page's document up to its body: the shell's head, with the page's own head elements in place of its title. */
export function documentStart(shell: PageShell, head: PageHead, site: SiteIdentity): string {
  const elements = renderHeadElements(headElements(head, site));
  return shell.start.replace(/<title>[^<]*<\/title>/, () => elements);
}

/** A page's document after its body: the page state (JSON the browser hydrates from), then the shell's end. */
export function documentEnd(shell: PageShell, state: string): string {
  return `</div>\n    <script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">${state}</script>${shell.end.slice('</div>'.length)}`;
}
