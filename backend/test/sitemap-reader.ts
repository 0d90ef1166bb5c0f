import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SITEMAP_NAMESPACE } from '../src/sitemap/sitemap-xml';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export interface ReadSitemap {
  /** Each file read, from sitemap.xml down: its name, kind and number of entries. */
  files: Array<{ name: string; kind: 'urlset' | 'sitemapindex'; entries: number }>;
  urls: SitemapEntry[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * Reads the XML sitemap as a crawler does: `/sitemap.xml`, and the files an index names. Every file
 * must be well-formed XML in the sitemap namespace; anything else fails the test.
 */
export async function readSitemap(fetchText: (path: string) => Promise<string>, siteUrl: string): Promise<ReadSitemap> {
  const result: ReadSitemap = { files: [], urls: [] };
  const read = async (path: string): Promise<void> => {
    const xml = await fetchText(path);
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw new Error(`${path} is not well-formed XML: ${JSON.stringify(valid.err)}`);
    const document = parser.parse(xml) as {
      urlset?: { '@_xmlns': string; url?: SitemapEntry[] };
      sitemapindex?: { '@_xmlns': string; sitemap?: SitemapEntry[] };
    };
    if (document.urlset) {
      if (document.urlset['@_xmlns'] !== SITEMAP_NAMESPACE) throw new Error(`${path} is not in the sitemap namespace`);
      const urls = document.urlset.url ?? [];
      result.files.push({ name: path, kind: 'urlset', entries: urls.length });
      result.urls.push(...urls);
      return;
    }
    if (!document.sitemapindex || document.sitemapindex['@_xmlns'] !== SITEMAP_NAMESPACE) {
      throw new Error(`${path} is neither a urlset nor a sitemap index in the sitemap namespace`);
    }
    const parts = document.sitemapindex.sitemap ?? [];
    result.files.push({ name: path, kind: 'sitemapindex', entries: parts.length });
    for (const part of parts) {
      if (!part.loc.startsWith(`${siteUrl}/`)) throw new Error(`${part.loc} is not on ${siteUrl}`);
      await read(part.loc.slice(siteUrl.length));
    }
  };
  await read('/sitemap.xml');
  return result;
}
