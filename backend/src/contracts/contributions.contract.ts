/**
 * What visitors, owners and the administrator send to keep the directory true (docs/architecture.md,
 * "Contributions"): suggested stores, reported problems, claims of a listing, owners' edits, and the
 * moderation queue with its audit trail. Shared by the server, which validates and answers them, and
 * the app, which shows the forms: every limit and message is written here once.
 */
import type { OpeningHours, ProductFlag, StorePhoto, StoreSummary } from './api.contract';
import type { TermsColumn } from './consignment-terms-columns';
import type { ItemFeedStatus } from './items.contract';

export const SUGGEST_STORE_PAGE_PATH = '/suggest-a-store';
/** The page an e-mailed claim link opens: `/claim?token=...` (it asks before using the token: mail scanners open links). */
export const CLAIM_CONFIRM_PAGE_PATH = '/claim';
/** A store's claim page (`/texas/austin/some-store/claim` would clash with nothing, but owners come from the store page). */
export const claimPagePath = (storeSlug: string) => `/claim-listing/${storeSlug}`;
/** The verified owner's editor of their listing. */
export const OWNER_PAGE_PATH = '/owner';

/** Field limits, the same in the form and in the API's validation. */
export const CONTRIBUTION_LIMITS = {
  businessName: 200,
  address: 300,
  city: 100,
  phone: 40,
  website: 300,
  note: 2000,
  email: 254,
  description: 5000,
  reason: 500,
} as const;

/** A store's phone as the directory takes it, from an import or a form: digits and the usual signs. */
export const STORE_PHONE_PATTERN = /^[\d\s()+.\-x]+$/i;
export const STORE_PHONE_MESSAGE = 'phone may contain only digits, spaces and + ( ) - . x';

/**
 * A form is a person's when it took at least this long to fill (from its ticket) and its honeypot
 * field is empty; a ticket lasts a day.
 */
export const FORM_MINIMUM_FILL_SECONDS = 3;
export const FORM_TICKET_HOURS = 24;
/** The field people never see (hidden from sight and from assistive technology); a robot fills it. */
export const HONEYPOT_FIELD = 'homepage';

/** Suggestions, reports and claims each client may send: per minute (`CONTRIBUTION_RATE_LIMIT`'s default) and per day. */
export const CONTRIBUTIONS_PER_MINUTE = 5;
export const CONTRIBUTIONS_PER_DAY = 30;

/** A claim's e-mailed link works once, for this long. */
export const CLAIM_LINK_HOURS = 24;

/** Where owners' photos are served from: `/store-photos/<file>`. */
export const STORE_PHOTOS_PATH = '/store-photos';

/** Owners' photos. */
export const OWNER_PHOTO_LIMIT = 5;
export const OWNER_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const OWNER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Changes a verified owner may make to their listing in an hour (edits saved, photos added or
 * removed), whatever address or session they come from: a stolen session cannot bury the trail.
 */
export const OWNER_CHANGES_PER_HOUR = 30;

/** `GET /api/forms/ticket`: handed to a form as it shows, sent back with it. */
export interface FormTicket {
  ticket: string;
}

/** Fields every public form sends besides its own. */
export interface FormGuard {
  ticket: string;
  /** Must be empty. */
  [HONEYPOT_FIELD]?: string;
}

/** `POST /api/store-suggestions`. `stateSlug` names the state; state and ZIP code must agree. */
export interface StoreSuggestionInput extends FormGuard {
  businessName: string;
  address: string;
  city: string;
  stateSlug: string;
  zipCode: string;
  phone?: string;
  website?: string;
  sells: ProductFlag[];
  note?: string;
  /** To hear when it is listed; never shown. */
  email?: string;
}

/** `GET /api/store-suggestions/matches?address=&zipCode=&businessName=`: listed stores it may be ("Is it one of these?"). */
export interface StoreSuggestionMatches {
  stores: StoreSummary[];
}

/** What a sent form answers (201 or 202): the words to show. */
export interface ContributionReceipt {
  message: string;
}

export const PROBLEM_KINDS = ['closed', 'moved', 'hours', 'contact', 'not-consignment', 'other'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export const PROBLEM_LABELS: Record<ProblemKind, string> = {
  closed: 'Closed for good',
  moved: 'Moved to another address',
  hours: 'Wrong hours',
  contact: 'Wrong phone or website',
  'not-consignment': 'Not a consignment store',
  other: 'Something else',
};

/** `POST /api/stores/:storeSlug/reports`. */
export interface StoreReportInput extends FormGuard {
  problem: ProblemKind;
  note?: string;
  email?: string;
}

/** `POST /api/stores/:storeSlug/claims`: sends the one-time link to `email`. */
export interface StoreClaimInput extends FormGuard {
  email: string;
}

/** `POST /api/owner/confirm` body: the token of the e-mailed link. */
export interface ClaimConfirmInput {
  token: string;
}

/**
 * A claim's state: `verified` (its owner edits the listing), `review` (proven address, not at the
 * store's website: the administrator decides), `rejected`, or `revoked` (a verified owner the
 * administrator took the listing from: signed out, and that address cannot claim it again).
 */
export type ClaimStatus = 'verified' | 'review' | 'rejected' | 'revoked';

/** What the owner may change. Hours are the store's own wall clock ('HH:MM', 24-hour), Monday to Sunday. */
export interface OwnerListingEdit {
  hours: OpeningHours[];
  phone: string | null;
  website: string | null;
  description: string | null;
  sells: ProductFlag[];
  /**
   * Its consignment terms as the import's columns write them (`consignment-terms-columns.ts`); null
   * when it publishes none. An edit that leaves this out keeps them; every column empty removes them.
   */
  terms: Record<TermsColumn, string> | null;
}

/** `PUT /api/owner/listing`: the listing's fields, the terms' columns each optional (empty: none). */
export type OwnerListingInput = Omit<OwnerListingEdit, 'terms'> & { terms?: Partial<Record<TermsColumn, string>> | null };

/** `GET /api/owner/listing` (the signed-in owner's), and `PUT` answers the same after an edit. */
export interface OwnerListing {
  email: string;
  status: ClaimStatus;
  store: { slug: string; businessName: string; path: string; timeZone: string };
  listing: OwnerListingEdit;
  /** False while the generated hours show. */
  ownHours: boolean;
  photos: StorePhoto[];
}

export const ownerApiPaths = {
  session: '/api/owner/session',
  confirm: '/api/owner/confirm',
  listing: '/api/owner/listing',
  photos: '/api/owner/listing/photos',
  photo: (id: number) => `/api/owner/listing/photos/${id}`,
  signOut: '/api/owner/sign-out',
} as const;

/** `GET /api/owner/session`. */
export interface OwnerSession {
  signedIn: boolean;
}

export const contributionApiPaths = {
  ticket: '/api/forms/ticket',
  suggestions: '/api/store-suggestions',
  suggestionMatches: '/api/store-suggestions/matches',
  reports: (storeSlug: string) => `/api/stores/${storeSlug}/reports`,
  claims: (storeSlug: string) => `/api/stores/${storeSlug}/claims`,
  closedStore: (storeSlug: string) => `/api/closed-stores/${encodeURIComponent(storeSlug)}`,
} as const;

/** `GET /api/closed-stores/:storeSlug`: what a closed store's page (410) says, and where to go instead. */
export interface ClosedStore {
  slug: string;
  businessName: string;
  address: string;
  city: string;
  citySlug: string;
  state: string;
  stateSlug: string;
  stateAbbreviation: string;
  zipCode: string;
  closedAt: string;
  /** The nearest open stores, nearest first, with `distance` in miles. */
  nearby: Array<StoreSummary & { distance: number }>;
}

/* ---- Moderation (administrator) ---- */

export interface SuggestionItem {
  id: number;
  createdAt: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  stateSlug: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
  sells: ProductFlag[];
  note: string | null;
  /** Listed stores at the same address or ZIP code with a like name: candidates to merge into. */
  possibleDuplicates: Array<{ slug: string; businessName: string; address: string; path: string }>;
}

export interface ReportItem {
  id: number;
  createdAt: string;
  problem: ProblemKind;
  note: string | null;
  email: string | null;
}

/** A store's open reports, together. */
export interface StoreReports {
  store: { slug: string; businessName: string; city: string; stateAbbreviation: string; path: string };
  reports: ReportItem[];
}

export interface ClaimItem {
  id: number;
  createdAt: string;
  email: string;
  store: { slug: string; businessName: string; website: string | null; path: string };
}

export interface ClosedStoreItem {
  slug: string;
  businessName: string;
  city: string;
  stateAbbreviation: string;
  closedAt: string;
}

/** `GET /api/admin/moderation`: everything waiting, oldest first, with counts. */
export interface ModerationQueue {
  counts: { suggestions: number; reports: number; claims: number };
  suggestions: SuggestionItem[];
  reports: StoreReports[];
  claims: ClaimItem[];
  /** The latest closed stores, to reopen one. */
  closedStores: ClosedStoreItem[];
}

/** The body of every rejection and closing: why, shown in the audit trail. */
export interface ModerationReason {
  reason: string;
}

/** `POST .../suggestions/:id/merge`: the listed store the suggestion repeats. */
export interface MergeInput {
  storeSlug: string;
}

export type AuditAction =
  | 'created'
  | 'merged'
  | 'edited'
  | 'photo-added'
  | 'photo-removed'
  | 'closed'
  | 'reopened'
  | 'reports-resolved'
  | 'claim-verified'
  | 'claim-rejected'
  | 'claim-revoked'
  | 'reverted';

/** One change to a store: who, when, what it was before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  /** 'administrator', 'owner (someone@example.com)' or 'visitor'. */
  actor: string;
  action: AuditAction;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Whether the administrator can undo it (an edit, a photo, a closing or reopening not yet undone). */
  revertible: boolean;
}

/** A verified owner of a store, whom the administrator can revoke. */
export interface StoreOwner {
  claimId: number;
  email: string;
  /** When the claim was verified. */
  since: string;
}

/** Entries an audit trail's page holds, newest first. */
export const AUDIT_PAGE_SIZE = 100;

/** `GET /api/admin/stores/:storeSlug/audit[?before=ID]`: a page of the trail, and the store's verified owners. */
export interface StoreAudit {
  store: { slug: string; businessName: string; path: string; closed: boolean };
  owners: StoreOwner[];
  entries: AuditEntry[];
  /** The `before` of the next, older page; null on the last. */
  olderBefore: number | null;
  /** The store's item feed (Shop the racks), which the administrator can pause; null when it has none. */
  itemFeed: ItemFeedStatus | null;
}

export const moderationApiPaths = {
  queue: '/api/admin/moderation',
  approveSuggestion: (id: number) => `/api/admin/moderation/suggestions/${id}/approve`,
  rejectSuggestion: (id: number) => `/api/admin/moderation/suggestions/${id}/reject`,
  mergeSuggestion: (id: number) => `/api/admin/moderation/suggestions/${id}/merge`,
  /** Resolves (the listing was corrected) or dismisses a store's open reports, with a reason. */
  resolveReports: (storeSlug: string) => `/api/admin/moderation/stores/${storeSlug}/reports/resolve`,
  approveClaim: (id: number) => `/api/admin/moderation/claims/${id}/approve`,
  rejectClaim: (id: number) => `/api/admin/moderation/claims/${id}/reject`,
  /** Takes the listing from a verified owner, saying why: their sessions end at once. */
  revokeClaim: (id: number) => `/api/admin/moderation/claims/${id}/revoke`,
  close: (storeSlug: string) => `/api/admin/stores/${storeSlug}/close`,
  reopen: (storeSlug: string) => `/api/admin/stores/${storeSlug}/reopen`,
  audit: (storeSlug: string, before?: number) => `/api/admin/stores/${storeSlug}/audit${before === undefined ? '' : `?before=${before}`}`,
  revert: (entryId: number) => `/api/admin/audit/${entryId}/revert`,
  /** Pauses a store's item feed (not read again until resumed; its items stay), or resumes it (read again soon). */
  pauseFeed: (storeSlug: string) => `/api/admin/stores/${storeSlug}/feed/pause`,
  resumeFeed: (storeSlug: string) => `/api/admin/stores/${storeSlug}/feed/resume`,
} as const;

/** `POST .../approve` of a suggestion answers where the new store is. */
export interface ApprovedStore {
  slug: string;
  path: string;
}
