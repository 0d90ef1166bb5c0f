import { ownerApiPaths, type OwnerListing } from '@contracts/contributions.contract';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeAnswer } from '@/test/fake-api';
import { weekHours } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ClaimConfirmRoute } from './claim-confirm-route';

const LISTING: OwnerListing = {
  email: 'owner@second-chance.example.com',
  status: 'verified',
  store: {
    slug: 'second-chance-resale',
    businessName: 'Second Chance Resale',
    path: '/texas/austin/second-chance-resale',
    timeZone: 'America/Chicago',
  },
  listing: { hours: weekHours(), phone: null, website: null, description: null, sells: [], terms: null },
  ownHours: false,
  photos: [],
};

function renderConfirm(at: string, answer: FakeAnswer = { status: 200, body: LISTING }) {
  const sent = fakeApi(({ method, path }) => (method === 'POST' && path === ownerApiPaths.confirm ? answer : undefined));
  const rendered = renderAt(<ClaimConfirmRoute />, { at, path: '/claim' });
  return { sent, ...rendered };
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('the claim link’s page', () => {
  it('uses the token only when its owner confirms, then shows the listing', async () => {
    const { sent, location, queryClient } = renderConfirm('/claim?token=abc123');

    // Opened (by a person or a mail scanner): nothing sent.
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    await waitFor(() => expect(location()).toBe('/owner'));
    expect(sent).toEqual([{ method: 'POST', path: ownerApiPaths.confirm, body: { token: 'abc123' } }]);
    expect(queryClient.getQueryData(['api', ownerApiPaths.listing])).toEqual(LISTING);
  });

  it("shows an expired link's message and the way to a new one", async () => {
    const { location } = renderConfirm(
      '/claim?token=abc123',
      apiError(410, "This link has expired: ask for a new one with 'Claim this listing' on your store's page", 'Gone'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Find your store to ask for a new link' })).toHaveAttribute('href', '/search');
    expect(location()).toBe('/claim?token=abc123');
  });

  it("links to the store's claim page when the address names the store", async () => {
    renderConfirm('/claim?token=abc123&store=second-chance-resale', apiError(410, 'This link was already used', 'Gone'));

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByText('This link was already used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/claim-listing/second-chance-resale');
  });

  it('says a link without its token is incomplete', () => {
    renderConfirm('/claim');

    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and sign in' })).toBeNull();
  });
});
