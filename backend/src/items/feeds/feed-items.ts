import { z } from 'zod';
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { replaceUnfit, unfitTextProblem } from '../../contracts/text-characters';
import { productOfWord } from '../../search/query/understand-query';
import { plainText } from './plain-text';

/** An item as a feed describes it, checked and in the site's terms, before it is written. */
export interface FeedItem {
  externalId: string;
  title: string;
  description: string | null;
  priceCents: number;
  category: ProductFlag | null;
  brand: string | null;
  size: string | null;
  condition: string | null;
  photoSource: string | null;
  pageUrl: string | null;
  /** False: sold (the feed still lists it). */
  available: boolean;
}

/** A record a feed or file held that cannot be an item, and why: "line 7: price must be a number". */
export interface FeedProblem {
  /** The record's line in an uploaded file, or its place (1-based) in a JSON feed's list. */
  line: number;
  message: string;
}

/** The most items a feed may hold; a feed with more is refused whole (its items kept as they were). */
export const FEED_ITEMS_MAX = 50_000;
/** A description's characters read at most (its HTML, before it becomes text). */
const DESCRIPTION_READ_LENGTH = 20_000;
/** Records checked between two turns of the event loop: a feed of 50,000 never holds up other requests. */
const RECORDS_A_TURN = 500;

/**
 * Words of item kinds that name a category beyond the flags' own words ('dresser': furniture), read
 * in titles, types and tags when the feed names no category of the site's.
 */
const CATEGORY_WORDS: Readonly<Record<ProductFlag, string>> = {
  sellFurniture:
    'dresser dressers sofa sofas couch chair chairs armchair table tables desk bookcase sideboard credenza cabinet nightstand ottoman armoire bench hutch bed headboard loveseat recliner',
  sellClothes: 'dress dresses shirt jeans coat jacket sweater skirt boots shoes pants blouse parka cardigan sneakers hoodie',
  sellAntiques: 'antique victorian edwardian primitive crock',
  sellJewelry: 'necklace ring rings bracelet earrings brooch pendant',
  sellBooks: 'book novel hardcover paperback cookbook',
  sellGiftItems: 'gift candle ornament',
  sellPremiumBrand: 'handbag handbags purse tote bag bags wallet',
  sellMerchandise: 'lamp mirror rug toy toys kitchenware',
};
const CATEGORY_OF_WORD = new Map<string, ProductFlag>(
  PRODUCT_FLAGS.flatMap((flag) => CATEGORY_WORDS[flag].split(' ').map((word) => [word, flag] as [string, ProductFlag])),
);
const CATEGORIES = new Set<string>(PRODUCT_FLAGS);

/**
 * The site's category a feed's words name: a flag's name ('sellFurniture'), a category's own word
 * ('furniture', 'Antiques'), else the first word of the title or tags naming one ('Walnut Dresser').
 */
export function categoryOf(...texts: Array<string | null | undefined>): ProductFlag | null {
  for (const text of texts) {
    if (!text) continue;
    if (CATEGORIES.has(text)) return text as ProductFlag;
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      const category = productOfWord(word) ?? CATEGORY_OF_WORD.get(word);
      if (category) return category;
    }
  }
  return null;
}

const text = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const fitText = (field: string, length: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(length, `${field} must be at most ${length} characters`)
    .superRefine((value, context) => {
      const problem = unfitTextProblem(field, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
const optional = (field: string, length: number) => z.preprocess(text, fitText(field, length).optional());
/** An `http(s)` address, as the URL parser writes it; its characters checked as every text's. */
const address = (field: string) =>
  z.preprocess(
    text,
    fitText(field, 2000)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), `${field} must be an http:// or https:// address`)
      .transform((value) => new URL(value).href)
      .refine((value) => value.length <= 2000, `${field} must be at most 2000 characters`)
      .optional(),
  );

const PRICE_TEXT = /^\$?\s*(\d{1,7})(\.\d{1,2})?$/;
const price = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/,/g, '') || undefined : value),
  z.union([z.number(), z.string()], { error: 'price is required' }).transform((value, context) => {
    const match = typeof value === 'string' ? PRICE_TEXT.exec(value) : null;
    const dollars = typeof value === 'number' ? value : match ? Number(`${match[1]}${match[2] ?? ''}`) : Number.NaN;
    if (!Number.isFinite(dollars) || dollars < 0 || dollars > 1_000_000) {
      context.addIssue({ code: 'custom', message: 'price must be a number of dollars such as 45 or 24.50' });
      return z.NEVER;
    }
    return Math.round(dollars * 100);
  }),
);
const available = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return true;
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return ['true', 'yes', '1', 'available'].includes(word) ? true : ['false', 'no', '0', 'sold'].includes(word) ? false : value;
  },
  z.boolean({ error: 'available must be true or false' }),
);

/** One item of a JSON feed or a row of an uploaded file (docs/item-feeds.md). */
export const FEED_ITEM_SCHEMA = z
  .object({
    id: z.preprocess(text, fitText('id', 200).optional()),
    sku: z.preprocess(text, fitText('sku', 200).optional()),
    title: z.preprocess(text, fitText('title', 200).optional()),
    price,
    // Cut before it is read as HTML: a description's first 20,000 characters say what it says.
    description: z.preprocess(
      (value) => (typeof value === 'string' ? value.slice(0, DESCRIPTION_READ_LENGTH) : value),
      z.string({ error: 'description must be text' }).optional(),
    ),
    category: optional('category', 60),
    brand: optional('brand', 120),
    size: optional('size', 60),
    condition: optional('condition', 40),
    photo: address('photo'),
    url: address('url'),
    available,
  })
  .superRefine((item, context) => {
    if (!item.id && !item.sku) context.addIssue({ code: 'custom', message: 'id is required (or sku)' });
    if (!item.title) context.addIssue({ code: 'custom', message: 'title is required' });
  })
  .transform((item): FeedItem => ({
    externalId: (item.id ?? item.sku)!,
    title: item.title!,
    // A description's characters no text may hold are left out, not refused: shops' HTML is full of them.
    description: item.description
      ? plainText(
          replaceUnfit(item.description, () => ''),
          2000,
        ) || null
      : null,
    priceCents: item.price,
    category: categoryOf(item.category, item.title),
    brand: item.brand ?? null,
    size: item.size ?? null,
    condition: item.condition ?? null,
    photoSource: item.photo ?? null,
    pageUrl: item.url ?? null,
    available: item.available,
  }));

/** A feed or file that holds more items than a feed may. */
export class TooManyItems extends Error {
  constructor() {
    super(`A feed holds at most ${FEED_ITEMS_MAX.toLocaleString('en-US')} items.`);
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Records checked as items: the items, and each bad record's problems by its line (`lineOf` its
 * index). Records repeating an earlier id are a problem too, so no feed holds an item twice. A record
 * that breaks the reader itself (HTML nested past any limit, say) is a problem of its own, never a
 * failure of the whole feed; the event loop turns every few hundred records.
 */
export async function readFeedRecords(
  records: readonly unknown[],
  lineOf: (index: number) => number,
): Promise<{ items: FeedItem[]; problems: FeedProblem[] }> {
  if (records.length > FEED_ITEMS_MAX) throw new TooManyItems();
  const items: FeedItem[] = [];
  const problems: FeedProblem[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % RECORDS_A_TURN === 0) await turn();
    let result: ReturnType<typeof FEED_ITEM_SCHEMA.safeParse>;
    try {
      result = FEED_ITEM_SCHEMA.safeParse(typeof record === 'object' && record !== null ? record : {});
    } catch {
      problems.push({ line: lineOf(index), message: 'this item could not be read' });
      continue;
    }
    if (!result.success) {
      problems.push({ line: lineOf(index), message: [...new Set(result.error.issues.map((issue) => issue.message))].join('; ') });
      continue;
    }
    if (seen.has(result.data.externalId)) {
      problems.push({ line: lineOf(index), message: `id ${result.data.externalId.slice(0, 40)} is listed twice` });
      continue;
    }
    seen.add(result.data.externalId);
    items.push(result.data);
  }
  return { items, problems };
}

const SHOPIFY_PAGE = z.object({ products: z.array(z.unknown()) });
const SHOPIFY_PRODUCT = z
  .object({
    id: z.union([z.number(), z.string()]),
    title: z.string(),
    handle: z.string().nullish(),
    body_html: z.string().nullish(),
    vendor: z.string().nullish(),
    product_type: z.string().nullish(),
    tags: z.union([z.array(z.string()), z.string()]).nullish(),
    variants: z
      .array(
        z.object({ price: z.union([z.string(), z.number()]), available: z.boolean().nullish(), option1: z.string().nullish() }).loose(),
      )
      .default([]),
    images: z.array(z.object({ src: z.string() }).loose()).default([]),
    options: z.array(z.object({ name: z.string() }).loose()).default([]),
  })
  .loose();
/** A product's variants read at most (sizes, prices). */
const VARIANTS_READ = 100;

/** An address of the storefront's, resolved against it; undefined for one that is no address. */
function storefrontAddress(path: string, storefront: URL): string | undefined {
  const absolute = path.startsWith('//') ? `https:${path}` : path;
  return URL.canParse(absolute, storefront.href) ? new URL(absolute, storefront).href : undefined;
}

/** A Shopify product as the feed's record of an item (checked as every feed's), or null when it is not a product. */
function shopifyRecord(value: unknown, storefront: URL): Record<string, unknown> | null {
  const parsed = SHOPIFY_PRODUCT.safeParse(value);
  if (!parsed.success) return null;
  const product = parsed.data;
  const variants = product.variants.slice(0, VARIANTS_READ);
  const onSale = variants.filter((variant) => variant.available !== false);
  const prices = (onSale.length > 0 ? onSale : variants)
    .map((variant) => (variant.price === '' ? Number.NaN : Number(variant.price)))
    .filter(Number.isFinite);
  const sizeOption = product.options.findIndex((option) => /^size$/i.test(option.name));
  const sizes = sizeOption === 0 ? [...new Set(onSale.map((variant) => variant.option1).filter(Boolean))] : [];
  const tags = Array.isArray(product.tags) ? product.tags.join(' ') : (product.tags ?? '');
  const photo = product.images[0]?.src;
  return {
    id: String(product.id),
    title: product.title,
    price: prices.length > 0 ? prices.reduce((least, price) => Math.min(least, price)) : undefined,
    description: product.body_html ?? undefined,
    category: categoryOf(product.product_type, product.title.slice(0, 200), tags.slice(0, 1000)) ?? undefined,
    brand: product.vendor ?? undefined,
    size: sizes.length > 0 ? sizes.join(', ').slice(0, 60) : undefined,
    photo: photo ? storefrontAddress(photo, storefront) : undefined,
    url: product.handle ? storefrontAddress(`/products/${encodeURIComponent(product.handle)}`, storefront) : undefined,
    available: onSale.length > 0,
  };
}

/**
 * One page of a Shopify storefront's `/products.json`: each product an item (the cheapest variant
 * on sale its price, its size option's values its size, its first image its photo, its page
 * `/products/<handle>`), or a problem naming the product (`line`: its place counted from `first`).
 * Null when the page holds no list of products.
 */
export async function readShopifyPage(
  body: unknown,
  storefront: URL,
  first: number,
): Promise<{ items: FeedItem[]; problems: FeedProblem[]; products: number } | null> {
  const page = SHOPIFY_PAGE.safeParse(body);
  if (!page.success) return null;
  const records = page.data.products.map((product) => shopifyRecord(product, storefront));
  const read = await readFeedRecords(
    records.map((record) => record ?? {}),
    (index) => first + index,
  );
  // A product of another shape is named as such, not by the fields it lacks.
  const notProducts = new Set(records.flatMap((record, index) => (record === null ? [first + index] : [])));
  return {
    items: read.items,
    problems: read.problems.map((problem) => (notProducts.has(problem.line) ? { ...problem, message: 'this is not a product' } : problem)),
    products: page.data.products.length,
  };
}
