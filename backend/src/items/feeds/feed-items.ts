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

/** The most items a feed may hold; more is refused, named as a problem. */
export const FEED_ITEMS_MAX = 50_000;

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
const address = (field: string) =>
  z.preprocess(
    text,
    z
      .string({ error: `${field} must be an address` })
      .max(2000, `${field} must be at most 2000 characters`)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), `${field} must be an http:// or https:// address`)
      .optional(),
  );

const PRICE_TEXT = /^\$?\s*(\d{1,7})(\.\d{1,2})?$/;
const price = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/,/g, '') : value),
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
    description: z.preprocess(text, z.string({ error: 'description must be text' }).optional()),
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

/**
 * Records checked as items: the items, and each bad record's problems by its line (`lineOf` its
 * index). Records repeating an earlier id are a problem too, so no feed holds an item twice.
 */
export function readFeedRecords(
  records: readonly unknown[],
  lineOf: (index: number) => number,
): { items: FeedItem[]; problems: FeedProblem[] } {
  const items: FeedItem[] = [];
  const problems: FeedProblem[] = [];
  if (records.length > FEED_ITEMS_MAX)
    return {
      items,
      problems: [{ line: lineOf(FEED_ITEMS_MAX), message: `a feed holds at most ${FEED_ITEMS_MAX.toLocaleString('en-US')} items` }],
    };
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const result = FEED_ITEM_SCHEMA.safeParse(typeof record === 'object' && record !== null ? record : {});
    if (!result.success) {
      problems.push({ line: lineOf(index), message: [...new Set(result.error.issues.map((issue) => issue.message))].join('; ') });
      return;
    }
    if (seen.has(result.data.externalId)) {
      problems.push({ line: lineOf(index), message: `id ${result.data.externalId} is listed twice` });
      return;
    }
    seen.add(result.data.externalId);
    items.push(result.data);
  });
  return { items, problems };
}

const SHOPIFY_PAGE = z.object({
  products: z.array(
    z
      .object({
        id: z.union([z.number(), z.string()]),
        title: z.string(),
        handle: z.string().optional(),
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
        options: z.array(z.object({ name: z.string(), values: z.array(z.string()).optional() }).loose()).default([]),
      })
      .loose(),
  ),
});

/**
 * One page of a Shopify storefront's `/products.json`: each product an item (the cheapest variant
 * on sale its price, its size option's values its size, its first image its photo, its page
 * `/products/<handle>`), or a problem naming the product. Null when the page is not that shape.
 */
export function readShopifyPage(body: unknown, storefront: URL): { items: FeedItem[]; problems: FeedProblem[]; products: number } | null {
  const page = SHOPIFY_PAGE.safeParse(body);
  if (!page.success) return null;
  const records = page.data.products.map((product) => {
    const onSale = product.variants.filter((variant) => variant.available !== false);
    const prices = (onSale.length > 0 ? onSale : product.variants).map((variant) => Number(variant.price)).filter(Number.isFinite);
    const sizeOption = product.options.findIndex((option) => /^size$/i.test(option.name));
    const sizes = sizeOption === 0 ? [...new Set(onSale.map((variant) => variant.option1).filter(Boolean))] : [];
    const tags = Array.isArray(product.tags) ? product.tags.join(' ') : (product.tags ?? '');
    const photo = product.images[0]?.src;
    return {
      id: String(product.id),
      title: product.title,
      price: prices.length > 0 ? Math.min(...prices) : undefined,
      description: product.body_html ?? undefined,
      category: categoryOf(product.product_type, product.title, tags) ?? undefined,
      brand: product.vendor ?? undefined,
      size: sizes.length > 0 ? sizes.join(', ').slice(0, 60) : undefined,
      photo: photo ? new URL(photo.startsWith('//') ? `https:${photo}` : photo, storefront).toString() : undefined,
      url: product.handle ? new URL(`/products/${encodeURIComponent(product.handle)}`, storefront).toString() : undefined,
      available: onSale.length > 0,
    };
  });
  return { ...readFeedRecords(records, (index) => index + 1), products: page.data.products.length };
}
