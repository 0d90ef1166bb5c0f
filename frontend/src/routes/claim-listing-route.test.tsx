import { apiPaths } from '@contracts/api-paths';
import { contributionApiPaths, HONEYPOT_FIELD } from '@contracts/contributions.contract';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeAnswer } from '@/test/fake-api';
import { storeDetail } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ClaimListingRoute, websiteDomain } from './claim-listing-route';

const STORE = storeDetail({ website: 'https://www.second-chance.example.com/shop' });

function renderClaim(answer?: FakeAnswer, store = STORE) {
  const sent = fakeApi(({ method, path }) => {
    if (path === contributionApiPaths.ticket) return { status: 200, body: { ticket: 'ticket-3' } };
    if (method === 'POST' && path === contributionApiPaths.claims(store.slug))
      return (
        answer ?? { status: 202, body: { message: 'We sent a link to owner@second-chance.example.com. It works once, for 24 hours.' } }
      );
    return undefined;
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<ClaimListingRoute />, {
    at: `/claim-listing/${store.slug}`,
    path: '/claim-listing/:storeSlug',
    cached: { [apiPaths.store(store.slug)]: store },
  });
  return { sent, user };
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: false });
});
const originalFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('the claim page', () => {
  it("names the store and explains that an address at the store's website is proof, any other waits for an administrator", () => {
    renderClaim();

    expect(screen.getByRole('heading', { level: 1, name: 'Claim Second Chance Resale' })).toBeInTheDocument();
    expect(screen.getByText('@second-chance.example.com')).toBeInTheDocument();
    expect(screen.getByText(/the link alone lets you edit the listing at once/)).toBeInTheDocument();
    expect(screen.getByText(/waits for an administrator/)).toBeInTheDocument();
  });

  it('says an administrator checks every claim of a store without a website', () => {
    renderClaim(undefined, storeDetail({ website: null }));

    expect(screen.getByText(/This store has no website listed/)).toBeInTheDocument();
  });

  it('sends the address with the form ticket and shows where the link went', async () => {
    const { sent, user } = renderClaim();

    await user.type(screen.getByLabelText('Your e-mail address'), 'owner@second-chance.example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText('We sent a link to owner@second-chance.example.com. It works once, for 24 hours.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'owner@second-chance.example.com',
      ticket: 'ticket-3',
      [HONEYPOT_FIELD]: '',
    });
  });

  it("asks for an address before sending, and shows the server's refusal keeping it", async () => {
    const { sent, user } = renderClaim(apiError(429, 'Too many claims from you: try again tomorrow', 'Too Many Requests'));

    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(screen.getByLabelText('Your e-mail address')).toHaveFocus();
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Your e-mail address'), 'me@gmail.example');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByText('Too many claims from you: try again tomorrow')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('me@gmail.example');
  });
});

describe('websiteDomain', () => {
  it("reads the store's domain from its website, without www", () => {
    expect(websiteDomain('https://www.example.com/shop')).toBe('example.com');
    expect(websiteDomain('shop.example.com')).toBe('shop.example.com');
    expect(websiteDomain(null)).toBeNull();
  });
});
