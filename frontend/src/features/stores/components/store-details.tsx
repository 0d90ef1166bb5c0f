import type { StoreDetail } from '@contracts/api.contract';
import { cityPath, statePath, websiteHref } from '@contracts/page-head';
import { Globe, Phone } from 'lucide-react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ExternalActionLink } from '@/components/ui/external-action-link';
import { PageContainer } from '@/components/ui/page-container';
import { UpdatedBadge } from '@/components/ui/updated-badge';
import { StoreAwardBadge } from '@/features/awards';
import { NearbyCitiesSection } from '@/features/cities';
import { DirectionsLink } from './directions-link';
import { StoreAddress } from './store-address';
import { StoreDescription } from './store-description';
import { StoreFeaturesSection } from './store-features-section';
import { StoreHoursSection } from './store-hours-section';
import { StoreLocationSection } from './store-location-section';
import { ReviewCount } from './review-count';
import { StorePhoto } from './store-photo';

const cardClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** The store page once its data is there (spec 'Store page'). */
export function StoreDetails({ store }: { store: StoreDetail }) {
  return (
    <PageContainer>
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: store.state, to: statePath(store.stateSlug) },
          { label: store.city, to: cityPath(store.stateSlug, store.citySlug) },
          { label: store.businessName },
        ]}
      />

      {/* The store's hours beside its name, where a photo would take the first screen on other sites. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <StoreHero store={store} />
        <StoreHoursSection hours={store.hours} timeZone={store.timeZone} />
      </div>

      <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-3 lg:gap-8">
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:space-y-8">
          <StoreFeaturesSection store={store} />

          <section aria-labelledby="store-about-heading" className={cardClass}>
            <h2 id="store-about-heading" className="text-xl font-bold tracking-tight text-stone-900">
              About {store.businessName}
            </h2>
            <StoreDescription text={store.about} className="mt-4" />
          </section>

          {/* The spec's gallery of one image: the store's photo, or its drawn picture. */}
          <section aria-labelledby="store-gallery-heading" className={cardClass}>
            <h2 id="store-gallery-heading" className="text-xl font-bold tracking-tight text-stone-900">
              Photo Gallery
            </h2>
            <StorePhoto store={store} place="gallery" className="mt-4 w-full rounded-xl sm:w-1/2" />
          </section>
        </div>

        <StoreLocationSection store={store} />
      </div>

      <NearbyCitiesSection cityId={store.cityId} cityName={store.city} className="mt-12" />
    </PageContainer>
  );
}

function StoreHero({ store }: { store: StoreDetail }) {
  return (
    <section
      aria-labelledby="store-name"
      className="min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:col-span-2"
    >
      <StorePhoto store={store} place="hero" className="w-full" />
      <div className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h1 id="store-name" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {store.businessName}
          </h1>
          <StoreAwardBadge storeId={store.id} />
        </div>
        <StoreAddress store={store} className="mt-3" />
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-stone-700">
          <ReviewCount count={store.numberOfReviews} />
          {/* When its data last changed: the sitemap's lastmod for this page. */}
          <UpdatedBadge date={store.updatedAt} tone="emerald" />
          {store.phone && (
            <a
              href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-orange-800 hover:text-orange-950 hover:underline sm:min-h-0"
            >
              <Phone className="size-4 shrink-0" />
              <span className="sr-only">Call </span>
              {store.phone}
            </a>
          )}
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <DirectionsLink store={store} />
          {store.website && (
            <ExternalActionLink href={websiteHref(store.website)} icon={Globe} variant="secondary">
              Visit Website
            </ExternalActionLink>
          )}
        </div>
      </div>
    </section>
  );
}
