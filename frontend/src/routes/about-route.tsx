import { useSite } from '@/lib/site-context';
import { PRODUCT_PHRASE } from '@/config/site';
import { BulletList, PageSection, StaticPageLayout, TextLink } from '@/features/static-pages/components/static-page-layout';

export function AboutRoute() {
  const site = useSite();
  return (
    <StaticPageLayout
      page="about"
      heading={`About ${site.name}`}
      lead={
        <>
          {site.name} is a free, nationwide directory of {PRODUCT_PHRASE.toLowerCase()}: 6,000+ consignment and resale shops in all 50
          states and Washington, D.C., organized so that you can find the good ones near you.
        </>
      }
    >
      <PageSection id="about-mission" title="Our Mission">
        <p>
          We want every shopper to be able to find quality second-hand furniture, clothing, jewelry, antiques, books and gifts close to
          home, and every local consignment shop to be easy to find. Buying and selling on consignment saves money, keeps good things in use
          and supports independent businesses. A clear, current directory makes all three easier.
        </p>
      </PageSection>

      <PageSection id="about-why-consignment" title="Why Shop Consignment?">
        <p>
          A consignment store sells items on behalf of their owners and shares the sale price with them. For shoppers and sellers alike,
          that model has real advantages:
        </p>
        <BulletList
          items={[
            {
              term: 'Lower prices',
              text: 'Gently used pieces often sell for 50-80% below their original retail price.',
            },
            {
              term: 'Better quality',
              text: 'Stores choose what they accept, so racks and showrooms are curated rather than cluttered.',
            },
            {
              term: 'One-of-a-kind finds',
              text: 'You will find vintage furniture, designer labels and antiques that no chain store carries.',
            },
            {
              term: 'Less waste',
              text: 'Every item bought second-hand is one less item made new or sent to a landfill.',
            },
            {
              term: 'Money for sellers',
              text: 'Consignors typically keep 40-60% of the sale price without having to sell anything themselves.',
            },
          ]}
        />
      </PageSection>

      <PageSection id="about-directory" title="What You'll Find in the Directory">
        <p>The directory is organized the way people look for a store, and it has a few extras:</p>
        <BulletList
          items={[
            {
              term: 'Browse by state and city',
              text: (
                <>
                  Start from any state, pick a city and see every store we list there. The <TextLink to="/sitemap">sitemap</TextLink> has
                  them all on one page.
                </>
              ),
            },
            {
              term: 'Store pages',
              text: "Each store's page lists its address, phone number, opening hours and directions, and shows what it sells, from furniture to premium brands.",
            },
            {
              term: 'Search and map',
              text: (
                <>
                  Search by store name, city, state or ZIP code, or explore the <TextLink to="/map">store map</TextLink>.
                </>
              ),
            },
            {
              term: 'Store awards',
              text: (
                <>
                  Our <TextLink to="/awards">Best Consignment Store Awards</TextLink> recognize shops for customer reviews, product quality,
                  atmosphere and the overall shopping experience.
                </>
              ),
            },
            {
              term: 'Free tools',
              text: (
                <>
                  Our <TextLink to="/tools">tools page</TextLink> has a consignment profit calculator and a free inventory-tracking
                  spreadsheet.
                </>
              ),
            },
          ]}
        />
      </PageSection>

      <PageSection id="about-story" title="Our Story">
        <p>
          This directory began with a simple frustration: finding a good consignment store in an unfamiliar town meant piecing together
          scattered listings, outdated websites and word of mouth. We wanted one place that listed consignment and resale shops across the
          whole country, organized the way people actually look for them: by state, then by city, then by store.
        </p>
        <p>
          Today the directory covers 6,000+ stores, and it keeps growing as we add shops and update the ones we list. It is free to use,
          with no account and no sign-up.
        </p>
      </PageSection>

      <PageSection id="about-contact" title="Get in Touch">
        <p>
          Own a store that is missing or listed with old details? Have a question about an award, or an idea for the site? We would love to
          hear from you: <TextLink to="/contact">contact us</TextLink>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
