import type { NearbyCity } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { cityPath } from '@contracts/page-paths';
import { PRODUCT_PHRASE } from '@contracts/site.contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearbyCities } from '../api/get-nearby-cities';

const PLACEHOLDER_COUNT = 6;

/** '11 miles away', rounded; 'Less than 1 mile away' for the closest. */
function distanceText(miles: number): string {
  const rounded = Math.round(miles);
  if (rounded < 1) return 'Less than 1 mile away';
  return `${formatCount(rounded)} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

/**
 * The nearest cities with stores (spec section 4), on the city page and the store page. Each state
 * of the request has its own text; a city without an id cannot be asked about at all.
 */
export function NearbyCitiesSection({
  cityId,
  cityName,
  className = '',
}: {
  cityId: number | undefined;
  cityName: string;
  className?: string;
}) {
  const nearby = useNearbyCities(cityId);
  const frame = (heading: ReactNode, body: ReactNode) => (
    <section aria-labelledby="nearby-cities-heading" className={className}>
      {heading}
      {body}
    </section>
  );
  const heading = (text: string) => (
    <h2 id="nearby-cities-heading" className="text-2xl font-bold tracking-tight text-stone-900">
      {text}
    </h2>
  );
  const message = (text: string) => <p className="mt-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">{text}</p>;

  if (cityId === undefined) {
    return frame(heading('Nearby Cities'), message('Unable to find nearby cities. Please try again later.'));
  }
  if (nearby.isPending) {
    return frame(
      <div role="status">{heading(`Finding Nearby ${PRODUCT_PHRASE}...`)}</div>,
      <ul aria-hidden="true" className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-[5.5rem] w-full rounded-xl" />
          </li>
        ))}
      </ul>,
    );
  }
  if (nearby.isError) {
    return frame(heading('Nearby Cities'), message('Unable to load nearby cities. Please try again later.'));
  }
  if (nearby.data.length === 0) {
    return frame(heading('Nearby Cities'), message(`No nearby cities with ${PRODUCT_PHRASE} found.`));
  }
  return frame(
    heading(`${PRODUCT_PHRASE} Near ${cityName}`),
    <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {nearby.data.map((entry) => (
        <li key={entry.city.id}>
          <NearbyCityLink entry={entry} />
        </li>
      ))}
    </ul>,
  );
}

function NearbyCityLink({ entry }: { entry: NearbyCity }) {
  return (
    <Link
      to={cityPath(entry.state.slug, entry.city.slug)}
      className="group flex h-full min-h-[5.5rem] items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-orange-300 hover:bg-orange-50/40"
    >
      <span className="min-w-0">
        <span className="block font-semibold text-stone-900 group-hover:text-orange-900 group-hover:underline">
          {entry.city.name}, {entry.state.abbreviation}
        </span>
        <span className="mt-1 block text-sm text-stone-600">{distanceText(entry.distance)}</span>
      </span>
      <span className="shrink-0 rounded-full bg-orange-50 px-2.5 py-1 text-xs font-semibold text-orange-900 ring-1 ring-orange-200 ring-inset">
        {formatCount(entry.storeCount)} {entry.storeCount === 1 ? 'store' : 'stores'}
      </span>
    </Link>
  );
}
