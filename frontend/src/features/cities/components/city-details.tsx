import type { CityDetail, CityStores, SearchFilter } from '@contracts/api.contract';
import { SUGGEST_STORE_PAGE_PATH } from '@contracts/contributions.contract';
import { formatCount } from '@contracts/page-head';
import { cityPath, statePath } from '@contracts/page-paths';
import { cityCard } from '@contracts/directory-page-heads';
import { searchPagePath } from '@contracts/search.contract';
import { PRODUCT_PHRASE } from '@contracts/site.contract';
import { MapPinPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { UpdatedBadge } from '@/components/ui/updated-badge';
import { ShopTheRacksLink } from '@/features/items';
import { StoreCard } from '@/features/stores';
import { BrowseThisPage } from './browse-this-page';
import { CityStoreFilters, cityFilterPath } from './city-store-filters';
import { NearbyCitiesSection } from './nearby-cities-section';

/**
 * The city page once its data is there (spec 'City page'); `features`, the address's filters, narrow
 * its list (`cityStores`, their answer; `pending` while the next one is on its way).
 */
export function CityDetails({
  city,
  cityStores,
  features = [],
  pending = false,
}: {
  city: CityDetail;
  cityStores: CityStores;
  features?: readonly SearchFilter[];
  pending?: boolean;
}) {
  const { stores, total } = cityStores;
  const filtered = features.length > 0;
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: city.state.name, to: statePath(city.state.slug) }, { label: city.name }]} />

      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">{cityCard(city).title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <UpdatedBadge date={city.updatedAt} tone="emerald" />
          <ShopTheRacksLink
            citySlug={city.slug}
            stateAbbreviation={city.state.abbreviation}
            cityName={city.name}
            className="text-sm sm:order-last"
          />
          <p className="font-semibold text-stone-800" aria-live="polite">
            {filtered
              ? `${formatCount(total)} of ${formatCount(city.storeCount)} ${city.storeCount === 1 ? 'store' : 'stores'} match`
              : `${formatCount(total)} ${total === 1 ? 'store' : 'stores'} found`}
            {total > stores.length && <span className="font-normal text-stone-600"> (showing the first {formatCount(stores.length)})</span>}
          </p>
        </div>
      </header>

      {city.storeCount > 0 && <CityStoreFilters features={features} pending={pending} />}

      {stores.length === 0 && filtered ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-stone-900">No store in {city.name} matches these filters.</p>
          <p className="mt-2 text-stone-700">
            <Link
              to={cityFilterPath(cityPath(city.state.slug, city.slug), [])}
              className="font-semibold text-orange-800 underline hover:text-orange-950"
            >
              Show all {formatCount(city.storeCount)} stores in {city.name}
            </Link>
          </p>
        </div>
      ) : stores.length > 0 ? (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <BrowseThisPage stores={stores} />
          <div className="min-w-0 space-y-6">
            {stores.map((store, index) => (
              <StoreCard key={store.id} store={store} first={index === 0} />
            ))}
          </div>
        </div>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-stone-900">No consignment stores are listed in {city.name} yet.</p>
          <p className="mt-2 text-stone-700">
            Try a nearby city below, or{' '}
            <Link to={statePath(city.state.slug)} className="font-semibold text-orange-800 underline hover:text-orange-950">
              browse all cities in {city.state.name}
            </Link>
            .
          </p>
        </div>
      )}

      <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-dashed border-orange-300 bg-orange-50/60 px-5 py-4 text-stone-800">
        <MapPinPlus className="size-5 shrink-0 text-orange-800" aria-hidden="true" />
        Know a store we’re missing in {city.name}?
        <Link
          to={`${SUGGEST_STORE_PAGE_PATH}?${new URLSearchParams({ city: city.name, state: city.state.slug }).toString()}`}
          className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950"
        >
          Suggest a store
        </Link>
      </p>

      <div className="mt-14 space-y-14">
        <section aria-labelledby="popular-searches-heading">
          <h2 id="popular-searches-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            Popular Searches
          </h2>
          {/* Searches at least five visitors made that found stores here (spec: an empty list until then). */}
          {city.popularSearches.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {city.popularSearches.map((query) => (
                <li key={query}>
                  <Link
                    to={searchPagePath({ q: query })}
                    className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:border-orange-300 hover:bg-orange-50 hover:text-orange-900"
                  >
                    {query}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">No popular searches for {city.name} yet.</p>
          )}
        </section>

        <NearbyCitiesSection cityId={city.id} cityName={city.name} />

        <section aria-labelledby="city-about-heading" className="rounded-2xl bg-orange-50/60 p-6 ring-1 ring-orange-100 sm:p-8">
          <h2 id="city-about-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            About {PRODUCT_PHRASE} in {city.name}
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 leading-relaxed text-stone-700">
            <p>
              Consignment shopping in {city.name}, {city.state.name}, is a smart way to find quality furniture, clothing, jewelry, antiques
              and more at a fraction of retail prices. The stores on this page sell items on behalf of their owners, so the selection
              changes week to week and there is always something new to discover.
            </p>
            <p>
              Have things you no longer need? Many consignment stores in {city.name} also take items on consignment: they sell them for you
              and share the proceeds. Call ahead to ask about their consignment terms, the brands they accept and the best days to drop off.
            </p>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
