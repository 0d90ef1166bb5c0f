import { gunzipSync } from 'node:zlib';
import { SITEMAP_NAMESPACE, sitemapIndexXml, SitemapSplitter, type SitemapPart } from './sitemap-xml';

const SITE = 'https://directory.test';

const xmlOf = (part: SitemapPart) => gunzipSync(part.gzipped).toString('utf8');

async function split(paths: Array<[string, string | null]>, maxUrls: number): Promise<SitemapPart[]> {
  const parts: SitemapPart[] = [];
  const splitter = new SitemapSplitter(SITE, (part) => Promise.resolve(void parts.push(part)), maxUrls);
  for (const [path, lastmod] of paths) await splitter.add({ path, lastmod });
  expect(await splitter.finish()).toBe(parts.length);
  return parts;
}

describe('sitemap files', () => {
  it('writes a urlset in the sitemap namespace, each URL absolute, lastmod only where given', async () => {
    const [part] = await split(
      [
        ['/', null],
        ['/texas/austin', '2026-11-20T10:00:00Z'],
      ],
      50_000,
    );
    expect(xmlOf(part!)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<urlset xmlns="${SITEMAP_NAMESPACE}">\n` +
        '<url><loc>https://directory.test/</loc></url>\n' +
        '<url><loc>https://directory.test/texas/austin</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>\n' +
        '</urlset>\n',
    );
    expect(part).toMatchObject({ number: 1, urlCount: 2, lastmod: '2026-11-20T10:00:00Z' });
  });

  it('starts a new file at the limit, each knowing its latest lastmod', async () => {
    const parts = await split(
      [
        ['/a', '2026-01-02T00:00:00Z'],
        ['/b', '2026-03-01T00:00:00Z'],
        ['/c', null],
        ['/d', '2025-12-31T23:59:59Z'],
        ['/e', null],
      ],
      2,
    );
    expect(parts.map(({ number, urlCount, lastmod }) => ({ number, urlCount, lastmod }))).toEqual([
      { number: 1, urlCount: 2, lastmod: '2026-03-01T00:00:00Z' },
      { number: 2, urlCount: 2, lastmod: '2025-12-31T23:59:59Z' },
      { number: 3, urlCount: 1, lastmod: null },
    ]);
  });

  it('keeps every URL of a long file, in order, split at the limit', async () => {
    const paths = Array.from({ length: 2_345 }, (_, i): [string, string | null] => [`/store-${i}`, null]);
    const parts = await split(paths, 2_000);
    expect(parts.map((part) => part.urlCount)).toEqual([2_000, 345]);
    const locs = parts.flatMap((part) => [...xmlOf(part).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
    expect(locs).toEqual(paths.map(([path]) => SITE + path));
    for (const part of parts) expect(xmlOf(part)).toMatch(/^<\?xml [^\n]*\n<urlset [^\n]*>\n(<url>.*<\/url>\n)+<\/urlset>\n$/);
  });

  it('writes an empty urlset for an empty site rather than no file', async () => {
    const parts = await split([], 10);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.urlCount).toBe(0);
    expect(xmlOf(parts[0]!)).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n</urlset>\n`);
  });

  it('escapes what XML cannot hold in a loc', async () => {
    const [part] = await split([['/search?q=a&b=<c>', null]], 10);
    expect(xmlOf(part!)).toContain('<loc>https://directory.test/search?q=a&amp;b=&lt;c&gt;</loc>');
  });

  it('names the parts in an index, with their lastmod where known', () => {
    expect(
      sitemapIndexXml(SITE, [
        { number: 1, lastmod: '2026-11-20T10:00:00Z' },
        { number: 2, lastmod: null },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
        '<sitemap><loc>https://directory.test/sitemap-1.xml</loc><lastmod>2026-11-20T10:00:00Z</lastmod></sitemap>\n' +
        '<sitemap><loc>https://directory.test/sitemap-2.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
