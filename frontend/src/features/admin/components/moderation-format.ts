import type { OpeningHours, ProductFlag } from '@contracts/api.contract';
import type { AuditAction, ModerationQueue } from '@contracts/contributions.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { ApiRequestError, apiErrorMessage } from '@/lib/api-client';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The queue's counts as one line: '3 suggestions · 2 stores with reports · 1 claim'. */
export function countsLine({ suggestions, reports, claims }: ModerationQueue['counts']): string {
  return [
    plural(suggestions, 'suggestion', 'suggestions'),
    plural(reports, 'store with reports', 'stores with reports'),
    plural(claims, 'claim', 'claims'),
  ].join(' · ');
}

/** The full stop a sentence ending in `text` still needs: none after 'Co.' or '?'. */
export const fullStopAfter = (text: string): string => (/[.!?]$/.test(text) ? '' : '.');

/** `text` as a sentence, ended by one full stop ('Rejected Evergreen Trading Co.', not 'Co..'). */
export const sentence = (text: string): string => `${text}${fullStopAfter(text)}`;

/** A moment as the lists show it, in the administrator's own time zone: 'Mar 3, 2026, 10:05 AM'. */
const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
}

/** What an action failed with, as a sentence: the API's own `message`, or why the server was not reached. */
export function failureText(error: unknown): string {
  const message = apiErrorMessage(error);
  if (message) return message;
  if (error instanceof ApiRequestError) return `The server answered ${error.status}. Please try again.`;
  return 'Could not reach the server. Check your connection and try again.';
}

/** A website address that may be a link: only http and https (a suggestion's text comes from anyone). */
export function safeWebsite(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The store slug in what the administrator typed: a store page's address (`/texas/austin/some-store`,
 * with or without the site in front) or the slug itself; the last path segment. Null when that is not a slug.
 */
export function storeSlugFrom(text: string): string | null {
  let path = text.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  if (!last) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(last).toLowerCase();
  } catch {
    return null;
  }
  return SLUG.test(slug) ? slug : null;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  merged: 'Merged',
  edited: 'Edited',
  'photo-added': 'Photo added',
  'photo-removed': 'Photo removed',
  closed: 'Closed',
  reopened: 'Reopened',
  'reports-resolved': 'Reports resolved',
  'claim-verified': 'Claim verified',
  'claim-rejected': 'Claim rejected',
  'claim-revoked': 'Owner revoked',
  reverted: 'Reverted',
};

/** Fields named as the administrator knows them; others by their words ('timeZone': 'time zone'). */
const FIELD_LABELS: Record<string, string> = {
  businessName: 'name',
  zipCode: 'ZIP',
  stateSlug: 'state',
  citySlug: 'city',
  closedAt: 'closed',
  sells: 'sells',
  url: 'photo',
  photoId: 'photo',
  shown: 'shown on its page',
  terms: 'consignment terms',
};

/** The order fields are listed in (the database keeps them in its own); others after these, as they come. */
const FIELD_ORDER = ['businessName', 'address', 'city', 'state', 'zipCode', 'phone', 'website', 'sells', 'hours', 'description'];

const fieldRank = (field: string) => {
  const rank = FIELD_ORDER.indexOf(field);
  return rank === -1 ? FIELD_ORDER.length : rank;
};

const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const DAY_ABBREVIATIONS: Record<string, string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};

/** '09:00' as '9 AM', '17:30' as '5:30 PM'; anything else as it is. */
function clockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`} ${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}

function isOpeningHours(value: unknown): value is OpeningHours[] {
  return (
    Array.isArray(value) &&
    value.every((day) => typeof day === 'object' && day !== null && 'day' in day && 'open' in day && 'close' in day && 'isClosed' in day)
  );
}

/** A week's hours in a line, days alike together: 'Mon–Fri 10 AM–6 PM, Sat 10 AM–4 PM, Sun closed'. */
export function hoursSummary(hours: readonly OpeningHours[]): string {
  if (hours.length === 0) return '(none)';
  const runs: Array<{ first: string; last: string; text: string }> = [];
  for (const day of hours) {
    const text = day.isClosed ? 'closed' : `${clockTime(day.open)}–${clockTime(day.close)}`;
    const name = DAY_ABBREVIATIONS[day.day] ?? day.day;
    const run = runs.at(-1);
    if (run && run.text === text) run.last = name;
    else runs.push({ first: name, last: name, text });
  }
  return runs.map((run) => `${run.first === run.last ? run.first : `${run.first}–${run.last}`} ${run.text}`).join(', ');
}

const NONE = '(none)';
const MAX_VALUE_LENGTH = 120;

const shorten = (text: string) => (text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One field's value, short: hours summed up (none of its own: 'generated hours'), what it sells by its labels, dates readable, long text cut. */
function valueText(field: string, value: unknown): string {
  // No hours of the store's own: the page shows the generated ones.
  if (field === 'hours' && (value === null || (Array.isArray(value) && value.length === 0))) return 'generated hours';
  if (value === null || value === undefined || value === '') return NONE;
  if (isOpeningHours(value)) return hoursSummary(value);
  // Consignment terms, as their columns say them: the ones given.
  if (field === 'terms' && typeof value === 'object' && !Array.isArray(value))
    return shorten(
      Object.entries(value)
        .filter(([, text]) => typeof text === 'string' && text !== '')
        .map(([column, text]) => `${fieldLabel(column)} ${String(text)}`)
        .join('; '),
    );
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return shorten(ISO_INSTANT.test(value) ? formatWhen(value) : value);
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const items = value.map((item: unknown) =>
      typeof item === 'string' && field === 'sells' ? (PRODUCT_LABELS[item as ProductFlag] ?? item) : valueText(field, item),
    );
    return shorten(items.join(', '));
  }
  if (typeof value === 'object' && 'url' in value && typeof value.url === 'string') return value.url;
  return shorten(JSON.stringify(value));
}

/**
 * One line of an entry's changes: 'phone: (512) 555-0100 → (512) 555-0199'. `before` is null when the
 * entry recorded one side only (a store created, closed or reopened, a photo added): then `after` is that value.
 */
export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string;
}

export const changeText = (change: FieldChange): string =>
  change.before === null ? `${change.label}: ${change.after}` : `${change.label}: ${change.before} → ${change.after}`;

/**
 * What an audit entry changed, a line per field that differs: 'phone: (512) 555-0100 → (512) 555-0199'.
 * An entry with one side only (a store created: nothing before; closed: nothing after) lists its values.
 */
export function describeChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].sort((a, b) => fieldRank(a) - fieldRank(b));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const now = after?.[field];
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) continue;
    const label = fieldLabel(field);
    if (before && after) changes.push({ field, label, before: valueText(field, was), after: valueText(field, now) });
    else changes.push({ field, label, before: null, after: valueText(field, before ? was : now) });
  }
  return changes;
}
