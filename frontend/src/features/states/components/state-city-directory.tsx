import type { CityWithStoreCount, StateSummary } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { ChevronDown, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PRODUCT_PHRASE } from '@/config/site';
import { CityCard, CityIndexLink } from './city-card';

/** The spec's city filter: a case-insensitive substring of the city's name (section 5). */
export function filterCities(cities: CityWithStoreCount[], query: string): CityWithStoreCount[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return cities;
  return cities.filter((city) => city.name.toLocaleLowerCase('en-US').includes(needle));
}

/**
 * The state's cities, filterable: the biggest first as cards, then all of them A to Z. The list
 * already carries each city's store count, so nothing is asked per city.
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

/** The A to Z list's name: its summary's on phones, its heading's on wider screens. */
const CITY_INDEX_TITLE = 'All cities, A to Z';

/** How many of a state's cities the page shows first, as cards: those with the most stores. */
export const BIGGEST_CITY_COUNT = 8;

/** The cities with the most stores, most first (ties by name, as the list comes). */
export function biggestCities(cities: CityWithStoreCount[], count = BIGGEST_CITY_COUNT): CityWithStoreCount[] {
  return [...cities].sort((a, b) => b.storeCount - a.storeCount).slice(0, count);
}

/** The letter a city is listed under: its first letter without accents, or '#'. */
const letterOf = (name: string) => {
  const first = name.normalize('NFD').charAt(0).toLocaleUpperCase('en-US');
  return /[A-Z]/.test(first) ? first : '#';
};

/** The cities grouped by their first letter, A to Z, each group in the list's own order. */
export function citiesByLetter(cities: CityWithStoreCount[]): { letter: string; cities: CityWithStoreCount[] }[] {
  const groups = new Map<string, CityWithStoreCount[]>();
  for (const city of cities) {
    const letter = letterOf(city.name);
    groups.set(letter, [...(groups.get(letter) ?? []), city]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en-US')).map(([letter, grouped]) => ({ letter, cities: grouped }));
}

function FilterableCities({ state, cities }: { state: StateSummary; cities: CityWithStoreCount[] }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  // Typing stays responsive in states with hundreds of cities: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const shown = filterCities(cities, deferredQuery);
  const filtering = deferredQuery.trim() !== '';
  // A state with a few cities shows them all as cards; a bigger one its biggest cities first, then all of them A to Z.
  const grouped = !filtering && cities.length > BIGGEST_CITY_COUNT;

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
          // Unfiltered, the page's introduction has said how many cities there are.
          filtering && <p>{`Showing ${formatCount(shown.length)} of ${formatCount(cities.length)} cities`}</p>
        )}
      </div>

      {grouped ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-stone-900">Cities with the most stores</h3>
          <CityCards state={state} cities={biggestCities(cities)} label={`Cities in ${state.name} with the most stores`} />
          <CityIndex state={state} cities={cities} />
        </>
      ) : (
        shown.length > 0 && <CityCards state={state} cities={shown} label={filtering ? 'Matching cities' : `Cities in ${state.name}`} />
      )}
    </>
  );
}

function CityCards({ state, cities, label }: { state: StateSummary; cities: CityWithStoreCount[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-3 grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
      {cities.map((city) => (
        <li key={city.id}>
          <CityCard stateSlug={state.slug} city={city} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Every city of the state, A to Z, under a row of its letters. On a phone it folds behind one line
 * (the filter above finds a city faster there); wider screens show it open, without that line
 * (`.city-index` in index.css). Either way every city's link is in the page for crawlers.
 */
function CityIndex({ state, cities }: { state: StateSummary; cities: CityWithStoreCount[] }) {
  const groups = citiesByLetter(cities);
  const anchor = (letter: string) => `cities-${letter === '#' ? 'other' : letter.toLowerCase()}`;
  return (
    <details className="city-index group mt-8">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 font-semibold text-stone-900 shadow-sm [&::-webkit-details-marker]:hidden">
        {CITY_INDEX_TITLE}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-stone-500 transition group-open:rotate-180" />
      </summary>
      <h3 className="city-index-heading mt-4 text-lg font-semibold text-stone-900">{CITY_INDEX_TITLE}</h3>
      <nav aria-label={`${state.name} cities by letter`} className="mt-3">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${anchor(letter)}`}
                className="inline-flex size-9 items-center justify-center rounded-md border border-stone-200 bg-white text-sm font-semibold text-orange-900 hover:border-orange-300 hover:bg-orange-50"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 space-y-5">
        {groups.map(({ letter, cities: grouped }) => (
          <div key={letter} id={anchor(letter)} className="scroll-mt-24">
            <h4 className="border-b border-stone-200 pb-1 text-sm font-bold text-stone-500">{letter}</h4>
            <ul aria-label={`Cities starting with ${letter}`} className="mt-1 grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-5">
              {grouped.map((city) => (
                <li key={city.id}>
                  <CityIndexLink stateSlug={state.slug} city={city} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
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
