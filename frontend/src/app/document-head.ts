import { headElements, type HeadElement, type PageHead } from '@contracts/page-head';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { getCustomMetaDescription } from '@/features/meta/api/get-meta-description';
import { useSite } from '@/lib/site-context';
import { pageOutcome, pageReader } from './page-outcome';
import type { PageHandle } from './routes';

/** Every tag the server or the app wrote for the page's head carries this attribute. */
const MANAGED = 'data-page-head';

function createElement(element: Exclude<HeadElement, { kind: 'title' }>): HTMLElement {
  switch (element.kind) {
    case 'meta': {
      const meta = document.createElement('meta');
      meta.setAttribute(element.attribute, element.key);
      meta.setAttribute('content', element.content);
      return meta;
    }
    case 'link': {
      const link = document.createElement('link');
      link.rel = element.rel;
      link.href = element.href;
      return link;
    }
    case 'json-ld': {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(element.data);
      return script;
    }
  }
}

function applyHead(elements: HeadElement[]): void {
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((element) => element.remove());
  for (const element of elements) {
    if (element.kind === 'title') {
      document.title = element.text;
      continue;
    }
    const node = createElement(element);
    node.setAttribute(MANAGED, '');
    document.head.append(node);
  }
}

function setDescription(description: string): void {
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
    document.head.querySelector(selector)?.setAttribute('content', description);
  }
}

/**
 * Sets the page's title, description, canonical link, social tags and structured data from the same
 * function the server used, then looks for an operator's custom description (spec section 4).
 * `null` keeps the head as it is (the server's, or the previous page's while this one's data loads).
 */
function useDocumentHead(head: PageHead | null): void {
  const site = useSite();
  const key = head ? JSON.stringify(head) : null;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!head || key === applied.current) return;
    applied.current = key;
    applyHead(headElements(head, site));
    const controller = new AbortController();
    void getCustomMetaDescription(head.path, controller.signal).then((custom) => {
      if (custom) setDescription(custom);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `head`: the effect runs when the head's content changes
  }, [key, site]);
}

/** Nothing to listen to: the head of the page the server sent needs no query. */
const unsubscribed = () => () => undefined;

/**
 * The head of the page on screen, from its entry in the page table and what its queries hold, once the
 * visitor has left the page the server sent (whose head the server wrote, with the same data): after
 * each navigation, and as its data arrives. Until then nothing is read on the query cache's events,
 * which are many while the first page hydrates. Rendered once, in the layout.
 */
export function PageDocumentHead() {
  const site = useSite();
  const queryClient = useQueryClient();
  const params = useParams();
  const { pathname, search, key } = useLocation();
  const page = (useMatches().at(-1)?.handle as PageHandle | undefined)?.page;
  // Back on the first page after a navigation, the head is the previous page's: from then on, always read.
  const where = `${key} ${pathname}${search}`;
  const [first] = useState(where);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && where !== first) setNavigated(true);
  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]);
  // The head as text: a snapshot that stays equal while the head does.
  const headOf = () => {
    if (!page || !navigated) return null;
    const read = pageReader(queryClient, { params, searchParams: new URLSearchParams(search), pathname, site });
    const { head } = pageOutcome(page, read, queryClient);
    return head ? JSON.stringify(head) : null;
  };
  const head = useSyncExternalStore(navigated ? subscribe : unsubscribed, headOf, headOf);
  useDocumentHead(head ? (JSON.parse(head) as PageHead) : null);
  return null;
}
