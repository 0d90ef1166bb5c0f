import { apiPaths } from '@contracts/api-paths';
import type { ComparedStore, PriceComparison } from '@contracts/consignment-terms';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/test/fake-api';
import { california, newYork, storeDetail, texas } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { PriceComparisonRoute } from './price-comparison-route';

const PAGE = '/tools/price-comparison';
const API = '/api/tools/price-comparison';

const payout = (salePrice: number, consignorPercent: number) => ({
  salePrice,
  consignorPercent,
  fees: 0,
  storeKeeps: salePrice - (salePrice * consignorPercent) / 100,
  payout: (salePrice * consignorPercent) / 100,
});

const DALLAS_STORE: ComparedStore = {
  store: storeDetail({ slug: 'big-d-resale', businessName: 'Big D Resale', city: 'Dallas', citySlug: 'dallas' }),
  distance: 2.3,
  atFullPrice: payout(600, 60),
  atLowest: payout(450, 60),
  periodDays: 60,
};

/** The API's answer for furniture at $600 near a position. */
const nearby = (lat: number, lng: number): PriceComparison => ({
  category: 'furniture',
  price: 600,
  place: { name: 'your location', latitude: lat, longitude: lng },
  stores: [DALLAS_STORE],
});

/** The page at `at`, the states already read; the API answers every comparison near a position. */
function renderPage(at = PAGE) {
  const sent = fakeApi(({ path }) => {
    const query = new URL(path, 'http://localhost').searchParams;
    if (path.startsWith(`${API}?`) && query.has('lat'))
      return { status: 200, body: nearby(Number(query.get('lat')), Number(query.get('lng'))) };
    return undefined;
  });
  const user = userEvent.setup();
  const rendered = renderAt(<PriceComparisonRoute />, { at, cached: { [apiPaths.states()]: [california, newYork, texas] } });
  const comparisons = () => sent.map((request) => request.path).filter((path) => path.startsWith(API));
  const nearMe = () => screen.getByRole('button', { name: /^(Near me|Finding your location…)$/ });
  return { ...rendered, sent, user, comparisons, nearMe };
}

const originalFetch = globalThis.fetch;
const originalGeolocation = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
const giveLocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });

afterEach(() => {
  globalThis.fetch = originalFetch;
  if (originalGeolocation) Object.defineProperty(window.navigator, 'geolocation', originalGeolocation);
  else delete (window.navigator as { geolocation?: Geolocation }).geolocation;
});

describe("the price comparison's Near me", () => {
  it('asks for the position, then compares near it, rounded to three decimals, in the address and the request', async () => {
    let answer: PositionCallback | undefined;
    const getCurrentPosition = jest.fn<Geolocation['getCurrentPosition']>((found) => {
      answer = found;
    });
    giveLocation(getCurrentPosition);
    const { user, comparisons, location, nearMe } = renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Expected price ($)' }), '600');
    await user.click(nearMe());

    // While the browser locates: the button says so, stays focused and does not ask twice.
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(nearMe()).toHaveTextContent('Finding your location…');
    expect(nearMe()).toHaveAttribute('aria-disabled', 'true');
    expect(nearMe()).toHaveFocus();
    await user.click(nearMe());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(comparisons()).toEqual([]);

    act(() => answer!({ coords: { latitude: 32.776712, longitude: -96.797034 } } as GeolocationPosition));

    expect(await screen.findByRole('heading', { level: 2, name: 'Where furniture at $600.00 pays most near you' })).toBeInTheDocument();
    expect(comparisons()).toEqual([`${API}?category=furniture&price=600&lat=32.777&lng=-96.797`]);
    expect(location()).toBe(`${PAGE}?category=furniture&price=600&lat=32.777&lng=-96.797`);
    const results = screen.getByRole('region', { name: 'Where furniture at $600.00 pays most near you' });
    const store = within(results).getByRole('listitem');
    expect(within(store).getByRole('link', { name: 'Big D Resale' })).toBeInTheDocument();
    expect(store).toHaveTextContent('Dallas, TX · 2.3 miles away');
    expect(nearMe()).toHaveTextContent('Near me');
    expect(nearMe()).not.toHaveAttribute('aria-disabled');
    expect(nearMe()).toHaveFocus();
  });

  it('explains what to do when the visitor refuses to share the location, and compares nothing', async () => {
    const refuse = jest.fn<Geolocation['getCurrentPosition']>((_found, failed) =>
      failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    giveLocation(refuse);
    const { user, comparisons, location, nearMe } = renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Expected price ($)' }), '600');
    await user.click(nearMe());

    expect(refuse).toHaveBeenCalledTimes(1);
    const message =
      "You chose not to share your location, so we can't list the stores near you. To use Near me, allow location access for this site in your browser's settings, or search by city, state or ZIP code instead.";
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(nearMe()).toHaveAccessibleDescription(message);
    expect(nearMe()).toHaveTextContent('Near me');
    expect(comparisons()).toEqual([]);
    expect(location()).toBe(PAGE);

    // Until another comparison is shown.
    await user.type(screen.getByRole('textbox', { name: 'Or a ZIP code' }), '75201');
    await user.click(screen.getByRole('button', { name: 'Compare stores' }));
    expect(location()).toBe(`${PAGE}?category=furniture&price=600&zip=75201`);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(nearMe()).not.toHaveAttribute('aria-describedby');
  });

  it("says so when the browser can't share a location", async () => {
    const { user, comparisons, nearMe } = renderPage();
    expect('geolocation' in window.navigator).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Expected price ($)' }), '600');
    await user.click(nearMe());

    expect(screen.getByRole('status')).toHaveTextContent(
      "This browser can't share its location. Search by city, state or ZIP code instead.",
    );
    expect(comparisons()).toEqual([]);
  });

  it('asks for the price before the position', async () => {
    const getCurrentPosition = jest.fn<Geolocation['getCurrentPosition']>();
    giveLocation(getCurrentPosition);
    const { user, nearMe } = renderPage();

    await user.click(nearMe());

    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter what you expect the item to sell for, such as 600.');
  });

  it('is reached and pressed with the keyboard', async () => {
    const getCurrentPosition = jest.fn<Geolocation['getCurrentPosition']>();
    giveLocation(getCurrentPosition);
    const { user, nearMe } = renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Expected price ($)' }), '600');
    // Price, then State, ZIP code (the city waits for a state), Compare stores, Near me.
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(nearMe()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});

describe('a comparison near the visitor, read from the address', () => {
  it('compares near the position the address holds, rounded, and says "near you"', async () => {
    const { comparisons } = renderPage(`${PAGE}?category=furniture&price=600&lat=32.7767&lng=-96.79704`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Where furniture at $600.00 pays most near you' })).toBeInTheDocument();
    expect(comparisons()).toEqual([`${API}?category=furniture&price=600&lat=32.777&lng=-96.797`]);
    // The place fields stay blank: the position is the place.
    expect(screen.getByRole('textbox', { name: 'Or a ZIP code' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('keeps the position when the item changes and the place is left blank', async () => {
    const { user, comparisons, location } = renderPage(`${PAGE}?category=furniture&price=600&lat=32.777&lng=-96.797`);
    await screen.findByRole('heading', { level: 2, name: /near you$/ });

    const price = screen.getByRole('textbox', { name: 'Expected price ($)' });
    await user.clear(price);
    await user.type(price, '450');
    await user.click(screen.getByRole('button', { name: 'Compare stores' }));

    expect(location()).toBe(`${PAGE}?category=furniture&price=450&lat=32.777&lng=-96.797`);
    expect(comparisons()).toContain(`${API}?category=furniture&price=450&lat=32.777&lng=-96.797`);
  });

  it('says "near you" when no store nearby takes the item', async () => {
    fakeApi(() => ({ status: 200, body: { ...nearby(32.777, -96.797), category: 'jewelry', stores: [] } }));
    renderAt(<PriceComparisonRoute />, {
      at: `${PAGE}?category=jewelry&price=600&lat=32.777&lng=-96.797`,
      cached: { [apiPaths.states()]: [texas] },
    });

    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('No store within 50 miles of you takes jewelry');
  });

  it('ignores a position that is not one', () => {
    const { comparisons } = renderPage(`${PAGE}?category=furniture&price=600&lat=95&lng=-96.797`);

    expect(comparisons()).toEqual([]);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
