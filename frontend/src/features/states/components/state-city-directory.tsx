import type { CityWithStoreCount, StateSummary } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { PRODUCT_PHRASE } from '@/config/site';
import { CityCard } from './city-card';

/** The spec's city filter: a case-insensitive substring of the city's name (section 5). */
export function filterCities(cities: CityWithStoreCount[], query: string): CityWithStoreCount[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return cities;
  return cities.filter((city) => city.name.toLocaleLowerCase('en-US').includes(needle));
}

/**
 * The state's cities as a filterable grid of cards. The list already carries each city's store
 * count, so nothing is asked per city.
 */
export function StateCityDirectory({ state, cities }: { state: StateSummary; cities: CityWithStoreCount[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pt-6 pb-12 sm:px-6 sm:pt-8 sm:pb-16 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-stone-900">
          Cities in {state.name}
        </h2>
        {cities.length === 0 ? <NoCities state={state} /> : <FilterableCities state={state} cities={cities} />}
      </div>
    </section>
  );
}

function FilterableCities({ state, cities }: { state: StateSummary; cities: CityWithStoreCount[] }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  // Typing stays responsive in states with hundreds of cities: the grid follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const shown = filterCities(cities, deferredQuery);
  const filtering = deferredQuery.trim() !== '';

  return (
    <>
      <div className="mt-5 max-w-md">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          Filter cities
        </label>
        <div className="relative mt-1.5">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={`Search cities in ${state.name}...`}
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus-visible:border-orange-800"
          />
        </div>
      </div>

      {/* A polite live region: screen readers hear how many cities match, or that none do. */}
      <div role="status" className="mt-4 text-sm text-stone-600">
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-base text-stone-700">
            No cities found matching your search.
          </p>
        ) : (
          <p>
            {filtering
              ? `Showing ${formatCount(shown.length)} of ${formatCount(cities.length)} cities`
              : `${formatCount(cities.length)} ${cities.length === 1 ? 'city' : 'cities'} with ${PRODUCT_PHRASE.toLowerCase()}`}
          </p>
        )}
      </div>

      {shown.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((city) => (
            <li key={city.id}>
              <CityCard stateSlug={state.slug} city={city} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A state without any listed store yet. */
function NoCities({ state }: { state: StateSummary }) {
  return (
    <div className="mt-5 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-stone-900">No stores listed in {state.name} yet</p>
      <p className="mx-auto mt-2 max-w-lg text-stone-700">
        We haven't added any {PRODUCT_PHRASE.toLowerCase()} in {state.name} so far. New shops join the directory regularly, so check back
        soon, or browse a neighbouring state in the meantime.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName({ size: 'sm', className: 'shadow-none' })}>
          Browse all states
        </Link>
        <Link to="/sitemap" className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'shadow-none' })}>
          View the sitemap
        </Link>
      </div>
    </div>
  );
}
