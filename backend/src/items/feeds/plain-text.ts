import { compile } from 'html-to-text';

/** HTML is read this deep at most (its elements within elements); deeper content is left out. */
const MAX_DEPTH = 50;

/** html-to-text's converter, made once (making it is most of a short description's cost). */
const toText = compile({
  wordwrap: false,
  limits: { maxDepth: MAX_DEPTH, maxInputLength: 20_000 },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
  ],
});

/**
 * A feed's description as plain text: HTML (a Shopify product's `body_html`) read as a browser would
 * show it, without links' addresses or images, spaces collapsed, cut to `length` characters.
 */
export function plainText(html: string, length: number): string {
  return toText(html).replace(/\s+/g, ' ').trim().slice(0, length);
}
