import type { SitemapCacheInfo } from '@contracts/admin.contract';
import { adminApiPaths } from '@contracts/admin.contract';
import type { DirectoryStats } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import {
  CONTRIBUTION_LIMITS,
  moderationApiPaths,
  type AuditEntry,
  type ModerationQueue,
  type StoreAudit,
  type SuggestionItem,
} from '@contracts/contributions.contract';
import type { ItemFeedStatus } from '@contracts/items.contract';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/components/ui/toast';
import { renderAt } from '@/test/render';
import { AdminArea } from './admin-area';
import { formatWhen } from './moderation-format';
import { ModerationSection } from './moderation-section';

/* ---- The API, faked at `fetch` ---- */

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
}

/** An answer at once, or when a promise settles (to see the screen while the server works). */
type Api = (request: SentRequest) => Answer | Promise<Answer> | undefined;

const apiError = (statusCode: number, error: string, message: string): Answer => ({
  status: statusCode,
  body: { statusCode, error, message },
});

/** Answers the app's requests with `api` (a 404 for anything it does not know); returns what was sent. */
function fakeApi(api: Api): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn<typeof fetch>((input, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return Promise.resolve(api(request) ?? apiError(404, 'Not Found', `No ${request.method} ${request.path}`)).then(({ status, body }) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      return {
        ok: status >= 200 && status < 300,
        status,
        statusText: '',
        json: () => Promise.resolve(JSON.parse(text) as unknown),
        text: () => Promise.resolve(text),
      } as Response;
    });
  });
  return sent;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

/* ---- Data ---- */

const blueDoor: SuggestionItem = {
  id: 7,
  createdAt: '2025-05-30T14:05:00.000Z',
  businessName: 'Blue Door Resale',
  address: '1200 S Congress Ave',
  city: 'Austin',
  state: 'Texas',
  stateSlug: 'texas',
  zipCode: '78704',
  phone: '(512) 555-0100',
  website: 'https://bluedoor.example.com',
  sells: ['sellFurniture', 'sellClothes'],
  note: 'Opened last spring.',
  possibleDuplicates: [
    {
      slug: 'blue-door-consignment',
      businessName: 'Blue Door Consignment',
      address: '1200 S Congress Ave',
      path: '/texas/austin/blue-door-consignment',
    },
  ],
};

function queueOf(parts: Partial<Omit<ModerationQueue, 'counts'>> = {}): ModerationQueue {
  const queue = { suggestions: [], reports: [], claims: [], closedStores: [], ...parts };
  return {
    ...queue,
    counts: { suggestions: queue.suggestions.length, reports: queue.reports.length, claims: queue.claims.length },
  };
}

const fullQueue = () =>
  queueOf({
    suggestions: [blueDoor],
    reports: [
      {
        store: {
          slug: 'sunrise-consignment',
          businessName: 'Sunrise Consignment',
          city: 'Dallas',
          stateAbbreviation: 'TX',
          path: '/texas/dallas/sunrise-consignment',
        },
        reports: [
          {
            id: 3,
            createdAt: '2025-05-31T09:00:00.000Z',
            problem: 'closed',
            note: 'The windows are papered over.',
            email: 'neighbor@example.com',
          },
          { id: 4, createdAt: '2025-06-01T09:00:00.000Z', problem: 'hours', note: null, email: null },
        ],
      },
    ],
    claims: [
      {
        id: 11,
        createdAt: '2025-06-02T10:00:00.000Z',
        email: 'owner@gmail.example',
        store: {
          slug: 'second-look',
          businessName: 'Second Look',
          website: 'https://secondlook.example.com',
          path: '/texas/houston/second-look',
        },
      },
    ],
    closedStores: [
      { slug: 'old-attic', businessName: 'Old Attic', city: 'Waco', stateAbbreviation: 'TX', closedAt: '2025-05-01T12:00:00.000Z' },
    ],
  });

const isQueueRead = ({ method, path }: SentRequest) => method === 'GET' && path === moderationApiPaths.queue;

function renderModeration() {
  const user = userEvent.setup();
  const rendered = renderAt(<ModerationSection />, { at: '/admin' });
  return { user, ...rendered };
}

const list = (name: string) => screen.getByRole('region', { name });

/* ---- Tests ---- */

describe('the moderation queue', () => {
  it('shows the counts and the four lists, each item with its fields and named actions', async () => {
    fakeApi((request) => (isQueueRead(request) ? { status: 200, body: fullQueue() } : undefined));
    renderModeration();

    expect(await screen.findByText('1 suggestion · 1 store with reports · 1 claim')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Suggested stores',
      'Reports',
      'Claims awaiting review',
      'Closed stores',
      'Store audit trail',
    ]);

    const suggestions = list('Suggested stores');
    expect(within(suggestions).getByRole('heading', { level: 4, name: 'Blue Door Resale' })).toBeInTheDocument();
    expect(within(suggestions).getByText('1200 S Congress Ave, Austin, Texas 78704')).toBeInTheDocument();
    expect(within(suggestions).getByText('Furniture, Clothing')).toBeInTheDocument();
    expect(within(suggestions).getByText('Opened last spring.')).toBeInTheDocument();
    expect(within(suggestions).getByRole('link', { name: 'https://bluedoor.example.com (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://bluedoor.example.com/',
    );
    expect(within(suggestions).getByRole('link', { name: 'Blue Door Consignment' })).toHaveAttribute(
      'href',
      '/texas/austin/blue-door-consignment',
    );
    for (const name of ['Approve Blue Door Resale', 'Reject Blue Door Resale', 'Merge Blue Door Resale']) {
      expect(within(suggestions).getByRole('button', { name })).toBeInTheDocument();
    }

    const reports = list('Reports');
    expect(within(reports).getByRole('link', { name: 'Sunrise Consignment' })).toHaveAttribute('href', '/texas/dallas/sunrise-consignment');
    expect(within(reports).getByText('Closed for good')).toBeInTheDocument();
    expect(within(reports).getByText('Wrong hours')).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'neighbor@example.com' })).toHaveAttribute('href', 'mailto:neighbor@example.com');
    for (const name of [
      'Mark closed Sunrise Consignment',
      'Resolve reports for Sunrise Consignment',
      'Audit trail of Sunrise Consignment',
    ]) {
      expect(within(reports).getByRole('button', { name })).toBeInTheDocument();
    }

    const claims = list('Claims awaiting review');
    expect(within(claims).getByRole('link', { name: 'owner@gmail.example' })).toBeInTheDocument();
    expect(within(claims).getByRole('button', { name: 'Approve claim of owner@gmail.example to Second Look' })).toBeInTheDocument();

    const closed = list('Closed stores');
    expect(within(closed).getByRole('button', { name: 'Reopen Old Attic' })).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Audit trail of Old Attic' })).toBeInTheDocument();
  });

  it('approves a suggestion: says where it is listed, the cursor on the list heading, the item gone', async () => {
    let queue = fullQueue();
    const sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: queue };
      if (request.method === 'POST' && request.path === moderationApiPaths.approveSuggestion(7)) {
        queue = { ...queue, suggestions: [], counts: { ...queue.counts, suggestions: 0 } };
        return { status: 201, body: { slug: 'blue-door-resale', path: '/texas/austin/blue-door-resale' } };
      }
      return undefined;
    });
    const { user } = renderModeration();

    await user.click(await screen.findByRole('button', { name: 'Approve Blue Door Resale' }));

    const suggestions = list('Suggested stores');
    const outcome = within(suggestions).getByRole('status');
    await waitFor(() => expect(outcome).toHaveTextContent('Approved Blue Door Resale. Listed: /texas/austin/blue-door-resale'));
    expect(within(outcome).getByRole('link', { name: '/texas/austin/blue-door-resale' })).toHaveAttribute(
      'href',
      '/texas/austin/blue-door-resale',
    );
    expect(within(suggestions).getByRole('heading', { level: 3, name: 'Suggested stores' })).toHaveFocus();
    expect(within(suggestions).queryByRole('heading', { name: 'Blue Door Resale' })).toBeNull();
    expect(within(suggestions).getByText('No suggested stores are waiting.')).toBeInTheDocument();
    expect(screen.getByText('0 suggestions · 1 store with reports · 1 claim')).toBeInTheDocument();

    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/moderation/suggestions/7/approve', body: {} },
    ]);
    // The queue is read again after the action.
    await waitFor(() => expect(sent.filter(isQueueRead)).toHaveLength(2));
  });

  it('rejects with a reason: asks for one, shows the API’s refusal with the reason kept, then rejects', async () => {
    let refuse = true;
    const sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: refuse ? fullQueue() : queueOf() };
      if (request.method === 'POST' && request.path === moderationApiPaths.rejectSuggestion(7)) {
        if (refuse) {
          refuse = false;
          return apiError(409, 'Conflict', 'This suggestion was already merged.');
        }
        return { status: 204 };
      }
      return undefined;
    });
    const { user } = renderModeration();

    await user.click(await screen.findByRole('button', { name: 'Reject Blue Door Resale' }));
    const reason = screen.getByRole('textbox', { name: 'Why reject Blue Door Resale?' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxLength', String(CONTRIBUTION_LIMITS.reason));
    // Only the form's button has the name now: the item's buttons wait while the form is open.
    expect(screen.getAllByRole('button', { name: 'Reject Blue Door Resale' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reject Blue Door Resale' }));
    expect(reason).toHaveAccessibleDescription(/Enter a reason\./);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(reason, 'Not a consignment store');
    await user.click(screen.getByRole('button', { name: 'Reject Blue Door Resale' }));
    const suggestions = list('Suggested stores');
    expect(await within(suggestions).findByText('This suggestion was already merged.')).toHaveAttribute('role', 'alert');
    expect(reason).toHaveValue('Not a consignment store');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Reject Blue Door Resale' }));
    await waitFor(() => expect(within(suggestions).getByRole('status')).toHaveTextContent('Rejected Blue Door Resale.'));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { reason: 'Not a consignment store' },
      { reason: 'Not a consignment store' },
    ]);
  });

  it('merges a suggestion into the listed store chosen', async () => {
    const sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: fullQueue() };
      if (request.method === 'POST' && request.path === moderationApiPaths.mergeSuggestion(7)) return { status: 204 };
      return undefined;
    });
    const { user } = renderModeration();

    await user.click(await screen.findByRole('button', { name: 'Merge Blue Door Resale' }));
    const choice = screen.getByRole('radio', { name: /Blue Door Consignment/ });
    expect(choice).toBeChecked(); // the only candidate
    expect(choice).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Merge Blue Door Resale' }));

    await waitFor(() =>
      expect(within(list('Suggested stores')).getByRole('status')).toHaveTextContent('Merged Blue Door Resale into Blue Door Consignment.'),
    );
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/moderation/suggestions/7/merge',
      body: { storeSlug: 'blue-door-consignment' },
    });
  });

  it('resolves a store’s reports as corrected or dismissed, with the reason; Cancel returns to the button', async () => {
    const sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: fullQueue() };
      if (request.method === 'POST' && request.path === moderationApiPaths.resolveReports('sunrise-consignment')) return { status: 204 };
      return undefined;
    });
    const { user } = renderModeration();

    const open = await screen.findByRole('button', { name: 'Resolve reports for Sunrise Consignment' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Resolve reports for Sunrise Consignment' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Resolve reports for Sunrise Consignment' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for resolving the reports on Sunrise Consignment' }), 'Hours updated');
    await user.click(screen.getByRole('button', { name: 'Resolve reports for Sunrise Consignment' }));
    expect(screen.getByRole('group', { name: 'How were the reports on Sunrise Consignment resolved?' })).toHaveAccessibleDescription(
      'Choose whether the listing was corrected or the reports dismissed.',
    );
    await user.click(screen.getByRole('radio', { name: 'The listing was corrected' }));
    await user.click(screen.getByRole('button', { name: 'Resolve reports for Sunrise Consignment' }));

    await waitFor(() =>
      expect(within(list('Reports')).getByRole('status')).toHaveTextContent('Resolved the reports on Sunrise Consignment.'),
    );
    expect(within(list('Reports')).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Corrected: Hours updated' });
  });

  it('says why the queue could not be read, and reads it again on Try Again', async () => {
    let fail = true;
    fakeApi((request) => {
      if (!isQueueRead(request)) return undefined;
      if (fail) return apiError(503, 'Service Unavailable', 'The database is not answering. Try again in a moment.');
      return { status: 200, body: fullQueue() };
    });
    const { user } = renderModeration();

    expect(await screen.findByText('Could not load the moderation queue.')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering. Try again in a moment.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 suggestion · 1 store with reports · 1 claim')).toBeInTheDocument();
  });

  it('shows the sign-in form again when an action answers 401', async () => {
    const status: SitemapCacheInfo = {
      valid: true,
      timeUntilExpiry: 3_600_000,
      info: {
        urlCount: 10,
        stateCount: 1,
        cityCount: 2,
        storeCount: 7,
        lastGenerated: '2025-06-04T12:00:00.000Z',
        expiresAt: '2025-06-05T12:00:00.000Z',
      },
    };
    fakeApi((request) => {
      if (request.path === adminApiPaths.session) return { status: 200, body: { signedIn: true, signInEnabled: true } };
      if (request.path === adminApiPaths.sitemap) return { status: 200, body: status };
      if (isQueueRead(request)) return { status: 200, body: fullQueue() };
      if (request.method === 'POST') return apiError(401, 'Unauthorized', 'Sign in first.');
      return undefined;
    });
    const stats: DirectoryStats = { stateCount: 1, cityCount: 2, storeCount: 7 } as DirectoryStats;
    const user = userEvent.setup();
    renderAt(
      <ToastProvider>
        <AdminArea />
      </ToastProvider>,
      { at: '/admin', cached: { [apiPaths.stats()]: stats } },
    );

    await user.click(await screen.findByRole('button', { name: 'Approve Blue Door Resale' }));

    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).toBeNull();
  });
});

describe('the store audit trail', () => {
  const edited: AuditEntry = {
    id: 31,
    at: '2025-06-03T16:20:00.000Z',
    actor: 'owner (owner@bluedoor.example.com)',
    action: 'edited',
    reason: null,
    before: { phone: '(512) 555-0100', website: 'https://bluedoor.example.com' },
    after: { phone: '(512) 555-0199', website: 'https://bluedoor.example.com' },
    revertible: true,
  };
  const created: AuditEntry = {
    id: 30,
    at: '2025-06-01T10:00:00.000Z',
    actor: 'administrator',
    action: 'created',
    reason: 'Approved suggestion',
    before: null,
    after: { businessName: 'Blue Door Resale' },
    revertible: false,
  };
  const store = { slug: 'blue-door-resale', businessName: 'Blue Door Resale', path: '/texas/austin/blue-door-resale', closed: false };
  const reverted: AuditEntry = {
    id: 32,
    at: '2025-06-04T15:00:00.000Z',
    actor: 'administrator',
    action: 'reverted',
    reason: null,
    before: { phone: '(512) 555-0199' },
    after: { phone: '(512) 555-0100' },
    revertible: false,
  };

  let audit: StoreAudit;
  let sent: SentRequest[];
  beforeEach(() => {
    audit = { store, owners: [], entries: [edited, created], olderBefore: null, itemFeed: null };
    sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: queueOf() };
      if (request.method === 'GET' && request.path === moderationApiPaths.audit('blue-door-resale')) return { status: 200, body: audit };
      if (request.method === 'GET' && request.path === moderationApiPaths.audit('nowhere'))
        return apiError(404, 'Not Found', 'No store “nowhere”.');
      if (request.method === 'POST' && request.path === moderationApiPaths.revert(31)) {
        audit = { store, owners: [], entries: [reverted, { ...edited, revertible: false }, created], olderBefore: null, itemFeed: null };
        return { status: 200, body: audit };
      }
      return undefined;
    });
  });

  /** The moderation screen with the audit trail of the store `slug` asked for, as the administrator types it. */
  const openAuditTrail = async (slug: string) => {
    const { user } = renderModeration();
    await screen.findByText('0 suggestions · 0 stores with reports · 0 claims');
    await user.type(screen.getByRole('textbox', { name: 'Store address or slug' }), slug);
    await user.click(screen.getByRole('button', { name: 'Show audit trail' }));
    return { user, panel: list('Store audit trail') };
  };

  /** An entry's line of what changed, by its text. */
  const changeLine = (text: string) => screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === text);

  it('reads a store named by its page address, shows each change before → after, and reverts one', async () => {
    const { user } = renderModeration();
    await screen.findByText('0 suggestions · 0 stores with reports · 0 claims');

    await user.type(screen.getByRole('textbox', { name: 'Store address or slug' }), '/texas/austin/blue-door-resale');
    await user.click(screen.getByRole('button', { name: 'Show audit trail' }));

    const panel = list('Store audit trail');
    expect(await within(panel).findByRole('heading', { level: 4, name: 'Blue Door Resale' })).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/admin/stores/blue-door-resale/audit')).toBe(true);
    expect(within(panel).getByText('The audit trail of Blue Door Resale: 2 changes.')).toBeInTheDocument();
    expect(changeLine('phone: (512) 555-0100 → (512) 555-0199')).toBeInTheDocument();
    // An unchanged field is left out.
    expect(within(panel).queryByText(/website:/)).toBeNull();
    expect(within(panel).getByText('owner (owner@bluedoor.example.com)', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('Approved suggestion')).toBeInTheDocument();
    // Only the revertible entry can be reverted.
    const revert = within(panel).getByRole('button', { name: `Revert Edited of ${formatWhen(edited.at)}` });
    expect(within(panel).getAllByRole('button', { name: /^Revert/ })).toHaveLength(1);

    await user.click(revert);

    await waitFor(() =>
      expect(within(panel).getAllByRole('status')[0]).toHaveTextContent(
        `Reverted “Edited” of ${formatWhen(edited.at)} on Blue Door Resale.`,
      ),
    );
    expect(within(panel).getByRole('heading', { level: 3, name: 'Store audit trail' })).toHaveFocus();
    expect(within(panel).queryByRole('button', { name: /^Revert/ })).toBeNull();
    expect(within(panel).getByText('Reverted')).toBeInTheDocument();
    expect(changeLine('phone: (512) 555-0199 → (512) 555-0100')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/api/admin/audit/31/revert', body: {} }]);
  });

  it('opens from a list’s Audit trail button, and says what the API answered for an unknown store', async () => {
    fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: fullQueue() };
      if (request.path === moderationApiPaths.audit('old-attic')) {
        return {
          status: 200,
          body: {
            store: { slug: 'old-attic', businessName: 'Old Attic', path: '/texas/waco/old-attic', closed: true },
            owners: [],
            entries: [],
            olderBefore: null,
            itemFeed: null,
          } satisfies StoreAudit,
        };
      }
      if (request.path === moderationApiPaths.audit('nowhere')) return apiError(404, 'Not Found', 'No store “nowhere”.');
      return undefined;
    });
    const { user } = renderModeration();

    await user.click(await screen.findByRole('button', { name: 'Audit trail of Old Attic' }));
    const panel = list('Store audit trail');
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(panel).getByRole('textbox', { name: 'Store address or slug' })).toHaveValue('old-attic');
    expect(await within(panel).findByText('Closed')).toBeInTheDocument();
    expect(within(panel).getByText('No changes are recorded for this store.')).toBeInTheDocument();

    const field = within(panel).getByRole('textbox', { name: 'Store address or slug' });
    await user.clear(field);
    await user.type(field, 'https://stores.example.com/texas/waco/nowhere?x=1');
    await user.click(within(panel).getByRole('button', { name: 'Show audit trail' }));
    expect(await within(panel).findByText('No store “nowhere”.')).toBeInTheDocument();
    expect(within(panel).getByText('Could not read the audit trail of “nowhere”')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('revokes a verified owner with a reason, and no longer lists them', async () => {
    const owner = { claimId: 12, email: 'owner@bluedoor.example.com', since: '2025-06-02T09:00:00.000Z' };
    audit = { store, owners: [owner], entries: [edited, created], olderBefore: null, itemFeed: null };
    const revoked: AuditEntry = {
      id: 33,
      at: '2025-06-05T09:00:00.000Z',
      actor: 'administrator',
      action: 'claim-revoked',
      reason: 'Not the owner',
      before: null,
      after: { email: owner.email },
      revertible: false,
    };
    sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: queueOf() };
      if (request.method === 'GET' && request.path === moderationApiPaths.audit('blue-door-resale')) return { status: 200, body: audit };
      if (request.method === 'POST' && request.path === moderationApiPaths.revokeClaim(12)) {
        audit = { store, owners: [], entries: [revoked, edited, created], olderBefore: null, itemFeed: null };
        return { status: 204 };
      }
      return undefined;
    });
    const { user, panel } = await openAuditTrail('blue-door-resale');

    expect(await within(panel).findByText('owner@bluedoor.example.com')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Revoke owner@bluedoor.example.com as the owner of Blue Door Resale' }));
    const reason = within(panel).getByRole('textbox', { name: 'Why take the listing from owner@bluedoor.example.com?' });
    expect(reason).toHaveFocus();
    // A reason is required.
    await user.click(within(panel).getByRole('button', { name: 'Revoke owner@bluedoor.example.com as the owner of Blue Door Resale' }));
    expect(within(panel).getByText('Enter a reason.')).toBeInTheDocument();
    await user.type(reason, 'Not the owner');
    await user.click(within(panel).getByRole('button', { name: 'Revoke owner@bluedoor.example.com as the owner of Blue Door Resale' }));

    await waitFor(() =>
      expect(within(panel).getAllByRole('status')[0]).toHaveTextContent(
        'Revoked owner@bluedoor.example.com as the owner of Blue Door Resale.',
      ),
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/moderation/claims/12/revoke', body: { reason: 'Not the owner' } },
    ]);
    expect(await within(panel).findByText('No verified owner manages this listing.')).toBeInTheDocument();
    expect(within(panel).getByText('Owner revoked')).toBeInTheDocument();
  });

  describe('the store’s item feed', () => {
    const feed: ItemFeedStatus = {
      kind: 'json',
      url: 'https://bluedoor.example.com/items.json',
      itemCount: 1234,
      lastRefreshedAt: '2025-06-04T08:00:00.000Z',
      nextRefreshAt: '2025-06-04T14:00:00.000Z',
      lastError: '2 listed items were left out: item 3: price must be a number',
      paused: false,
    };
    const pausedFeed: ItemFeedStatus = { ...feed, paused: true, nextRefreshAt: null };
    /** The feed's box, under its heading. */
    const feedBox = (panel: HTMLElement) =>
      within(panel).getByRole('heading', { level: 5, name: 'Item feed' }).nextElementSibling as HTMLElement;
    /** A field of the feed's box: its value, by its label. */
    const feedField = (box: HTMLElement, label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling;

    it('shows what the feed is, what its last read found and whether it is paused; Pause feed pauses it, and Resume feed resumes it', async () => {
      audit = { store, owners: [], entries: [edited, created], olderBefore: null, itemFeed: feed };
      let answerPause: (answer: Answer) => void = () => undefined;
      sent = fakeApi((request) => {
        if (isQueueRead(request)) return { status: 200, body: queueOf() };
        if (request.method === 'GET' && request.path === moderationApiPaths.audit('blue-door-resale')) return { status: 200, body: audit };
        if (request.method === 'POST' && request.path === moderationApiPaths.pauseFeed('blue-door-resale')) {
          audit = { ...audit, itemFeed: pausedFeed };
          return new Promise<Answer>((resolve) => (answerPause = resolve));
        }
        if (request.method === 'POST' && request.path === moderationApiPaths.resumeFeed('blue-door-resale')) {
          audit = { ...audit, itemFeed: { ...feed, nextRefreshAt: '2025-06-05T09:00:00.000Z' } };
          return { status: 200, body: audit };
        }
        return undefined;
      });
      const { user, panel } = await openAuditTrail('blue-door-resale');

      expect(await within(panel).findByRole('heading', { level: 5, name: 'Item feed' })).toBeInTheDocument();
      const box = feedBox(panel);
      expect(within(box).getByText('JSON feed')).toBeInTheDocument();
      expect(within(box).getByText('https://bluedoor.example.com/items.json')).toBeInTheDocument();
      // The address is text, not a link.
      expect(within(box).queryByRole('link')).toBeNull();
      expect(feedField(box, 'Items')).toHaveTextContent('1,234 items');
      expect(within(box).getByText(formatWhen(feed.lastRefreshedAt!))).toHaveAttribute('dateTime', feed.lastRefreshedAt);
      expect(feedField(box, 'Last read')).toHaveTextContent(formatWhen(feed.lastRefreshedAt!));
      expect(feedField(box, 'Last problem')).toHaveTextContent(feed.lastError!);
      expect(feedField(box, 'State')).toHaveTextContent(`Active: next read ${formatWhen(feed.nextRefreshAt!)}`);
      expect(within(box).queryByText('Paused')).toBeNull();

      await user.click(within(box).getByRole('button', { name: 'Pause feed of Blue Door Resale' }));
      // While the server works: the button says so, and waits.
      const busy = within(box).getByRole('button', { name: 'Pausing feed… of Blue Door Resale' });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await user.click(busy);
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
      answerPause({ status: 200, body: audit });

      await waitFor(() => expect(within(panel).getAllByRole('status')[0]).toHaveTextContent('Paused the item feed of Blue Door Resale.'));
      expect(within(panel).getByRole('heading', { level: 3, name: 'Store audit trail' })).toHaveFocus();
      expect(within(feedBox(panel)).getByText('Paused')).toBeInTheDocument();
      expect(feedField(feedBox(panel), 'State')).toHaveTextContent('Paused: not read until resumed');
      // Pausing is no change to the listing: the trail's changes are as they were.
      expect(within(panel).getByText('The audit trail of Blue Door Resale: 2 changes.')).toBeInTheDocument();

      await user.click(within(feedBox(panel)).getByRole('button', { name: 'Resume feed of Blue Door Resale' }));
      await waitFor(() => expect(within(panel).getAllByRole('status')[0]).toHaveTextContent('Resumed the item feed of Blue Door Resale.'));
      expect(within(feedBox(panel)).queryByText('Paused')).toBeNull();
      expect(within(feedBox(panel)).getByRole('button', { name: 'Pause feed of Blue Door Resale' })).toBeInTheDocument();
      expect(sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/admin/stores/blue-door-resale/feed/pause', body: {} },
        { method: 'POST', path: '/api/admin/stores/blue-door-resale/feed/resume', body: {} },
      ]);
    });

    it('says in an alert why the server refused, the feed shown as it was', async () => {
      audit = { store, owners: [], entries: [edited, created], olderBefore: null, itemFeed: pausedFeed };
      fakeApi((request) => {
        if (isQueueRead(request)) return { status: 200, body: queueOf() };
        if (request.method === 'GET' && request.path === moderationApiPaths.audit('blue-door-resale')) return { status: 200, body: audit };
        if (request.method === 'POST' && request.path === moderationApiPaths.resumeFeed('blue-door-resale'))
          return apiError(404, 'Not Found', 'This store has no item feed');
        return undefined;
      });
      const { user, panel } = await openAuditTrail('blue-door-resale');

      await user.click(await within(panel).findByRole('button', { name: 'Resume feed of Blue Door Resale' }));

      await waitFor(() =>
        expect(within(feedBox(panel)).getByRole('alert')).toHaveTextContent('Could not resume the feed: This store has no item feed'),
      );
      expect(within(feedBox(panel)).getByRole('button', { name: 'Resume feed of Blue Door Resale' })).not.toHaveAttribute('aria-disabled');
      expect(within(feedBox(panel)).getByText('Paused')).toBeInTheDocument();
    });

    it('shows no feed for a store without one', async () => {
      audit = { store, owners: [], entries: [edited, created], olderBefore: null, itemFeed: null };
      const { panel } = await openAuditTrail('blue-door-resale');

      expect(await within(panel).findByText('The audit trail of Blue Door Resale: 2 changes.')).toBeInTheDocument();
      expect(within(panel).queryByRole('heading', { name: 'Item feed' })).toBeNull();
      expect(within(panel).queryByRole('button', { name: /feed/ })).toBeNull();
    });
  });

  it('shows older changes a page at a time, the cursor on the first of them', async () => {
    const older: AuditEntry = { ...created, id: 5, at: '2025-01-02T10:00:00.000Z', action: 'edited', reason: 'An old edit' };
    sent = fakeApi((request) => {
      if (isQueueRead(request)) return { status: 200, body: queueOf() };
      if (request.path === moderationApiPaths.audit('blue-door-resale'))
        return {
          status: 200,
          body: { store, owners: [], entries: [edited, created], olderBefore: 30, itemFeed: null } satisfies StoreAudit,
        };
      if (request.path === moderationApiPaths.audit('blue-door-resale', 30))
        return { status: 200, body: { store, owners: [], entries: [older], olderBefore: null, itemFeed: null } satisfies StoreAudit };
      return undefined;
    });
    const { user, panel } = await openAuditTrail('blue-door-resale');

    expect(
      await within(panel).findByText('The audit trail of Blue Door Resale: the newest 2 changes, older ones below.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show older changes' }));

    expect(await within(panel).findByText('An old edit')).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/admin/stores/blue-door-resale/audit?before=30')).toBe(true);
    expect(within(panel).getByText('The audit trail of Blue Door Resale: 3 changes.')).toBeInTheDocument();
    // The first older change's summary (what, when, who) has the cursor.
    expect(within(panel).getByText('An old edit').closest('li')?.querySelector('[tabindex="-1"]')).toHaveFocus();
    expect(within(panel).queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });
});
