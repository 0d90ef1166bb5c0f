import type { StoreDetail } from '@contracts/api.contract';
import { claimPagePath } from '@contracts/contributions.contract';
import { websiteHref } from '@contracts/directory-page-heads';
import { BadgeCheck, Globe, KeyRound, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ExternalActionLink } from '@/components/ui/external-action-link';
import { PageContainer } from '@/components/ui/page-container';
import { UpdatedBadge } from '@/components/ui/updated-badge';
import { StoreAwardBadge } from '@/features/awards';
import { NearbyCitiesSection } from '@/features/cities';
import { ReportProblem } from '@/features/contributions';
import { StoreRack } from '@/features/items';
import { ConsignHereSection } from './consign-here-section';
import { DirectionsLink } from './directions-link';
import { StoreAddress } from './store-address';
import { StoreBreadcrumbs } from './store-breadcrumbs';
import { StoreDescription } from './store-description';
import { StoreFeaturesSection } from './store-features-section';
import { StoreHoursSection } from './store-hours-section';
import { StoreLocationSection } from './store-location-section';
import { ReviewCount } from './review-count';
import { ownerPhotoAlt, StorePhoto } from './store-photo';

const cardClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** The store page once its data is there (spec 'Store page'). */
export function StoreDetails({ store }: { store: StoreDetail }) {
  return (
    <PageContainer>
      <StoreBreadcrumbs store={store} />

      {/* The store's hours beside its name, where a photo would take the first screen on other sites. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <StoreHero store={store} />
        <StoreHoursSection hours={store.hours} timeZone={store.timeZone} ownHours={store.ownHours} />
      </div>

      <StoreRack storeSlug={store.slug} citySlug={store.citySlug} stateAbbreviation={store.stateAbbreviation} cityName={store.city} />

      <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-3 lg:gap-8">
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:space-y-8">
          <StoreFeaturesSection store={store} />

          <section aria-labelledby="store-about-heading" className={cardClass}>
            <h2 id="store-about-heading" className="text-xl font-bold tracking-tight text-stone-900">
              About {store.businessName}
            </h2>
            {store.claimed && store.seoDescription ? (
              <figure className="mt-4 rounded-lg border-l-4 border-amber-700 bg-amber-50 px-4 py-3">
                <figcaption className="text-sm font-semibold text-stone-900">From the owner</figcaption>
                <StoreDescription text={store.seoDescription} className="mt-2" />
              </figure>
            ) : null}
            <StoreDescription text={store.about} className="mt-4" />
          </section>

          <ConsignHereSection storeName={store.businessName} storeSlug={store.slug} terms={store.consignmentTerms} className={cardClass} />

          <StoreGallery store={store} />

          <ListingCareSection store={store} />
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
      <StorePhoto store={store} place="hero" className="w-full" ownerPhoto={ownerPhoto(store, 0)} />
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
          {store.claimed && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset">
              <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
              Claimed by its owner
            </span>
          )}
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

/** The owner's photo at `index`, with words that say which it is: 'Photo 2 of Second Chance Resale'. */
function ownerPhoto(store: StoreDetail, index: number): { url: string; alt: string } | undefined {
  const photo = store.photos[index];
  return photo && { url: photo.url, alt: ownerPhotoAlt(store.businessName, index) };
}

/**
 * 'Photo Gallery': the spec's gallery of one image (the store's photo, or its drawn picture); once
 * its owner has uploaded photos, the first is the page's main picture and the rest show here, each
 * a link to itself at full size. None when the owner's one photo is already the main picture.
 */
function StoreGallery({ store }: { store: StoreDetail }) {
  const rest = store.photos.slice(1);
  if (store.photos.length === 1) return null;
  return (
    <section aria-labelledby="store-gallery-heading" className={cardClass}>
      <h2 id="store-gallery-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Photo Gallery
      </h2>
      {rest.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rest.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} className="block rounded-xl">
                <img
                  src={photo.url}
                  alt={ownerPhotoAlt(store.businessName, index + 1)}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-xl bg-orange-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <StorePhoto store={store} place="gallery" className="mt-4 w-full rounded-xl sm:w-1/2" />
      )}
    </section>
  );
}

/** Where visitors help keep the listing true: report a problem, or (its owner) claim it or sign in to edit it. */
function ListingCareSection({ store }: { store: StoreDetail }) {
  return (
    <section aria-labelledby="store-listing-care-heading" className={cardClass}>
      <h2 id="store-listing-care-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Is this listing right?
      </h2>
      <p className="mt-2 text-stone-700">Closed, moved, or wrong hours? Tell us and we will check it.</p>
      <div className="mt-4">
        <ReportProblem storeSlug={store.slug} storeName={store.businessName} />
      </div>
      <p className="mt-5 border-t border-stone-200 pt-4">
        <Link
          to={claimPagePath(store.slug)}
          className="inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950 sm:min-h-0"
        >
          <KeyRound className="size-4 shrink-0" aria-hidden="true" />
          {store.claimed ? 'Claimed listing? Owner sign-in' : 'Own this store? Claim this listing'}
        </Link>
      </p>
    </section>
  );
}
