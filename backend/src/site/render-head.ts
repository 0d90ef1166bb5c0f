import escapeHtml from 'escape-html';
import type { HeadElement } from '../contracts/page-head';
import { serializeForScript } from '../contracts/site.contract';

/** The head elements as HTML; every tag but the title is marked so the app can replace it later. */
export function renderHeadElements(elements: HeadElement[]): string {
  return elements
    .map((element) => {
      switch (element.kind) {
        case 'title':
          return `<title>${escapeHtml(element.text)}</title>`;
        case 'meta':
          return `<meta ${element.attribute}="${escapeHtml(element.key)}" content="${escapeHtml(element.content)}" data-page-head>`;
        case 'link':
          return `<link rel="${element.rel}" href="${escapeHtml(element.href)}" data-page-head>`;
        case 'json-ld':
          return `<script type="application/ld+json" data-page-head>${serializeForScript(element.data)}</script>`;
      }
    })
    .join('\n    ');
}
