import { ownerApiPaths, type OwnerListing } from '@contracts/contributions.contract';
import {
  OWNER_FEED_API_PATH,
  OWNER_FEED_FILE_API_PATHS,
  type ItemFeedInput,
  type ItemFeedStatus,
  type ItemFileCheck,
  type OwnerItemFeed,
} from '@contracts/items.contract';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeApi, type SentRequest } from '@/test/fake-api';
import { weekHours } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { OwnerArea } from './owner-area';
import { OwnerItemFeedSection } from './owner-item-feed';

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
  ownHours: true,
  photos: [],
};

const LAST_READ = '2026-12-03T16:00:00.000Z';
const NEXT_READ = '2026-12-03T22:00:00.000Z';
const shown = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const feedOf = (overrides: Partial<ItemFeedStatus> = {}): ItemFeedStatus => ({
  kind: 'shopify',
  url: 'https://shop.second-chance.example.com',
  itemCount: 1250,
  lastRefreshedAt: LAST_READ,
  nextRefreshAt: NEXT_READ,
  lastError: null,
  paused: false,
  ...overrides,
});

const answer = (feed: ItemFeedStatus | null, problems: OwnerItemFeed['problems'] = []) => ({
  status: 200,
  body: { feed, problems } satisfies OwnerItemFeed,
});

/** The feed API: GET answers `feed` (none: no feed connected), the rest as the test says. */
function renderSection(feed: ItemFeedStatus | null, api: FakeApi = () => undefined): SentRequest[] {
  const sent = fakeApi((request) => (request.method === 'GET' && request.path === OWNER_FEED_API_PATH ? answer(feed) : api(request)));
  renderAt(<OwnerItemFeedSection listing={LISTING} />, { at: '/owner', path: '/owner' });
  return sent;
}

/** Holds every PUT (or the requests `held` picks) back until `release` is called: the request's busy state, seen. */
function holdPuts(held: (method: string | undefined, path: string) => boolean = (method) => method === 'PUT') {
  const answered = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    held(init?.method, typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      ? gate.then(() => answered(input, init))
      : answered(input, init);
  return () => release();
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT').map((request) => request.body as ItemFeedInput);

/** What a file holds, as text (jsdom's files have no `text()`). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** The files posted to `path`: each form's fields, and the name and text of its file. */
const postedFiles = (sent: SentRequest[], path: string) =>
  Promise.all(
    sent
      .filter((request) => request.method === 'POST' && request.path === path)
      .map(async ({ body }) => {
        const form = body as FormData;
        const file = form.get('file') as File;
        return { fields: [...form.keys()], name: file.name, text: await textOf(file) };
      }),
  );

const CSV = 'id,title,price,category,brand,size\n1,Oak dresser,45,sellFurniture,,\n2,Wool coat,24.50,sellClothes,Pendleton,M\n';
const csvFile = (name = 'items.csv', text = CSV) => new File([text], name, { type: 'text/csv' });

const fileCheck = (overrides: Partial<ItemFileCheck> = {}): ItemFileCheck => ({
  itemCount: 2,
  preview: [
    { title: 'Oak dresser', priceCents: 4500, category: 'sellFurniture', brand: null, size: null, condition: null, available: true },
    { title: 'Wool coat', priceCents: 2450, category: 'sellClothes', brand: 'Pendleton', size: 'M', condition: 'Good', available: false },
  ],
  problems: [],
  problemCount: 0,
  saved: false,
  feed: null,
  ...overrides,
});

const checkAnswer = (check: ItemFileCheck) => ({ status: 200, body: check });

/** Chooses "A file", and `file` in its input. */
async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(await screen.findByRole('radio', { name: 'A file (CSV or Excel .xlsx)' }));
  await user.upload(screen.getByLabelText('Your file'), file);
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe("the owner's items section", () => {
  it('connects a web shop: busy while the shop is read, then its status, which takes the focus', async () => {
    const problems = [1, 2, 3, 4, 5, 6].map((line) => ({ line, message: 'price must be a number' }));
    const sent = renderSection(null, ({ method, body }) =>
      method === 'PUT' ? answer(feedOf({ kind: 'json', url: (body as ItemFeedInput).url }), problems) : undefined,
    );
    const release = holdPuts();
    const user = userEvent.setup();

    const kinds = await screen.findByRole('group', { name: 'Where your items are' });
    expect(within(kinds).getByRole('radio', { name: 'A Shopify store (your shop’s address)' })).toBeChecked();
    await user.click(within(kinds).getByRole('radio', { name: 'A JSON feed (see the format)' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('type', 'url');
    expect(address).toHaveAttribute('inputmode', 'url');
    expect(address).toBeRequired();
    await user.type(address, ' https://second-chance.example.com/feed.json ');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    const busy = await screen.findByRole('button', { name: 'Reading your shop…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('We are reading your shop now: this can take several seconds.')).toBeInTheDocument();
    await user.click(busy);
    release();

    const heading = await screen.findByRole('heading', { name: 'Connected: https://second-chance.example.com/feed.json' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(screen.getByText('1,250 items on the racks')).toBeInTheDocument();
    expect(screen.getByText(shown(LAST_READ)).closest('p')).toHaveTextContent(`Last read ${shown(LAST_READ)}`);
    expect(screen.getByText(shown(NEXT_READ)).closest('p')).toHaveTextContent(`Next read ${shown(NEXT_READ)}`);
    expect(screen.getByText('6 items were left out of the read:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((line) => `Item ${line}: price must be a number`),
    );
    expect(screen.getByText('And 1 more.')).toBeInTheDocument();
    expect(puts(sent)).toEqual([{ kind: 'json', url: 'https://second-chance.example.com/feed.json' }]);
  });

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    const refusal = 'The address leads to a private network address (127.0.0.1), which the site does not fetch.';
    renderSection(null, ({ method }) => (method === 'PUT' ? apiError(400, refusal) : undefined));
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'http://127.0.0.1:8080');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('http://127.0.0.1:8080');
    expect(screen.getByRole('radio', { name: 'A Shopify store (your shop’s address)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Connect' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks for an address before sending anything', async () => {
    const sent = renderSection(null);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Connect' }));

    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(/Enter your shop’s address, such as https:\/\/shop\.example\.com/);
    expect(puts(sent)).toEqual([]);
  });

  it('disconnects after asking, and shows the form again', async () => {
    const sent = renderSection(feedOf(), ({ method }) => (method === 'DELETE' ? answer(null) : undefined));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(screen.getByText('Remove your items from the site?')).toHaveFocus();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disconnect' }));

    expect(await screen.findByText('Disconnected. Your items have left the site.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.queryByText(/^Connected:/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your items on the site' })).toHaveFocus());
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([OWNER_FEED_API_PATH]);
  });

  it("shows the last read's problem and a pause, and changes the address from the one connected", async () => {
    const sent = renderSection(feedOf({ lastError: 'The shop answered 503.', paused: true, itemCount: 1 }), ({ method, body }) =>
      method === 'PUT' ? answer(feedOf({ url: (body as ItemFeedInput).url })) : undefined,
    );
    const user = userEvent.setup();

    const problem = await screen.findByText('The last read had a problem:');
    expect(problem.closest('[role="status"]')).toHaveTextContent('The last read had a problem: The shop answered 503.');
    expect(screen.getByText('An administrator paused this feed.')).toBeInTheDocument();
    expect(screen.getByText('1 item on the racks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change address' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('https://shop.second-chance.example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change address' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Change address' }));
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'second-chance.myshopify.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('heading', { name: 'Connected: second-chance.myshopify.com' })).toBeInTheDocument();
    expect(puts(sent)).toEqual([{ kind: 'shopify', url: 'second-chance.myshopify.com' }]);
  });

  it('says when the feed cannot be loaded, and tries again', async () => {
    let failing = true;
    fakeApi(({ method, path }) => {
      if (method !== 'GET' || path !== OWNER_FEED_API_PATH) return undefined;
      return failing ? apiError(500, '', 'Internal Server Error') : answer(null);
    });
    renderAt(<OwnerItemFeedSection listing={LISTING} />, { at: '/owner', path: '/owner' });
    const user = userEvent.setup();

    const retry = await screen.findByRole('button', { name: 'Try Again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(/Failed to load your web shop’s connection\./);
    failing = false;
    await user.click(retry);

    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeInTheDocument();
  });

  it('checks a file with problems: lists them by line, and offers no save', async () => {
    const problems = Array.from({ length: 20 }, (_, index) => ({ line: index + 3, message: 'title is required' }));
    const sent = renderSection(null, ({ method, path }) =>
      method === 'POST' && path === OWNER_FEED_FILE_API_PATHS.preview
        ? checkAnswer(fileCheck({ itemCount: 1234, problems, problemCount: 23 }))
        : undefined,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'A file (CSV or Excel .xlsx)' }));
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    const input = screen.getByLabelText('Your file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(input).toHaveAccessibleDescription(
      /^First row: id, title, price, and any of description, category, brand, size, condition, photo, url, available\./,
    );

    // No file yet: asked for, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Choose your CSV or Excel \(\.xlsx\) file\./);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.upload(input, csvFile());
    expect(input).not.toHaveAccessibleDescription(/Choose your/);
    const release = holdPuts((method) => method === 'POST');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const busy = await screen.findByRole('button', { name: 'Checking your file…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('We are checking your file now: this can take a few seconds.')).toBeInTheDocument();
    await user.click(busy);
    release();

    const heading = await screen.findByRole('heading', { name: 'Checked: items.csv' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('1,234 items read')).toBeInTheDocument();
    const alert = screen.getByText('23 lines have problems; nothing will be saved until they are mended:').closest('[role="alert"]');
    expect(alert).not.toBeNull();
    const listed = within(alert as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toHaveLength(20);
    expect(listed[0]).toBe('Line 3: title is required');
    expect(within(alert as HTMLElement).getByText('And 3 more.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(await postedFiles(sent, OWNER_FEED_FILE_API_PATHS.preview)).toEqual([{ fields: ['file'], name: 'items.csv', text: CSV }]);
    expect(sent.some((request) => request.path === OWNER_FEED_FILE_API_PATHS.save)).toBe(false);

    // Another file: the last check goes.
    await user.upload(input, csvFile('mended.csv'));
    expect(screen.queryByRole('heading', { name: 'Checked: items.csv' })).toBeNull();
    expect(screen.queryByText(/lines have problems/)).toBeNull();
  });

  it('shows a clean file in a table and saves it: then the connected status, which takes the focus', async () => {
    const saved = feedOf({ kind: 'upload', url: null, itemCount: 2, nextRefreshAt: null });
    const sent = renderSection(null, ({ method, path }) => {
      if (method !== 'POST') return undefined;
      if (path === OWNER_FEED_FILE_API_PATHS.preview) return checkAnswer(fileCheck());
      return path === OWNER_FEED_FILE_API_PATHS.save ? checkAnswer(fileCheck({ saved: true, feed: saved })) : undefined;
    });
    const user = userEvent.setup();

    await chooseFile(user, csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Checked: items.csv' })).toHaveFocus());
    expect(screen.getByText('2 items read')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The first items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Price', 'Category', 'Brand', 'Size']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    const [, dresser, coat] = within(table).getAllByRole('row');
    expect(within(dresser!).getByRole('rowheader')).toHaveTextContent('Oak dresser');
    expect(
      within(dresser!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$45', 'Furniture', '—none', '—none']);
    expect(within(coat!).getByRole('rowheader')).toHaveTextContent('Wool coat (sold)');
    expect(
      within(coat!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$24.50', 'Clothing', 'Pendleton', 'M']);
    expect(screen.queryByText(/have problems/)).toBeNull();

    const release = holdPuts((method, path) => method === 'POST' && path === OWNER_FEED_FILE_API_PATHS.save);
    await user.click(screen.getByRole('button', { name: 'Save 2 items' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();

    const connected = await screen.findByRole('heading', { name: 'Connected: a file you uploaded' });
    await waitFor(() => expect(connected).toHaveFocus());
    expect(screen.getByText('An uploaded file')).toBeInTheDocument();
    expect(screen.getByText('2 items on the racks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another file' })).toBeInTheDocument();
    expect(await postedFiles(sent, OWNER_FEED_FILE_API_PATHS.save)).toEqual([{ fields: ['file'], name: 'items.csv', text: CSV }]);
  });

  it("refuses a file over 5 MB before sending it, and shows the server's 413", async () => {
    const sent = renderSection(null, ({ method, path }) =>
      method === 'POST' && path === OWNER_FEED_FILE_API_PATHS.preview ? apiError(413, 'File too large', 'Payload Too Large') : undefined,
    );
    const user = userEvent.setup();

    const huge = csvFile('huge.csv');
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    await chooseFile(user, huge);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByLabelText('Your file')).toHaveAccessibleDescription(/“huge\.csv” is 6 MB: a file may be at most 5 MB\./);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.upload(screen.getByLabelText('Your file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect((await screen.findByText('File too large')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /^Checked:/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check the file' })).not.toHaveAttribute('aria-disabled');
  });

  it("keeps the check shown when saving is refused, with the server's words", async () => {
    const refusal = 'Nothing was saved: 2 lines have problems (line 3: title is required). Mend the file and send it again.';
    renderSection(null, ({ method, path }) => {
      if (method !== 'POST') return undefined;
      return path === OWNER_FEED_FILE_API_PATHS.preview ? checkAnswer(fileCheck()) : apiError(400, refusal);
    });
    const user = userEvent.setup();

    await chooseFile(user, csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Save 2 items' }));

    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: 'The first items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save 2 items' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('heading', { name: /^Connected:/ })).toBeNull();
  });

  it('shows how to sign in again when the session has ended', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === ownerApiPaths.listing) return { status: 200, body: LISTING };
      if (method === 'GET' && path === OWNER_FEED_API_PATH) return answer(null);
      if (method === 'PUT' && path === OWNER_FEED_API_PATH) return apiError(401, 'Sign in first', 'Unauthorized');
      return undefined;
    });
    renderAt(<OwnerArea />, { at: '/owner', path: '/owner' });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'https://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
  });

  it('shows how to sign in again when the session ends while a file is checked', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === ownerApiPaths.listing) return { status: 200, body: LISTING };
      if (method === 'GET' && path === OWNER_FEED_API_PATH) return answer(null);
      if (method === 'POST' && path === OWNER_FEED_FILE_API_PATHS.preview) return apiError(401, 'Sign in first', 'Unauthorized');
      return undefined;
    });
    renderAt(<OwnerArea />, { at: '/owner', path: '/owner' });
    const user = userEvent.setup();

    await chooseFile(user, csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
  });
});
