import escapeHtml from 'escape-html';
import { GzipWriter } from '../common/cache/gzip-writer';

/** The sitemap protocol (sitemaps.org): its namespace and its limit of URLs per file. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_MAX_URLS = 50_000;

/** The file robots.txt names: the only sitemap, or the index of the others. */
export const SITEMAP_ROOT_FILE = 'sitemap.xml';

/** Files below the index: `sitemap-1.xml`, `sitemap-2.xml`... */
export const sitemapPartName = (number: number) => `sitemap-${number}.xml`;
export const SITEMAP_FILE_NAME = /^sitemap(-[1-9]\d{0,5})?\.xml$/;

export interface SitemapUrl {
  /** The page's path on this site (`/texas/austin`). */
  path: string;
  /** W3C date-time of the last change of the page's data; left out where there is no such date. */
  lastmod: string | null;
}

export interface SitemapPart {
  number: number;
  /** The file, gzipped. */
  gzipped: Buffer;
  urlCount: number;
  /** The latest lastmod of its URLs, if any has one. */
  lastmod: string | null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlElement(siteUrl: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeHtml(siteUrl + url.path)}</loc>${lastmod}</url>\n`;
}

/** A sitemap index naming the given parts, each with its latest lastmod. */
export function sitemapIndexXml(siteUrl: string, parts: Array<Pick<SitemapPart, 'number' | 'lastmod'>>): string {
  const entries = parts.map(({ number, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<sitemap><loc>${escapeHtml(`${siteUrl}/${sitemapPartName(number)}`)}</loc>${modified}</sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/** URLs go to the compressor this many at a time: every piece of text is small and soon gone. */
const URLS_PER_WRITE = 500;

const URLSET_OPENING = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSING = '</urlset>\n';

/**
 * Takes the site's URLs one by one and hands over a finished `urlset` file, gzipped, every
 * `maxUrls`. A file is compressed as its URLs come, so a directory of any size is written with
 * little memory: no file is ever held as plain text.
 */
export class SitemapSplitter {
  private file: GzipWriter | null = null;
  private lines: string[] = [];
  private urlCount = 0;
  private lastmod: string | null = null;
  private written = 0;

  constructor(
    private readonly siteUrl: string,
    private readonly onPart: (part: SitemapPart) => Promise<void>,
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  async add(url: SitemapUrl): Promise<void> {
    this.lines.push(urlElement(this.siteUrl, url));
    this.urlCount += 1;
    // W3C date-times in UTC compare as text.
    if (url.lastmod && (!this.lastmod || url.lastmod > this.lastmod)) this.lastmod = url.lastmod;
    if (this.urlCount >= this.maxUrls) await this.flush();
    else if (this.lines.length >= URLS_PER_WRITE) await this.writeLines();
  }

  /** Writes what is left (an empty file when there was nothing at all); answers how many files were written. */
  async finish(): Promise<number> {
    if (this.urlCount > 0 || this.written === 0) await this.flush();
    return this.written;
  }

  /** Gives up on the file being written (the sitemap failed). */
  abandon(): void {
    this.file?.destroy();
    this.file = null;
  }

  private async writeLines(): Promise<void> {
    if (!this.file) {
      this.file = new GzipWriter();
      await this.file.write(URLSET_OPENING);
    }
    await this.file.write(this.lines.join(''));
    this.lines = [];
  }

  private async flush(): Promise<void> {
    await this.writeLines();
    const gzipped = await this.file!.end(URLSET_CLOSING);
    const part = { number: this.written + 1, gzipped, urlCount: this.urlCount, lastmod: this.lastmod };
    this.file = null;
    this.urlCount = 0;
    this.lastmod = null;
    this.written += 1;
    await this.onPart(part);
  }
}
