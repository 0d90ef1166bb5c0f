import { apiPaths } from '@contracts/api-paths';
import { OWNER_PHOTO_MAX_BYTES, ownerApiPaths, type OwnerListing, type OwnerListingInput } from '@contracts/contributions.contract';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeApi } from '@/test/fake-api';
import { storeDetail, weekHours } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { OwnerRoute } from './owner-route';

const listingOf = (overrides: Partial<OwnerListing> = {}): OwnerListing => ({
  email: 'owner@second-chance.example.com',
  status: 'verified',
  store: {
    slug: 'second-chance-resale',
    businessName: 'Second Chance Resale',
    path: '/texas/austin/second-chance-resale',
    timeZone: 'America/Chicago',
  },
  listing: {
    hours: weekHours({ Sunday: { open: '00:00', close: '00:00', isClosed: true } }),
    phone: '512-555-0100',
    website: null,
    description: null,
    sells: ['sellFurniture'],
    terms: null,
  },
  ownHours: false,
  photos: [],
  ...overrides,
});

const PHOTO = { id: 31, url: '/store-photos/31.webp', width: 1600, height: 1200 };

/** The owner API: the listing (or 401), and what the test says of the rest. */
function renderOwner(listing: OwnerListing | null, api: FakeApi = () => undefined) {
  const sent = fakeApi((request) => {
    if (request.method === 'GET' && request.path === ownerApiPaths.listing)
      return listing ? { status: 200, body: listing } : apiError(401, 'Sign in first', 'Unauthorized');
    return api(request);
  });
  renderAt(<OwnerRoute />, { at: '/owner', path: '/owner' });
  return sent;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('the owner page', () => {
  it('explains how owners sign in when this browser is not signed in', async () => {
    renderOwner(null);

    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your store' })).toHaveAttribute('href', '/search');
  });

  it('says a claim under review waits for an administrator, with nothing to edit', async () => {
    renderOwner(listingOf({ status: 'review' }));

    expect(await screen.findByRole('heading', { name: 'Your claim waits for an administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
  });

  it("saves the week's hours and the listing's details, then says the store page shows them", async () => {
    const sent = renderOwner(listingOf(), ({ method, path, body }) =>
      method === 'PUT' && path === ownerApiPaths.listing
        ? { status: 200, body: listingOf({ ownHours: true, listing: { ...(body as OwnerListingInput), terms: null } }) }
        : undefined,
    );
    const user = userEvent.setup();

    expect(await screen.findByText(/Times are the store’s own local time: .*America\/Chicago/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Monday Closes'), { target: { value: '20:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Saturday Closed' }));
    expect(screen.getByLabelText('Saturday Opens')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sunday Closed' }));
    expect(screen.getByLabelText('Sunday Opens')).toHaveValue('10:00');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Website/), 'second-chance.example.com');
    await user.type(screen.getByLabelText(/Description/), 'Family-run since 1998.');
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const saved = await screen.findByText('Saved. Your changes show on your store page now.');
    expect(saved).toHaveFocus();
    expect(within(saved).getByRole('link', { name: 'See your store page' })).toHaveAttribute('href', '/texas/austin/second-chance-resale');
    const put = sent.find((request) => request.method === 'PUT')!;
    const edit = put.body as OwnerListingInput;
    expect(edit.hours.find((day) => day.day === 'Monday')).toEqual({ day: 'Monday', open: '10:00', close: '20:00', isClosed: false });
    expect(edit.hours.find((day) => day.day === 'Saturday')?.isClosed).toBe(true);
    expect(edit.hours.find((day) => day.day === 'Sunday')).toEqual({ day: 'Sunday', open: '10:00', close: '18:00', isClosed: false });
    expect(edit).toMatchObject({
      phone: null,
      website: 'second-chance.example.com',
      description: 'Family-run since 1998.',
      sells: ['sellFurniture', 'sellBooks'],
    });
  });

  it('publishes consignment terms in the phrases an import file takes; all fields empty publishes none', async () => {
    const sent = renderOwner(listingOf(), ({ method, path }) =>
      method === 'PUT' && path === ownerApiPaths.listing ? { status: 200, body: listingOf({ ownHours: true }) } : undefined,
    );
    const user = userEvent.setup();
    const terms = await screen.findByRole('group', { name: 'Your consignment terms' });
    expect(within(terms).getByLabelText(/^Markdowns/)).toHaveAccessibleDescription(
      "Price cuts from the first price, such as '25% after 30 days; 50% after 60 days', within the consignment days.",
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. Your changes show on your store page now.');
    const puts = () => sent.filter((request) => request.method === 'PUT').map((request) => request.body as OwnerListingInput);
    expect(puts()[0]!.terms).toBeNull();

    await user.type(within(terms).getByLabelText(/^What you take/), 'furniture; clothing');
    await user.type(within(terms).getByLabelText(/^The seller’s share/), '40% to $100; 55%');
    await user.type(within(terms).getByLabelText(/^Days an item stays/), ' 60 ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.terms).toMatchObject({
      accepts: 'furniture; clothing',
      consignorSplit: '40% to $100; 55%',
      consignmentDays: '60',
      markdowns: '',
    });
  });

  it("starts from the hours the store page shows, and leaves them the directory's estimate unless changed", async () => {
    const estimate = weekHours({ Monday: { open: '09:00', close: '17:00', isClosed: false } });
    const generated = listingOf();
    const sent = renderOwner({ ...generated, listing: { ...generated.listing, hours: [] } }, ({ method, path, body }) => {
      if (method === 'GET' && path === apiPaths.store('second-chance-resale'))
        return { status: 200, body: storeDetail({ hours: estimate }) };
      if (method === 'PUT') return { status: 200, body: listingOf({ listing: { ...(body as OwnerListingInput), terms: null } }) };
      return undefined;
    });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Monday Opens')).toHaveValue('09:00');
    expect(screen.getByText(/The hours below are the directory’s estimate/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone/), '1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved. Your changes show on your store page now.');
    expect((sent.find((request) => request.method === 'PUT')!.body as OwnerListingInput).hours).toEqual([]);
  });

  it('refuses a day that closes before it opens, sending nothing', async () => {
    const sent = renderOwner(listingOf());
    const user = userEvent.setup();

    fireEvent.change(await screen.findByLabelText('Tuesday Closes'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByText('On Tuesday, closing must come after opening.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tuesday Opens')).toHaveFocus();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal by the button and keeps the edit", async () => {
    renderOwner(listingOf(), ({ method }) => (method === 'PUT' ? apiError(400, 'website must be a web address') : undefined));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Website/), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByText('website must be a web address')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/Website/)).toHaveValue('not a site');
  });

  it('refuses a photo of the wrong kind or size before sending it, and uploads one that fits', async () => {
    const sent = renderOwner(listingOf(), ({ method, path }) =>
      method === 'POST' && path === ownerApiPaths.photos ? { status: 201, body: listingOf({ photos: [PHOTO] }) } : undefined,
    );
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Add a photo');

    await user.upload(input, new File(['gif'], 'shop.gif', { type: 'image/gif' }));
    expect(screen.getByText('“shop.gif” is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const large = new File(['x'], 'large.jpg', { type: 'image/jpeg' });
    Object.defineProperty(large, 'size', { value: OWNER_PHOTO_MAX_BYTES + 1 });
    await user.upload(input, large);
    expect(screen.getByText(/“large.jpg” is 10 MB: a photo may be at most 10 MB\./)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    const photo = new File(['png'], 'front.png', { type: 'image/png' });
    await user.upload(input, photo);

    expect(await screen.findByRole('img', { name: 'Photo 1 of Second Chance Resale' })).toHaveAttribute('src', PHOTO.url);
    expect(screen.getByText('Photo added.')).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST')!;
    expect((post.body as FormData).get('photo')).toBe(photo);
  });

  it('removes a photo', async () => {
    const sent = renderOwner(listingOf({ photos: [PHOTO] }), ({ method, path }) =>
      method === 'DELETE' && path === ownerApiPaths.photo(PHOTO.id) ? { status: 200, body: listingOf() } : undefined,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));

    expect(await screen.findByText('Photo 1 removed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo 1 of Second Chance Resale' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Photos' })).toHaveFocus();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('signs out', async () => {
    renderOwner(listingOf(), ({ method, path }) => (method === 'POST' && path === ownerApiPaths.signOut ? { status: 204 } : undefined));

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toHaveFocus();
  });
});
