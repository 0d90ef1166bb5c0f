import type { StoreDetail } from './api.contract';
import { headElements, type HeadElement, type PageHead } from './page-head';
import { cityCard, homeHead, storeHead } from './directory-page-heads';
import { fixedPageHeads, notFoundHead, TOOL_PAGES, toolPageHead } from './fixed-page-heads';
import type { SiteIdentity } from './site.contract';

const site: SiteIdentity = { url: 'https://directory.test', name: 'Consignment Store Finder', contactEmail: 'a@b.test', awardYear: 2026 };

/** The head's meta tags as a crawler reads them: property or name → content. */
function metaOf(elements: HeadElement[]): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const element of elements) if (element.kind === 'meta') meta[element.key] = element.content;
  return meta;
}

const store = {
  id: 7,
  slug: 'la-consign-design',
  businessName: 'Los Angeles Consign & Design',
  address: '123 Main St',
  city: 'Los Angeles',
  state: 'California',
  stateAbbreviation: 'CA',
  stateSlug: 'california',
  citySlug: 'los-angeles',
  zipCode: '90012',
  phone: null,
  website: null,
  photo: null,
  latitude: null,
  longitude: null,
  hours: [],
  award: { isAwarded: false },
} as unknown as StoreDetail;

describe('a page head’s share image', () => {
  it("names the page's own card, absolute, with its size, type and a description of what it shows", () => {
    const meta = metaOf(headElements(storeHead(store, site), site));
    const image = 'https://directory.test/share-images/california/los-angeles/la-consign-design.png';
    expect(meta).toMatchObject({
      'og:image': image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/png',
      'og:image:alt': 'Los Angeles Consign & Design, Los Angeles, California — Consignment Store Finder',
      'twitter:card': 'summary_large_image',
      'twitter:image': image,
      'twitter:image:alt': 'Los Angeles Consign & Design, Los Angeles, California — Consignment Store Finder',
    });
  });

  it("says the page's language to Open Graph, and names the site's X account only where the operator set one", () => {
    expect(metaOf(headElements(homeHead(site), site))).toMatchObject({ 'og:locale': 'en_US' });
    expect(metaOf(headElements(homeHead(site), site))['twitter:site']).toBeUndefined();
    const withAccount = { ...site, twitterSite: '@consignfinder' };
    expect(metaOf(headElements(homeHead(withAccount), withAccount))).toMatchObject({ 'twitter:site': '@consignfinder' });
  });

  it("gives the store page Open Graph's business type with the contact data that type requires", () => {
    const meta = metaOf(headElements(storeHead(store, site), site));
    expect(meta).toMatchObject({
      'og:type': 'business.business',
      'business:contact_data:street_address': '123 Main St',
      'business:contact_data:locality': 'Los Angeles',
      'business:contact_data:region': 'California',
      'business:contact_data:postal_code': '90012',
      'business:contact_data:country_name': 'United States',
    });
    expect(Object.keys(metaOf(headElements(homeHead(site), site))).filter((key) => key.startsWith('business:'))).toEqual([]);
  });

  it("shares the home page's card from a page with no lasting address", () => {
    const meta = metaOf(headElements(notFoundHead(site, '/nowhere/at/all'), site));
    expect(meta['og:image']).toBe('https://directory.test/share-images/home.png');
    expect(meta['og:image:alt']).toBe('Find Consignment Stores Near Me — Consignment Store Finder');
  });

  it("titles a card with the page's title, less the site's name or tag line", () => {
    expect(homeHead(site).share).toEqual({ title: 'Find Consignment Stores Near Me' });
    expect(toolPageHead('tools', site).title).toBe(TOOL_PAGES.tools.title);
    expect(toolPageHead('tools', site).share).toEqual({ title: 'Free Consignment Store Tools' });
    expect(cityCard({ name: 'Los Angeles', state: { name: 'California' } })).toEqual({
      title: 'Consignment Stores in Los Angeles, California',
    });
  });

  it('lists every page whose head needs no data once, each with a card', () => {
    const heads: PageHead[] = fixedPageHeads(site);
    const paths = heads.map((head) => head.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/search', '/map', '/awards', '/tools', '/tools/profit-calculator']));
    for (const head of heads) expect(head.share?.title).toBeTruthy();
  });
});
