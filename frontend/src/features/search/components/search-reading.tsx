import type { ProductFlag, SearchFallback, SearchPlace, SearchReading } from '@contracts/api.contract';
import { searchPagePath, type SearchParams } from '@contracts/search.contract';
import { listPhrase, PRODUCT_WORDS } from '@contracts/store-features';
import { Info, LocateFixed } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { useCurrentPosition } from './use-current-position';

const LINK = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900';

const quoted = (words: readonly string[]) =>
  listPhrase(
    words.map((word) => `“${word}”`),
    '',
  );

/** ' that sell furniture and clothing', or nothing. */
const selling = (products: ProductFlag[]) =>
  products.length > 0
    ? ` that sell ${listPhrase(
        products.map((flag) => PRODUCT_WORDS[flag]),
        '',
      )}`
    : '';

/** A place as a fallback names it: a state by its name, a city with its state's code. */
export const placeLabel = (place: SearchPlace) =>
  place.path.split('/').filter(Boolean).length === 1 ? place.name : `${place.name}, ${place.stateAbbreviation}`;

/** What a fallback shows, as the results page says it: 'stores in Dallas, TX that sell furniture'. */
export function fallbackShown(fallback: SearchFallback): string {
  const place = fallback.place ? placeLabel(fallback.place) : '';
  if (fallback.kind === 'fewer-words') return `results for “${fallback.text}”, without ${quoted(fallback.dropped)}`;
  if (fallback.kind === 'nearest') return `the stores nearest ${place}${selling(fallback.products)}`;
  return `stores in ${place}${selling(fallback.products)}`;
}

/**
 * How the search read its text, when it read any word otherwise than typed: 'Read “sandiego” as
 * “san diego”; left out “best” and “used”, which no store needs.'
 */
export function ReadingLine({ reading }: { reading: SearchReading }) {
  const parts = [
    ...reading.rewritten.map(({ from, to }) => `read “${from}” as “${to}”`),
    ...(reading.ignored.length > 0 ? [`left out ${quoted(reading.ignored)}, which no store needs`] : []),
  ];
  if (parts.length === 0) return null;
  const said = parts.join('; ');
  return <p className="mt-1 text-sm text-stone-600">{`${said[0]!.toUpperCase()}${said.slice(1)}.`}</p>;
}

/**
 * When no store matched every word: what is shown instead, and a link to the search of every word
 * ('No store matches every word of “vintage purple dallas”. Showing stores in Dallas, TX.').
 */
export function FallbackNotice({ params, fallback }: { params: SearchParams; fallback: SearchFallback }) {
  return (
    <div className="mt-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-stone-800">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <p>
        No store matches every word of “{params.q}”. Showing {fallbackShown(fallback)}.{' '}
        <Link to={searchPagePath({ ...params, page: 1, strict: true })} className={LINK}>
          Search for every word
        </Link>
      </p>
    </div>
  );
}

/**
 * "near me" in the text: the visitor's position is asked for once the page is ready, as the Near me
 * button does, and the same search is made near it; refused or unavailable, the page says so and the
 * results of the rest of the text stay.
 */
export function NearMeFromText({ params, text }: { params: SearchParams; text: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const onFound = useCallback(
    (near: { lat: number; lng: number }) => void navigate(searchPagePath({ ...params, near, page: 1 })),
    [navigate, params],
  );
  const position = useCurrentPosition(onFound);
  const asked = useRef(false);
  const { locate } = position;
  useEffect(() => {
    if (!hydrated || asked.current) return;
    asked.current = true;
    locate();
  }, [hydrated, locate]);
  const { state } = position;
  return (
    <p role="status" className="mt-4 flex items-start gap-2 text-stone-800 empty:hidden">
      {state.status === 'locating' && (
        <>
          <LocateFixed className="mt-0.5 size-4 shrink-0 text-orange-800" aria-hidden="true" />
          Finding your location to show the stores near you…
        </>
      )}
      {state.status === 'failed' && `${state.message} ${text ? `Showing results for “${text}” everywhere.` : ''}`}
    </p>
  );
}
