import type { StoreDetail } from '@contracts/api.contract';
import { cityPath, formatCount, statePath, websiteHref } from '@contracts/page-head';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { NearbyCitiesSection } from '@/features/cities/components/nearby-cities-section';
import { actionLinkClass, DirectionsLink, NewTabHint } from './directions-link';
import { StoreAddress } from './store-address';
import { StoreDescription } from './store-description';
import { StoreFeaturesSection } from './store-features-section';
import { StoreHoursSection } from './store-hours-section';
import { StoreLocationSection } from './store-location-section';
import { StorePhoto } from './store-photo';

const cardClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** The store page once its data is there (spec 'Store page'); the award badge comes with a later issue. */
export function StoreDetails({ store }: { store: StoreDetail }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: store.state, to: statePath(store.stateSlug) },
          { label: store.city, to: cityPath(store.stateSlug, store.citySlug) },
          { label: store.businessName },
        ]}
      />

      <StoreHero store={store} />

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <StoreFeaturesSection store={store} />

          <section aria-labelledby="store-about-heading" className={cardClass}>
            <h2 id="store-about-heading" className="text-xl font-bold tracking-tight text-stone-900">
              About {store.businessName}
            </h2>
            <StoreDescription text={store.about} className="mt-4" />
          </section>

          <section aria-labelledby="store-gallery-heading" className={cardClass}>
            <h2 id="store-gallery-heading" className="text-xl font-bold tracking-tight text-stone-900">
              Photo Gallery
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <li>
                <StorePhoto
                  photo={store.photo}
                  businessName={store.businessName}
                  width={400}
                  height={300}
                  className="w-full rounded-xl"
                />
              </li>
            </ul>
          </section>
        </div>

        <div className="min-w-0 space-y-8">
          <StoreHoursSection hours={store.hours} />
          <StoreLocationSection store={store} />
        </div>
      </div>

      <NearbyCitiesSection cityId={store.cityId} cityName={store.city} className="mt-12" />
    </div>
  );
}

function StoreHero({ store }: { store: StoreDetail }) {
  return (
    <section aria-labelledby="store-name" className="mt-6 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <StorePhoto
        photo={store.photo}
        businessName={store.businessName}
        width={1200}
        height={400}
        loading="eager"
        aspectClassName="aspect-[2/1] sm:aspect-[3/1] lg:aspect-[4/1]"
        className="w-full"
      />
      <div className="p-5 sm:p-8">
        <h1 id="store-name" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {store.businessName}
        </h1>
        <StoreAddress store={store} className="mt-3" />
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-stone-700">
          <ReviewCount count={store.numberOfReviews} />
          {store.phone && (
            <a
              href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-orange-800 hover:text-orange-950 hover:underline sm:min-h-0"
            >
              <PhoneIcon />
              <span className="sr-only">Call </span>
              {store.phone}
            </a>
          )}
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <DirectionsLink store={store} />
          {store.website && (
            <a href={websiteHref(store.website)} target="_blank" rel="noopener noreferrer" className={actionLinkClass('secondary')}>
              <GlobeIcon />
              Visit Website
              <NewTabHint />
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewCount({ count }: { count: number | null }) {
  return (
    <p className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-amber-500">
        <path
          fillRule="evenodd"
          d="M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401Z"
          clipRule="evenodd"
        />
      </svg>
      {count === null ? 'No reviews yet' : `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`}
    </p>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M2 3.5A1.5 1.5 0 0 1 3.5 2h1.148a1.5 1.5 0 0 1 1.465 1.175l.513 2.31a1.5 1.5 0 0 1-1.02 1.756l-.97.323a11.04 11.04 0 0 0 5.8 5.8l.323-.97a1.5 1.5 0 0 1 1.756-1.02l2.31.513A1.5 1.5 0 0 1 18 13.352V14.5a1.5 1.5 0 0 1-1.5 1.5H15c-7.18 0-13-5.82-13-13V3.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-1.5 0a6.5 6.5 0 0 1-1.02 3.5h-2.11a14 14 0 0 0 .13-3.5h3Zm-.38-2H13.4a14 14 0 0 0-.86-3.95A6.52 6.52 0 0 1 16.12 8ZM10 3.54c.5.62 1.2 2.08 1.47 4.46H8.53C8.8 5.62 9.5 4.16 10 3.54ZM7.46 4.05A14 14 0 0 0 6.6 8H3.88a6.52 6.52 0 0 1 3.58-3.95ZM3.5 10h3a14 14 0 0 0 .13 3.5H4.52A6.47 6.47 0 0 1 3.5 10Zm5.05 0h2.9a12 12 0 0 1-.15 3.5H8.7a12 12 0 0 1-.15-3.5Zm-2.8 5h1.3c.3 1.07.67 1.93 1.05 2.5A6.52 6.52 0 0 1 5.75 15Zm3.15 0h2.2c-.4 1.28-.85 1.9-1.1 2.16-.25-.26-.7-.88-1.1-2.16Zm3.85 0h1.5a6.52 6.52 0 0 1-2.6 2.55c.42-.6.8-1.47 1.1-2.55Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
