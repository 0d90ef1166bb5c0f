import type { CityWithStoreCount } from '@contracts/api.contract';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { city, texas } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { filterCities, StateCityDirectory } from './state-city-directory';

const AUSTIN = city('Austin', 12);
const SAN_ANTONIO = city('San Antonio', 9);
const PLEASANTON = city('Pleasanton', 1);
const EL_PASO = city('El Paso', 4);
const SAN_MARCOS = city('San Marcos', 2);

/** A state with a few cities: all of them are cards. */
const FEW = [AUSTIN, EL_PASO, PLEASANTON, SAN_ANTONIO, SAN_MARCOS];

function renderDirectory(cities: CityWithStoreCount[] = FEW) {
  const user = userEvent.setup();
  const rendered = renderAt(<StateCityDirectory state={texas} cities={cities} />, { at: '/texas' });
  const filter = () => screen.queryByRole('searchbox', { name: 'Filter cities' });
  /** The names of the city cards shown. */
  const cards = () =>
    screen
      .queryAllByRole('list')
      .filter((list) => !list.getAttribute('aria-label')?.startsWith('Cities starting with'))
      .flatMap((list) => within(list).queryAllByRole('link'))
      .map((link) => link.firstChild?.textContent);
  return { ...rendered, user, filter, cards };
}

describe("the state page's city filter", () => {
  it("offers a filter box 'Search cities in {State}...'", () => {
    const { filter } = renderDirectory();

    expect(filter()).toHaveAttribute('placeholder', 'Search cities in Texas...');
    expect(screen.getByRole('heading', { name: 'Cities in Texas' })).toBeInTheDocument();
  });

  it('shows every city as a card with its store count, linking to /{stateSlug}/{citySlug}', () => {
    const { cards } = renderDirectory();

    expect(cards()).toEqual(['Austin', 'El Paso', 'Pleasanton', 'San Antonio', 'San Marcos']);
    const austin = screen.getByRole('link', { name: /^Austin/ });
    expect(austin).toHaveAttribute('href', '/texas/austin');
    expect(austin).toHaveTextContent('Austin12 Consignment Stores');
    expect(screen.getByRole('link', { name: /^Pleasanton/ })).toHaveTextContent('Pleasanton1 Consignment Store');
    expect(screen.getByRole('link', { name: /^San Antonio/ })).toHaveAttribute('href', '/texas/san-antonio');
  });

  it('keeps the cities whose name contains the text, in any case, anywhere in the name', async () => {
    const { user, filter, cards } = renderDirectory();

    await user.type(filter()!, 'SAN');

    // 'Pleasanton' has 'san' inside it.
    expect(await screen.findByText('Showing 3 of 5 cities')).toBeInTheDocument();
    expect(cards()).toEqual(['Pleasanton', 'San Antonio', 'San Marcos']);
  });

  it('ignores spaces around the text', async () => {
    const { user, filter, cards } = renderDirectory();

    await user.type(filter()!, '  el paso ');

    expect(await screen.findByText('Showing 1 of 5 cities')).toBeInTheDocument();
    expect(cards()).toEqual(['El Paso']);
  });

  it("says 'No cities found matching your search.' when no name matches, and shows no city", async () => {
    const { user, filter, cards } = renderDirectory();

    await user.type(filter()!, 'Houston');

    expect(await screen.findByText('No cities found matching your search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No cities found matching your search.');
    expect(cards()).toEqual([]);
  });

  it('shows every city again once the filter is emptied', async () => {
    const { user, filter, cards } = renderDirectory();

    await user.type(filter()!, 'zzz');
    await screen.findByText('No cities found matching your search.');
    await user.clear(filter()!);

    expect(await screen.findAllByRole('link')).toHaveLength(5);
    expect(cards()).toEqual(['Austin', 'El Paso', 'Pleasanton', 'San Antonio', 'San Marcos']);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('in a state with many cities, shows the 8 with the most stores first, then every city A to Z, and filters them all', async () => {
    const many = [
      ...FEW,
      city('Houston', 40),
      city('Dallas', 30),
      city('Fort Worth', 20),
      city('Plano', 8),
      city('Waco', 3),
      city('Abilene', 1),
    ].sort((left, right) => left.name.localeCompare(right.name)); // as the API lists them
    const { user, filter } = renderDirectory(many);

    const biggest = screen.getByRole('list', { name: 'Cities in Texas with the most stores' });
    expect(
      within(biggest)
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent),
    ).toEqual(['Houston', 'Dallas', 'Fort Worth', 'Austin', 'San Antonio', 'Plano', 'El Paso', 'Waco']);
    const startingWithA = screen.getByRole('list', { name: 'Cities starting with A' });
    expect(
      within(startingWithA)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/texas/abilene', '/texas/austin']);

    await user.type(filter()!, 'wa');

    expect(await screen.findByText('Showing 1 of 11 cities')).toBeInTheDocument();
    const matching = screen.getByRole('list', { name: 'Matching cities' });
    expect(
      within(matching)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/texas/waco']);
    expect(screen.queryByRole('list', { name: 'Cities in Texas with the most stores' })).not.toBeInTheDocument();
  });

  it('says so, with no filter, when the state has no city with stores yet', () => {
    const { filter } = renderDirectory([]);

    expect(filter()).not.toBeInTheDocument();
    expect(screen.getByText('No stores listed in Texas yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all states' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View the sitemap' })).toHaveAttribute('href', '/sitemap');
  });
});

describe('the city filter rule', () => {
  it('is a case-insensitive substring of the name; a blank text keeps every city', () => {
    expect(filterCities(FEW, 'an').map((found) => found.name)).toEqual(['Pleasanton', 'San Antonio', 'San Marcos']);
    expect(filterCities(FEW, 'AUSTIN').map((found) => found.name)).toEqual(['Austin']);
    expect(filterCities(FEW, '   ')).toEqual(FEW);
    expect(filterCities(FEW, 'Austin, TX')).toEqual([]);
  });
});
