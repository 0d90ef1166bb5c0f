import type { SearchPlace, SearchResults } from '@contracts/api.contract';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

const PLACE_LINK = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900';

const placeName = (place: SearchPlace) => `${place.name}, ${place.stateAbbreviation}`;

/** "a", "a and b", "a, b and c", as `listPhrase` (contracts/store-features.ts) joins words. */
function joined(items: ReactNode[]): ReactNode {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? ' and ' : ', ')}
      {item}
    </Fragment>
  ));
}

/**
 * The city the search read its text as naming, whose stores come first, and its namesakes (the
 * biggest first), each a link to its page: 'Showing Long Beach, CA first; also Long Beach in NY and
 * MS.' A namesake shows its state's code, named in full for screen readers ('Long Beach, NY'); one
 * of another spelling ('St. Louis' for 'Saint Louis') shows its whole name. Nothing without a place.
 */
export function SearchPlaceLine({ place }: { place: SearchResults['place'] }) {
  if (!place) return null;
  const { city, also } = place;
  const sameName = also.every((namesake) => namesake.name === city.name);
  const namesakes = also.map((namesake) => (
    <Link key={namesake.path} to={namesake.path} aria-label={sameName ? placeName(namesake) : undefined} className={PLACE_LINK}>
      {sameName ? namesake.stateAbbreviation : placeName(namesake)}
    </Link>
  ));
  return (
    <p className="mt-1 text-sm text-stone-700">
      Showing{' '}
      <Link to={city.path} className={PLACE_LINK}>
        {placeName(city)}
      </Link>{' '}
      first
      {also.length > 0 && (
        <>
          ; also {sameName && `${city.name} in `}
          {joined(namesakes)}
        </>
      )}
      .
    </p>
  );
}
