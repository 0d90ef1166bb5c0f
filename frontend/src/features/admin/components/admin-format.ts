/** Spec section 9: numbers show thousands separators, as everywhere on the site. */
export { formatCount } from '@contracts/page-head';

/** A date and time in the visitor's own language and time zone ('Nov 22, 2026, 8:05:27 AM'). */
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** An error's message as a sentence to show, or 'Unknown error' when it has none. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
