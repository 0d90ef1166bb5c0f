import type { StateSummary } from '@contracts/api.contract';
import { cityPath, statePath } from '@contracts/page-paths';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryStates } from '@/components/ui/query-states';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { SITEMAP_CITIES_PER_STATE, SITEMAP_STATE_COUNT } from '@/config/popular-cities';
import { stateCitiesQueryOptions, useStates } from '@/features/states';
import { PageSection } from '@/features/static-pages';

export const SITEMAP_ERROR_TEXT = 'Error loading sitemap content. Please try again later.';

const linkClass = 'rounded-sm text-orange-800 hover:text-orange-950 hover:underline';
const linkGridClass = 'grid grid-cols-2 gap-x-6 gap-y-2.5 sm:grid-cols-3';

/** A link of a sitemap list; `current` marks the sitemap's own entry. */
export function SitemapLink({ to, children, current }: { to: string; children: ReactNode; current?: boolean }) {
  return (
    <Link to={to} className={linkClass} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * 'Browse by State' (every state) and 'Popular Cities' (the first 3 cities of each of the first 10
 * states, 'City, ABBR'). The server put every answer these need into the page, so the first visit
 * shows them at once; later visits show placeholders while they load.
 */
export function SitemapDirectory() {
  const states = useStates();

  return (
    <QueryStates
      queries={{ states }}
      renderError={() => <SitemapError />}
      pending={
        <>
          <PageSection id="sitemap-states" title="Browse by State">
            <LinkSkeletons count={12} label="Loading states…" />
          </PageSection>
          <PageSection id="sitemap-cities" title="Popular Cities">
            <LinkSkeletons count={SITEMAP_STATE_COUNT * SITEMAP_CITIES_PER_STATE} label="Loading popular cities…" />
          </PageSection>
        </>
      }
    >
      {(data) => (
        <>
          <PageSection id="sitemap-states" title="Browse by State">
            <ul className={linkGridClass}>
              {data.states.map((state) => (
                <li key={state.id}>
                  <SitemapLink to={statePath(state.slug)}>{state.name}</SitemapLink>
                </li>
              ))}
            </ul>
          </PageSection>

          <PageSection id="sitemap-cities" title="Popular Cities">
            <PopularCities states={data.states.slice(0, SITEMAP_STATE_COUNT)} />
          </PageSection>
        </>
      )}
    </QueryStates>
  );
}

/** The spec's error text, in place of what could not be loaded. */
function SitemapError() {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {SITEMAP_ERROR_TEXT}
    </p>
  );
}

/**
 * One city list per state, fetched side by side. The lists that arrived are shown; if any failed,
 * the sitemap's error text says so under them (and stands alone when none arrived).
 */
function PopularCities({ states }: { states: StateSummary[] }) {
  const results = useQueries({ queries: states.map((state) => stateCitiesQueryOptions(state.slug)) });
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const shown = results.some((result) => !result.isError);

  return (
    <>
      {loading && <LoadingStatus label="Loading popular cities…" />}
      {shown && (
        <ul className={linkGridClass}>
          {states.map((state, index) => {
            const result = results[index];
            if (!result || result.isError) return null;
            if (result.isPending) {
              return Array.from({ length: SITEMAP_CITIES_PER_STATE }, (_, slot) => (
                <li key={`${state.slug}-placeholder-${slot}`} aria-hidden="true">
                  <Skeleton className="h-5 w-32 max-w-full" />
                </li>
              ));
            }
            return result.data.slice(0, SITEMAP_CITIES_PER_STATE).map((city) => (
              <li key={`${state.slug}/${city.slug}`}>
                <SitemapLink to={cityPath(state.slug, city.slug)}>
                  {city.name}, {state.abbreviation}
                </SitemapLink>
              </li>
            ));
          })}
        </ul>
      )}
      {failed && <SitemapError />}
    </>
  );
}

function LinkSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      <LoadingStatus label={label} />
      <ul aria-hidden="true" className={linkGridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-5 w-32 max-w-full" />
          </li>
        ))}
      </ul>
    </>
  );
}
