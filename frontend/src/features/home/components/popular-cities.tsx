import { cityPath } from '@contracts/page-paths';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { HomeSection } from './home-section';

interface FeaturedCity {
  name: string;
  stateName: string;
  stateSlug: string;
  citySlug: string;
}

/** The home page's eight featured cities, in the spec's order (sections 2 and 9). */
const HOME_POPULAR_CITIES: readonly FeaturedCity[] = [
  { name: 'Los Angeles', stateName: 'California', stateSlug: 'california', citySlug: 'los-angeles' },
  { name: 'San Francisco', stateName: 'California', stateSlug: 'california', citySlug: 'san-francisco' },
  { name: 'San Diego', stateName: 'California', stateSlug: 'california', citySlug: 'san-diego' },
  { name: 'New York', stateName: 'New York', stateSlug: 'new-york', citySlug: 'new-york' },
  { name: 'Austin', stateName: 'Texas', stateSlug: 'texas', citySlug: 'austin' },
  { name: 'Chicago', stateName: 'Illinois', stateSlug: 'illinois', citySlug: 'chicago' },
  { name: 'Miami', stateName: 'Florida', stateSlug: 'florida', citySlug: 'miami' },
  { name: 'Seattle', stateName: 'Washington', stateSlug: 'washington', citySlug: 'seattle' },
];

/** 'Popular Cities for Consignment Shopping': eight fixed city links and 'View All Cities'. */
export function PopularCities() {
  return (
    <HomeSection
      id="home-popular-cities"
      title="Popular Cities for Consignment Shopping"
      lead="These cities have some of the busiest consignment and resale scenes in the country."
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {HOME_POPULAR_CITIES.map((city) => (
          <li key={`${city.stateSlug}/${city.citySlug}`}>
            <Link
              to={cityPath(city.stateSlug, city.citySlug)}
              className="group flex h-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md"
            >
              <PinIcon />
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900 group-hover:text-orange-900">{city.name}</span>
                <span className="sr-only">, </span>
                <span className="block text-sm text-stone-600">{city.stateName}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/sitemap" className={buttonClassName({ variant: 'outline' })}>
          View All Cities
        </Link>
      </div>
    </HomeSection>
  );
}

function PinIcon() {
  return (
    <span
      aria-hidden="true"
      className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-800 sm:inline-flex"
    >
      <MapPin className="size-5" />
    </span>
  );
}
