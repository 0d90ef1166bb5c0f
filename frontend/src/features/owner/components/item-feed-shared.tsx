import { ITEM_FILE_MAX_BYTES, type ItemFeedInput, type ItemFeedKind, type ItemFeedStatus } from '@contracts/items.contract';
import { megabytes } from './owner-photos';

/** Where the items are: a web shop or a JSON feed read at its address, or a file sent from here. */
export type FeedKind = ItemFeedKind;
export type AddressKind = ItemFeedInput['kind'];

/** The most left-out items the status lists (the read's answer may have more). */
export const SHOWN_PROBLEMS = 5;
/** The most problems of a checked file listed (the server tells the first 20). */
export const SHOWN_FILE_PROBLEMS = 20;

export const KINDS: Array<{ kind: FeedKind; label: string }> = [
  { kind: 'shopify', label: 'A Shopify store (your shop’s address)' },
  { kind: 'json', label: 'A JSON feed (see the format)' },
  { kind: 'upload', label: 'A file (CSV or Excel .xlsx)' },
];

export const ADDRESS_HINTS: Record<AddressKind, string> = {
  shopify: 'Your Shopify store’s own address, as shoppers open it.',
  json: 'The address of your JSON feed, starting with https://.',
};

/** The files the file input offers: CSV and Excel workbooks, by extension and by type. */
export const ITEM_FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a chosen file cannot be sent, before it is; null when it may be (the server checks what it holds). */
export function itemFileProblem(file: File): string | null {
  if (file.size > ITEM_FILE_MAX_BYTES)
    return `“${file.name}” is ${megabytes(file.size)}: a file may be at most ${megabytes(ITEM_FILE_MAX_BYTES)}.`;
  return null;
}

export const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const readAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Dec 3, 2026, 10:00 AM", as a `<time>` with its machine-readable date. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{readAt.format(new Date(at))}</time>;
}

export const itemCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'} on the racks`;

/** "1,250 items read": what a checked file holds. */
export const itemsRead = (count: number) => `${countOf(count, 'item', 'items')} read`;

/** Where the feed is read from, as the status names it. */
export const connectedTo = (feed: ItemFeedStatus) => feed.url ?? 'a file you uploaded';
