import type { StateSummary } from '@contracts/api.contract';
import { statePath } from '@contracts/page-paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_PHRASE } from '@/config/site';
import { useStates } from '@/features/states';
import { HomeSection } from './home-section';

/** The six featured states of the home page, in the spec's order (section 9). */
const FEATURED_STATE_SLUGS = ['california', 'new-york', 'texas', 'florida', 'illinois', 'pennsylvania'] as const;

/** 'Browse Consignment Stores by State': the featured states as cards, then every state by name. */
export function BrowseByState() {
  const states = useStates();

  return (
    <HomeSection
      id="home-browse-states"
      title={`Browse ${PRODUCT_PHRASE} by State`}
      lead="Start with one of the most popular states, or pick any state from the full list."
      className="bg-white"
    >
      <QueryStates
        queries={{ states }}
        renderError={(failure) => (
          <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-stone-50 p-6 text-center">
            <p className="text-stone-800">We couldn't load the list of states.</p>
            <Button type="button" size="sm" onClick={failure.retry} className="mt-4 shadow-none">
              Try again
            </Button>
          </div>
        )}
        pending={<BrowseByStateSkeleton />}
      >
        {(data) => <StateLists states={data.states} />}
      </QueryStates>
    </HomeSection>
  );
}

function StateLists({ states }: { states: StateSummary[] }) {
  const bySlug = new Map(states.map((state) => [state.slug, state]));
  const featured = FEATURED_STATE_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []);
  const sorted = [...states].sort((left, right) => left.name.localeCompare(right.name, 'en-US'));

  return (
    <>
      <h3 id="home-featured-states" className="sr-only">
        Featured States
      </h3>
      <ul aria-labelledby="home-featured-states" className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {featured.map((state) => (
          <li key={state.id}>
            <Link
              to={statePath(state.slug)}
              className="group flex items-center gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-4 shadow-sm sm:p-5 transition hover:-translate-y-0.5 hover:border-orange-300 hover:bg-orange-50 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-sm font-bold tracking-wide text-orange-900"
              >
                {state.abbreviation}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold text-stone-900 group-hover:text-orange-900">{state.name}</span>
                <span className="block text-sm text-stone-600">Browse {PRODUCT_PHRASE.toLowerCase()}</span>
              </span>
              <ArrowRight className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-orange-800" />
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-12 rounded-2xl border border-stone-200 bg-stone-50 p-6 sm:p-8">
        <h3 id="home-all-states" className="text-lg font-semibold text-stone-900">
          All States
        </h3>
        <ul aria-labelledby="home-all-states" className="mt-4 columns-1 gap-x-8 sm:columns-3">
          {sorted.map((state) => (
            <li key={state.id} className="break-inside-avoid">
              <Link
                to={statePath(state.slug)}
                className="inline-block rounded-sm py-1.5 text-stone-700 hover:text-orange-800 hover:underline"
              >
                {state.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Placeholders the size of the loaded lists: six cards and a block of names. */
function BrowseByStateSkeleton() {
  return (
    <div>
      <LoadingStatus label="Loading states…" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {FEATURED_STATE_SLUGS.map((slug) => (
          <div key={slug} className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
            <Skeleton className="size-12 shrink-0 rounded-xl" />
            <div className="flex-1">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="mt-2 h-4 w-40" />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-12 rounded-2xl border border-stone-200 bg-stone-50 p-6 sm:p-8">
        <Skeleton className="h-6 w-28" />
        {/* 51 names: one column of 36 px rows on phones, three columns from `sm` up. */}
        <Skeleton className="mt-4 h-[114.75rem] w-full sm:h-[38.25rem]" />
      </div>
    </div>
  );
}
