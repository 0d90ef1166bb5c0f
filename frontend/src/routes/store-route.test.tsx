import type { StoreDetail } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { contributionApiPaths, HONEYPOT_FIELD, type ClosedStore } from '@contracts/contributions.contract';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeAnswer, type SentRequest } from '@/test/fake-api';
import { consignmentTerms, storeDetail } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { StoreRoute } from './store-route';

const PATH = '/texas/austin/second-chance-resale';

/** The store page at its address, its store (and what else its first screen reads) already read. */
function renderStore(store: StoreDetail, reportAnswer?: FakeAnswer) {
  const sent = fakeApi(({ method, path }) => {
    if (path === contributionApiPaths.ticket) return { status: 200, body: { ticket: 'ticket-9' } };
    if (method === 'POST' && path === contributionApiPaths.reports(store.slug))
      return reportAnswer ?? { status: 201, body: { message: 'Thank you: we will check Second Chance Resale.' } };
    return undefined;
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<StoreRoute />, {
    at: PATH,
    path: '/:stateSlug/:citySlug/:storeSlug',
    cached: {
      [apiPaths.store(store.slug)]: store,
      [apiPaths.awardCheck(store.id)]: store.award,
      [apiPaths.nearbyCities(store.cityId)]: [],
    },
  });
  return { sent, user };
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: false, now: new Date('2025-06-04T15:00:00Z') });
});
const originalFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe("the store page's owner data", () => {
  it("shows the owner's first photo as the main picture and the others in the gallery, each named", () => {
    const photos = [1, 2, 3].map((id) => ({ id, url: `/store-photos/${id}.webp`, width: 1600, height: 1200 }));
    renderStore(storeDetail({ photos }));

    const hero = screen.getByRole('region', { name: 'Second Chance Resale' });
    expect(within(hero).getByRole('img', { name: 'Photo 1 of Second Chance Resale' })).toHaveAttribute('src', '/store-photos/1.webp');
    const gallery = screen.getByRole('region', { name: 'Photo Gallery' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Photo 2 of Second Chance Resale', 'Photo 3 of Second Chance Resale']);
    expect(within(gallery).getByRole('link', { name: 'Photo 3 of Second Chance Resale' })).toHaveAttribute('href', '/store-photos/3.webp');
  });

  it("keeps the drawn picture and the spec's gallery without photos, and says nothing of an owner", () => {
    renderStore(storeDetail());

    expect(screen.getAllByRole('img', { name: /^Illustration: Second Chance Resale/ })).toHaveLength(2);
    expect(screen.queryByText('Claimed by its owner')).toBeNull();
    expect(screen.queryByText('Hours from the owner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Own this store? Claim this listing' })).toHaveAttribute(
      'href',
      '/claim-listing/second-chance-resale',
    );
  });

  it('marks a claimed listing and hours its owner gave; its claim link is then the owner’s way in', () => {
    renderStore(storeDetail({ claimed: true, ownHours: true }));

    expect(screen.getByText('Claimed by its owner')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Store Hours' })).getByText('Hours from the owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claimed listing? Owner sign-in' })).toHaveAttribute(
      'href',
      '/claim-listing/second-chance-resale',
    );
  });
});

describe("the store page's 'Consign Here'", () => {
  it('says the terms in words and what a typical item pays, sold at once and on its last day', () => {
    renderStore(storeDetail({ consignmentTerms: consignmentTerms() }));
    const section = screen.getByRole('region', { name: 'Consign Here' });
    expect(section).toHaveTextContent('Your shareYou get 40% up to $100 and 50% above $100, or 60% as store credit.');
    expect(section).toHaveTextContent('Bringing itemsWalk in Tuesday to Thursday, up to 20 items at a time.');
    expect(section).toHaveTextContent(
      'A clothing item priced $40.00 pays you $14.00 if it sells at once, and $6.00 if it sells on the last of its 60 days, marked down to $20.00.',
    );
    expect(within(section).getByRole('link', { name: 'Work out your own item with the profit calculator' })).toHaveAttribute(
      'href',
      '/tools/profit-calculator',
    );
  });

  it('says when the store has published no terms, and offers its owner the claim', () => {
    renderStore(storeDetail({ consignmentTerms: null }));
    const section = screen.getByRole('region', { name: 'Consign Here' });
    expect(section).toHaveTextContent('Second Chance Resale has not published its consignment terms here yet');
    expect(within(section).queryByRole('term')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Claim the listing to publish your terms' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/claim-listing\//),
    );
  });
});

describe("the store page's 'Report a problem'", () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    const toggle = screen.getByRole('button', { name: 'Report a problem' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return screen.getByRole('form', { name: 'Report a problem with Second Chance Resale' });
  };

  it('opens the form in place, its first choice focused, and sends the problem with the form ticket', async () => {
    const { sent, user } = renderStore(storeDetail());
    expect(sent.map((request) => request.path)).not.toContain(contributionApiPaths.ticket);

    const form = await open(user);
    expect(within(form).getByRole('radio', { name: 'Closed for good' })).toHaveFocus();
    expect(sent.map((request) => request.path)).toContain(contributionApiPaths.ticket);
    await user.click(within(form).getByRole('radio', { name: 'Wrong hours' }));
    await user.type(within(form).getByLabelText(/Details/), 'Open until 8 on Fridays');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByText('Thank you: we will check Second Chance Resale.')).toHaveFocus();
    const post = sent.find((request: SentRequest) => request.method === 'POST')!;
    expect(post.path).toBe('/api/stores/second-chance-resale/reports');
    expect(post.body).toEqual({ problem: 'hours', note: 'Open until 8 on Fridays', ticket: 'ticket-9', [HONEYPOT_FIELD]: '' });
  });

  it('asks what is wrong before sending anything', async () => {
    const { sent, user } = renderStore(storeDetail());
    const form = await open(user);

    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(within(form).getByText('Choose what is wrong.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Closed for good' })).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal and keeps what was written", async () => {
    const { user } = renderStore(storeDetail(), apiError(429, 'Too many reports: try again in a minute', 'Too Many Requests'));
    const form = await open(user);

    await user.click(within(form).getByRole('radio', { name: 'Moved to another address' }));
    await user.type(within(form).getByLabelText(/Details/), 'Now at 5 Main St');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many reports: try again in a minute');
    expect(within(form).getByRole('radio', { name: 'Moved to another address' })).toBeChecked();
    expect(within(form).getByLabelText(/Details/)).toHaveValue('Now at 5 Main St');
  });

  it('closes with Escape, the focus back on its button', async () => {
    const { user } = renderStore(storeDetail());
    await open(user);

    await user.keyboard('{Escape}');

    const toggle = screen.getByRole('button', { name: 'Report a problem' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('form', { name: /Report a problem/ })).toBeNull();
  });
});

describe('a closed store', () => {
  const closed: ClosedStore = {
    slug: 'second-chance-resale',
    businessName: 'Second Chance Resale',
    address: '100 Congress Ave',
    city: 'Austin',
    citySlug: 'austin',
    state: 'Texas',
    stateSlug: 'texas',
    stateAbbreviation: 'TX',
    zipCode: '78701',
    closedAt: '2025-05-20T12:00:00.000Z',
    nearby: [{ ...storeDetail({ slug: 'austin-attic', businessName: 'Austin Attic', address: '5 Lamar Blvd' }), distance: 1.24 }],
  };

  it('says it has closed, where it was and when, and links the open stores nearby with their distances', async () => {
    fakeApi(({ path }) => {
      if (path === apiPaths.store('second-chance-resale')) return apiError(410, 'second-chance-resale has closed', 'Gone');
      if (path === contributionApiPaths.closedStore('second-chance-resale')) return { status: 200, body: closed };
      return undefined;
    });
    renderAt(<StoreRoute />, { at: PATH, path: '/:stateSlug/:citySlug/:storeSlug' });
    await act(() => jest.advanceTimersByTimeAsync(10));

    expect(await screen.findByRole('heading', { level: 1, name: 'Second Chance Resale has closed' })).toBeInTheDocument();
    expect(screen.getByText('100 Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('May 20, 2025')).toBeInTheDocument();
    const nearby = screen.getByRole('region', { name: 'Open stores nearby' });
    expect(within(nearby).getByRole('link', { name: 'Austin Attic' })).toHaveAttribute('href', '/texas/austin/austin-attic');
    expect(within(nearby).getByText('1.2 miles away')).toBeInTheDocument();
  });
});
