import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSite } from '@/lib/site-context';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PRODUCT_PHRASE } from '@/config/site';
import { BulletList, PageSection } from '@/features/static-pages/components/static-page-layout';
import { StoreMapPanel } from '@/features/store-map/components/store-map-panel';

const HOW_TO_USE = [
  'Zoom in and out with the + and − buttons or your mouse wheel.',
  'Click a store marker to see its name and address.',
  'Click a cluster (a circle with a number) to zoom into that area.',
  'Drag the map to move around.',
  "Choose 'View Details' in a store's popup to open its page.",
  'With a keyboard: Tab to the map, pan with the arrow keys and zoom with + and −; Tab on to the markers and press Enter.',
];

/** `/map`: every store of the directory on one clustered map. */
export function MapRoute() {
  const site = useSite();

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Store Map' }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Find {PRODUCT_PHRASE} Near You</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">
        Every consignment and resale store in our directory on one map. Zoom into your area to see the shops near you, then open a store for
        its address, hours and directions.
      </p>

      <div className="mt-8">
        <StoreMapPanel />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="text-stone-800 lg:col-span-2">
          <PageSection id="map-how-to" title="How to Use the Map">
            <BulletList items={HOW_TO_USE.map((text) => ({ text }))} />
          </PageSection>
        </div>

        <section aria-labelledby="map-specific" className="rounded-2xl border border-orange-200 bg-orange-50 p-6">
          <h2 id="map-specific" className="text-xl font-semibold text-stone-900">
            Looking for Specific Stores?
          </h2>
          <p className="mt-3 text-stone-800">Search by store name, city, state or ZIP code, and filter by what the stores sell.</p>
          <Link to="/search" className={buttonClassName({ className: 'mt-5' })}>
            <Search className="size-4" aria-hidden="true" />
            Advanced Search
          </Link>
        </section>
      </div>

      <div className="mt-12 max-w-3xl leading-relaxed text-stone-800">
        <PageSection id="map-about" title="About Our Consignment Store Directory">
          <p>
            {site.name} lists consignment, resale and thrift boutiques in all 50 states and Washington, D.C. Each store has its own page
            with its address, phone number, opening hours, what it sells and directions.
          </p>
          <p>
            Shopping consignment means quality furniture, clothing, jewelry, antiques and books for far less than new, and selling on
            consignment lets you earn from the things you no longer use. The map shows where the shops cluster: the bigger the circle, the
            more stores in that area.
          </p>
        </PageSection>
      </div>
    </PageContainer>
  );
}
