import { apiPaths } from '@contracts/api-paths';
import { readSearchParams } from '@contracts/search.contract';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { setDirectory } from '@/lib/directory';
import { california, failing, fakeDirectory, newYork, texas } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { SearchForm } from './search-form';

/** The form as the search page shows it: started from the page's address. */
function SearchPageForm() {
  const [searchParams] = useSearchParams();
  return <SearchForm key={searchParams.toString()} params={readSearchParams(searchParams)} facets={undefined} />;
}

/** The form at `at`, the states already read (as every page's layout reads them before its screen). */
function renderForm(at = '/search') {
  const user = userEvent.setup();
  const rendered = renderAt(<SearchPageForm />, { at, cached: { [apiPaths.states()]: [california, newYork, texas] } });
  const text = () => screen.getByRole('searchbox', { name: 'Search for' });
  const state = () => screen.getByRole('combobox', { name: 'State' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Search' }));
  return { ...rendered, user, text, state, submit };
}

describe('the Advanced Search form', () => {
  it('goes to the results for the text typed, trimmed', async () => {
    const { user, text, submit, location } = renderForm();

    await user.type(text(), '  vintage furniture  ');
    await submit();

    expect(location()).toBe('/search?q=vintage+furniture');
  });

  it('searches a ZIP code as text', async () => {
    const { user, text, submit, location } = renderForm();

    await user.type(text(), '78701');
    await submit();

    expect(location()).toBe('/search?q=78701');
  });

  it('submits with the Enter key in the text field', async () => {
    const { user, text, location } = renderForm();

    await user.type(text(), 'dress{Enter}');

    expect(location()).toBe('/search?q=dress');
  });

  it('does nothing when the text is empty', async () => {
    const { user, text, submit, location, navigationType } = renderForm('/search?q=lamp');

    await user.clear(text());
    await submit();

    expect(location()).toBe('/search?q=lamp');
    expect(navigationType()).toBe('POP');
  });

  it('does nothing when the text is only spaces, even with a state and features chosen', async () => {
    const { user, text, state, submit, location } = renderForm();

    await user.type(text(), '   ');
    await user.selectOptions(state(), 'Texas');
    await user.click(screen.getByRole('checkbox', { name: 'Furniture' }));
    await submit();

    expect(location()).toBe('/search');
  });

  it('adds the state chosen, by its slug; All States adds none', async () => {
    const { user, text, state, submit, location } = renderForm();

    await user.type(text(), 'books');
    await user.selectOptions(state(), 'New York');
    await submit();
    expect(location()).toBe('/search?q=books&state=new-york');

    await user.selectOptions(state(), 'All States');
    await submit();
    expect(location()).toBe('/search?q=books');
  });

  it('adds the features checked as their flag names, comma-joined; unchecking one takes it out', async () => {
    const { user, text, submit, location } = renderForm();

    // What they sell (8), the store's qualities (4), its consignment terms (3), and open now.
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    expect(within(screen.getByRole('group', { name: 'Right now' })).getByRole('checkbox', { name: 'Open now' })).toBeInTheDocument();
    await user.type(text(), 'chairs');
    await user.click(screen.getByRole('checkbox', { name: 'Furniture' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clean & Organized' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friendly Staff' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Consigning your things' })).getByRole('checkbox', { name: 'Walk-in intake' }),
    );
    expect(screen.getByRole('button', { name: 'Filter by features (4 chosen)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Clean & Organized' }));
    await submit();

    expect(location()).toBe('/search?q=chairs&features=sellFurniture,friendlyEmployees,walkInIntake');
  });

  it('starts from the address (a state given by its code) and a new search starts again at page 1', async () => {
    const { text, state, submit, location } = renderForm('/search?q=dress&state=TX&features=sellClothes&page=3');

    expect(text()).toHaveValue('dress');
    expect(state()).toHaveDisplayValue('Texas');
    expect(screen.getByRole('checkbox', { name: 'Clothing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Furniture' })).not.toBeChecked();

    await submit();

    expect(location()).toBe('/search?q=dress&features=sellClothes&state=texas');
  });

  it('shows and sends the state the address names by its code once the states are read, after the form opened', async () => {
    let answer: (states: unknown) => void = () => undefined;
    setDirectory(fakeDirectory({ states: () => new Promise((resolve) => (answer = resolve)) as never }));
    const user = userEvent.setup();
    const { location } = renderAt(<SearchPageForm />, { at: '/search?q=dress&state=TX' });
    const state = () => screen.getByRole('combobox', { name: 'State' });
    expect(state()).toHaveDisplayValue('All States');

    answer([california, newYork, texas]);

    await waitFor(() => expect(state()).toHaveDisplayValue('Texas'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=dress&state=texas');
  });

  it("sends no state when the states cannot be read: the select shows 'All States'", async () => {
    setDirectory(fakeDirectory({ states: failing(503, 'Database unavailable') }));
    const user = userEvent.setup();
    const { queryClient, location } = renderAt(<SearchPageForm />, { at: '/search?q=dress&state=TX' });
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'));

    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('All States');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=dress');
  });

  it("offers only 'All States' when the states cannot be read, and still searches", async () => {
    setDirectory(fakeDirectory({ states: failing(503, 'Database unavailable') }));
    const user = userEvent.setup();
    const { queryClient, location } = renderAt(<SearchPageForm />, { at: '/search' });
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'));

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All States']);
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'lamps');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=lamps');
  });
});

describe("the form's Near me", () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
  const giveLocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
    Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });

  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'geolocation', original);
    else delete (window.navigator as { geolocation?: Geolocation }).geolocation;
  });

  it('searches near the visitor, the position rounded to three decimals, keeping the text and filters', async () => {
    giveLocation((found) => found({ coords: { latitude: 30.267153, longitude: -97.743057 } } as GeolocationPosition));
    const { user, text, state, location } = renderForm();

    await user.type(text(), 'dress');
    await user.selectOptions(state(), 'Texas');
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(location()).toBe('/search?q=dress&state=texas&lat=30.267&lng=-97.743');
  });

  it('explains what to do when the visitor refuses to share the location, and stays', async () => {
    const refuse = jest.fn<Geolocation['getCurrentPosition']>((_found, failed) =>
      failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    giveLocation(refuse);
    const { user, location } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(refuse).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You chose not to share your location, so we can't list the stores near you. To use Near me, allow location access for this site in your browser's settings, or search by city, state or ZIP code instead.",
    );
    expect(location()).toBe('/search');
  });

  it("says so when the browser can't share a location", async () => {
    const { user, location } = renderForm();
    expect('geolocation' in window.navigator).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      "This browser can't share its location. Search by city, state or ZIP code instead.",
    );
    expect(location()).toBe('/search');
  });
});
