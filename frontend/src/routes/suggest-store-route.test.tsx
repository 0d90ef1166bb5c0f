import { apiPaths } from '@contracts/api-paths';
import { contributionApiPaths, HONEYPOT_FIELD, type StoreSuggestionInput } from '@contracts/contributions.contract';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeApi, type SentRequest } from '@/test/fake-api';
import { california, storeDetail, texas } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { SuggestStoreRoute } from './suggest-store-route';

const ticketPath = contributionApiPaths.ticket;
const LISTED = storeDetail({
  businessName: 'Blue Door Resale',
  slug: 'blue-door-resale',
  address: '1200 S Congress Ave',
  zipCode: '78704',
});

/** The API: a ticket, the listed stores a suggestion matches, and the suggestion's answer. */
function api({ matches = [], answer }: { matches?: unknown[]; answer?: ReturnType<FakeApi> } = {}): SentRequest[] {
  return fakeApi(({ method, path }) => {
    if (path === ticketPath) return { status: 200, body: { ticket: 'ticket-1' } };
    if (path.startsWith(`${contributionApiPaths.suggestionMatches}?`)) return { status: 200, body: { stores: matches } };
    if (method === 'POST' && path === contributionApiPaths.suggestions)
      return answer ?? { status: 201, body: { message: 'Thanks! We will check Blue Door and list it soon.' } };
    return undefined;
  });
}

function renderPage(at = '/suggest-a-store') {
  // The form waits until its ticket is a few seconds old: the test's clock moves on its own.
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<SuggestStoreRoute />, { at, cached: { [apiPaths.states()]: [california, texas] } });
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Store name'), 'Blue Door');
  await user.type(screen.getByLabelText('Street address'), '1200 S Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'texas');
  await user.type(screen.getByLabelText('ZIP code'), '78704');
  await user.click(screen.getByRole('checkbox', { name: 'Furniture' }));
  await user.type(screen.getByLabelText(/Your e-mail/), 'me@example.com');
}

/** Lets the form's wait for its ticket's age pass. */
const passTime = () => act(() => jest.advanceTimersByTimeAsync(5000));

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: false });
});
const originalFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('the Suggest a store page', () => {
  it('asks for a form ticket as it shows, and keeps the honeypot out of sight and of the Tab order', () => {
    const sent = api();
    renderPage();

    expect(sent.map((request) => request.path)).toContain(ticketPath);
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('marks what is missing and puts the cursor in the first field to fix, sending nothing', async () => {
    const sent = api();
    const user = renderPage();

    await user.type(screen.getByLabelText('Store name'), 'Blue Door');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(screen.getByLabelText('Street address')).toHaveFocus();
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Enter the store’s street address.');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends a store the directory does not list, with its ticket and an empty honeypot, and shows the answer', async () => {
    const sent = api();
    const user = renderPage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await passTime();

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText('Thanks! We will check Blue Door and list it soon.')).toBeInTheDocument();
    const matches = sent.find((request) => request.path.startsWith(contributionApiPaths.suggestionMatches))!;
    expect(new URL(matches.path, 'https://x.test').searchParams.get('zipCode')).toBe('78704');
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      businessName: 'Blue Door',
      address: '1200 S Congress Ave',
      city: 'Austin',
      stateSlug: 'texas',
      zipCode: '78704',
      sells: ['sellFurniture'],
      email: 'me@example.com',
      ticket: 'ticket-1',
      [HONEYPOT_FIELD]: '',
    } satisfies StoreSuggestionInput);
  });

  it('asks "Is it one of these?" when listed stores match, and sends it only when told it is another', async () => {
    const sent = api({ matches: [LISTED] });
    const user = renderPage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));

    const question = await screen.findByRole('region', { name: 'Is it one of these?' });
    expect(within(question).getByRole('heading')).toHaveFocus();
    expect(within(question).getByRole('link', { name: 'Blue Door Resale' })).toHaveAttribute('href', '/texas/austin/blue-door-resale');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'No, it’s a different store' }));
    await passTime();

    expect(await screen.findByText('Thanks! We will check Blue Door and list it soon.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal by the button and keeps every value", async () => {
    api({ answer: apiError(400, 'The ZIP code 78704 is not in California') });
    const user = renderPage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await passTime();

    expect(await screen.findByText('The ZIP code 78704 is not in California')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The ZIP code 78704 is not in California');
    expect(screen.getByLabelText('Store name')).toHaveValue('Blue Door');
    expect(screen.getByLabelText('State')).toHaveValue('texas');
    expect(screen.getByLabelText(/Your e-mail/)).toHaveValue('me@example.com');
    expect(screen.getByRole('checkbox', { name: 'Furniture' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send suggestion' })).toBeEnabled();
  });

  it("says when to try again on a 429, in the server's words", async () => {
    api({ answer: apiError(429, 'Too many suggestions from you today: try again tomorrow', 'Too Many Requests') });
    const user = renderPage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await passTime();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many suggestions from you today: try again tomorrow');
  });

  it("starts from the city and state a city page's link names", () => {
    api();
    renderPage('/suggest-a-store?city=Austin&state=texas');

    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('texas');
  });
});
