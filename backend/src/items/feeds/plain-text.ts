import { convert } from 'html-to-text';

/**
 * A feed's description as plain text: HTML (a Shopify product's `body_html`) read as a browser would
 * show it, without links' addresses or images, spaces collapsed, cut to `length` characters.
 */
export function plainText(html: string, length: number): string {
  const textOnly = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
  return textOnly.replace(/\s+/g, ' ').trim().slice(0, length);
}
