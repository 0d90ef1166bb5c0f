import { useSite } from '@/lib/site-context';
import { SitemapDirectory, SitemapLink } from '@/features/sitemap/components/sitemap-directory';
import { PageSection, StaticPageLayout, TextLink } from '@/features/static-pages/components/static-page-layout';

const MAIN_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;

/** The HTML sitemap (spec: HTML sitemap): main pages, every state, popular cities, the XML sitemap. */
export function SitemapRoute() {
  const site = useSite();
  return (
    <StaticPageLayout
      page="sitemap"
      heading="Sitemap"
      crumb="Sitemap"
      lead={<>Every part of {site.name} on one page: the main pages, all states and popular cities.</>}
    >
      <PageSection id="sitemap-main" title="Main Pages">
        <ul className="flex flex-wrap gap-x-6 gap-y-2.5">
          {MAIN_PAGES.map((page) => (
            <li key={page.to}>
              <SitemapLink to={page.to} current={page.to === '/sitemap'}>
                {page.label}
              </SitemapLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <SitemapDirectory />

      <PageSection id="sitemap-xml" title="XML Sitemap">
        <p>
          Search engines can read the complete list of pages, every store included, in our{' '}
          <TextLink to="/sitemap.xml">XML sitemap</TextLink>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
