import type { NotFoundText } from '@contracts/not-found';
import { MAP_PAGE_PATH } from '@contracts/fixed-page-heads';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { HEADER_POPULAR_CITIES, NOT_FOUND_CITY_COUNT } from '@/config/popular-cities';
import { SearchBox } from '@/features/search';

const WAYS_ON = [
  { to: '/sitemap', label: 'Browse all states' },
  { to: MAP_PAGE_PATH, label: 'Store Map' },
] as const;

const linkClass = 'rounded-sm font-medium text-orange-800 hover:text-orange-950 hover:underline';

/**
 * What a visitor sees where an address names nothing (the server answered it with a 404): the
 * spec's words and 'Return to Homepage', then ways on: a search box, the states, the map and some
 * popular cities.
 */
export function NotFoundScreen({ text }: { text: NotFoundText }) {
  return (
    <section aria-labelledby="not-found-title" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">404</p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-stone-700">{text.message}</p>
        {text.detail && <p className="mt-2 text-pretty text-stone-600">{text.detail}</p>}
        <Link to="/" className={buttonClassName({ className: 'mt-8' })}>
          Return to Homepage
        </Link>
      </div>

      <div className="mx-auto mt-14 max-w-2xl border-t border-stone-200 pt-10">
        <h2 id="not-found-search" className="text-center text-lg font-semibold text-stone-900">
          Search the directory
        </h2>
        <SearchBox label="Search the directory" size="hero" className="mt-4" />

        <nav aria-labelledby="not-found-browse" className="mt-10">
          <h2 id="not-found-browse" className="text-center text-lg font-semibold text-stone-900">
            Or browse
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {WAYS_ON.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={buttonClassName({ variant: 'secondary', size: 'md' })}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-center text-sm font-semibold tracking-wide text-stone-600 uppercase">Popular cities</h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2.5 text-center sm:grid-cols-3">
            {HEADER_POPULAR_CITIES.slice(0, NOT_FOUND_CITY_COUNT).map((city) => (
              <li key={city.path}>
                <Link to={city.path} className={linkClass}>
                  {city.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
