import type { SearchFacets, SearchPlace, SearchResults, SearchFilter } from '@contracts/api.contract';
import { SEARCH_FILTERS } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { readSearchParams } from '@contracts/search.contract';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { california, newYork, storeDetail, texas } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { SearchRoute } from './search-route';

const LONG_BEACH_CA: SearchPlace = { name: 'Long Beach', stateAbbreviation: 'CA', path: '/california/long-beach' };
const LONG_BEACH_NY: SearchPlace = { name: 'Long Beach', stateAbbreviation: 'NY', path: '/new-york/long-beach' };
const LONG_BEACH_MS: SearchPlace = { name: 'Long Beach', stateAbbreviation: 'MS', path: '/mississippi/long-beach' };

const STORE = storeDetail({
  businessName: 'Shoreline Resale',
  city: 'Long Beach',
  state: 'California',
  stateAbbreviation: 'CA',
  stateSlug: 'california',
  citySlug: 'long-beach',
});
const noCounts: SearchFacets = {
  features: Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, 0])) as Record<SearchFilter, number>,
  states: {},
  partial: false,
};

/**
 * The search page at `/search?q={text}`, its results already read (as the server puts them into the
 * page): one store, and what the search took the text to name (`place`).
 */
function renderResults(text: string, place: SearchResults['place']) {
  const params = readSearchParams(new URLSearchParams({ q: text }));
  const results: SearchResults = {
    stores: [STORE],
    total: 1,
    totalPages: 1,
    reading: { text, ignored: [], rewritten: [], nearMe: false },
    ...(place && { place }),
  };
  renderAt(<SearchRoute />, {
    at: `/search?${new URLSearchParams({ q: text }).toString()}`,
    cached: {
      [apiPaths.states()]: [california, newYork, texas],
      [apiPaths.search(params)]: results,
      [apiPaths.searchFacets(params)]: noCounts,
    },
  });
  return screen.getByRole('region', { name: `Found 1 Consignment Stores matching "${text}"` });
}

/** The paragraph that starts 'Showing', in the results. */
const placeLine = (results: HTMLElement) =>
  within(results).queryByText((_, element) => element?.tagName === 'P' && /^Showing /.test(element.textContent ?? ''));

describe('the search page names the city it read the text as', () => {
  it('links the city first and its namesakes by state, each named in full', () => {
    const results = renderResults('consignment long beach', { city: LONG_BEACH_CA, also: [LONG_BEACH_NY, LONG_BEACH_MS] });

    const line = placeLine(results);
    expect(line).toHaveTextContent(/^Showing Long Beach, CA first; also Long Beach in NY and MS\.$/);
    // Just under the heading.
    expect(within(results).getByRole('heading', { level: 2 }).nextElementSibling).toBe(line);
    const links = within(line!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Long Beach, CA', '/california/long-beach'],
      ['NY', '/new-york/long-beach'],
      ['MS', '/mississippi/long-beach'],
    ]);
    expect(within(line!).getByRole('link', { name: 'Long Beach, NY' })).toHaveAttribute('href', '/new-york/long-beach');
    expect(within(line!).getByRole('link', { name: 'Long Beach, MS' })).toHaveAttribute('href', '/mississippi/long-beach');
  });

  it('says only which city comes first when it has no namesakes', () => {
    const results = renderResults('consignment long beach', { city: LONG_BEACH_CA, also: [] });

    const line = placeLine(results);
    expect(line).toHaveTextContent(/^Showing Long Beach, CA first\.$/);
    expect(within(line!).getAllByRole('link')).toHaveLength(1);
    expect(within(line!).getByRole('link', { name: 'Long Beach, CA' })).toHaveAttribute('href', '/california/long-beach');
  });

  it('joins three or more namesakes with commas and a last "and"', () => {
    const longBeachWa: SearchPlace = { name: 'Long Beach', stateAbbreviation: 'WA', path: '/washington/long-beach' };
    const results = renderResults('long beach', { city: LONG_BEACH_CA, also: [LONG_BEACH_NY, LONG_BEACH_MS, longBeachWa] });

    expect(placeLine(results)).toHaveTextContent(/^Showing Long Beach, CA first; also Long Beach in NY, MS and WA\.$/);
  });

  it('names a namesake spelt otherwise in full', () => {
    const stLouis: SearchPlace = { name: 'St. Louis', stateAbbreviation: 'MO', path: '/missouri/st-louis' };
    const saintLouis: SearchPlace = { name: 'Saint Louis', stateAbbreviation: 'MI', path: '/michigan/saint-louis' };
    const results = renderResults('st louis', { city: stLouis, also: [saintLouis] });

    const line = placeLine(results);
    expect(line).toHaveTextContent(/^Showing St\. Louis, MO first; also Saint Louis, MI\.$/);
    expect(within(line!).getByRole('link', { name: 'Saint Louis, MI' })).toHaveAttribute('href', '/michigan/saint-louis');
  });

  it('says nothing of a city when the search read none', () => {
    const results = renderResults('vintage', undefined);

    expect(within(results).getByText('Shoreline Resale')).toBeInTheDocument();
    expect(placeLine(results)).toBeNull();
    expect(within(results).queryByText(/Showing/)).toBeNull();
  });
});

/** The search page at `/search?q={text}` with `results` already read. */
function renderSearch(text: string, results: Omit<SearchResults, 'reading'> & { reading?: Partial<SearchResults['reading']> }) {
  const params = readSearchParams(new URLSearchParams({ q: text }));
  const answer: SearchResults = { ...results, reading: { text, ignored: [], rewritten: [], nearMe: false, ...results.reading } };
  return renderAt(<SearchRoute />, {
    at: `/search?${new URLSearchParams({ q: text }).toString()}`,
    cached: {
      [apiPaths.states()]: [california, newYork, texas],
      [apiPaths.search(params)]: answer,
      [apiPaths.searchFacets(params)]: noCounts,
    },
  });
}

describe('the search page says how it read the text', () => {
  it('says which words it left out and which it read as others', () => {
    renderSearch('best used furniture in sandiego', {
      stores: [STORE],
      total: 1,
      totalPages: 1,
      reading: { text: 'furniture in san diego', ignored: ['best', 'used'], rewritten: [{ from: 'sandiego', to: 'san diego' }] },
    });
    expect(screen.getByText('Read “sandiego” as “san diego”; left out “best” and “used”, which no store needs.')).toBeInTheDocument();
  });

  it('says what it shows when no store matched every word, with a link to the search of every word', () => {
    renderSearch('vintage purple dallas', {
      stores: [STORE],
      total: 1,
      totalPages: 1,
      fallback: {
        kind: 'place',
        dropped: [],
        place: { name: 'Dallas', stateAbbreviation: 'TX', path: '/texas/dallas' },
        products: ['sellFurniture'],
        text: '',
      },
    });
    expect(
      screen.getByText(/^No store matches every word of “vintage purple dallas”\. Showing stores in Dallas, TX that sell furniture\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for every word' })).toHaveAttribute('href', '/search?q=vintage+purple+dallas&strict=1');
    expect(screen.getByRole('heading', { level: 2, name: 'Found 1 Consignment Stores in Dallas, TX' })).toBeInTheDocument();
  });

  it('names the words it searched without', () => {
    renderSearch('furniture xqwzv dallas', {
      stores: [STORE],
      total: 1,
      totalPages: 1,
      fallback: { kind: 'fewer-words', dropped: ['xqwzv'], place: null, products: [], text: 'furniture dallas' },
    });
    expect(screen.getByText(/Showing results for “furniture dallas”, without “xqwzv”\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Found 1 Consignment Stores matching "furniture dallas"' })).toBeInTheDocument();
  });

  it('offers the closest names and the popular cities when nothing was found', () => {
    renderSearch('hustnn', {
      stores: [],
      total: 0,
      totalPages: 0,
      didYouMean: {
        cities: [{ name: 'Houston', stateAbbreviation: 'TX', path: '/texas/houston' }],
        stores: [{ name: 'Hustle Resale', city: 'Austin', stateAbbreviation: 'TX', path: '/texas/austin/hustle-resale' }],
      },
    });
    const status = screen.getByRole('heading', { name: 'No Results Found' }).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByRole('link', { name: 'Houston, TX' })).toHaveAttribute('href', '/texas/houston');
    expect(within(status).getByRole('link', { name: 'Hustle Resale (Austin, TX)' })).toHaveAttribute('href', '/texas/austin/hustle-resale');
    expect(within(status).getByRole('heading', { name: 'Popular cities' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Atlanta, GA' })).toHaveAttribute('href', '/georgia/atlanta');
  });
});
