/**
 * A store's Shopify storefront inside the test process, for the tests of feed refreshing: a real HTTP
 * server that answers the public `GET /products.json?limit=250&page=N` as Shopify does (the same
 * field names and shape, pages 1-based, an empty page past the end, `limit` at most 250) and serves
 * the products' photos (`GET /photos/<name>.png` or `.jpg`, a real small image). Tests change its
 * products between refreshes, read back every request it got, and make it misbehave: slow, huge,
 * redirecting or failing answers.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A product as a test writes it; the storefront answers it in Shopify's JSON (`toShopifyProduct`). */
export interface FakeProduct {
  id: number;
  title: string;
  handle: string;
  bodyHtml?: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  /** Shopify's way: a decimal string, '199.00'. */
  price: string;
  /** true unless said. */
  available?: boolean;
  /** The variant's size option; null or absent: Shopify's single 'Default Title' variant. */
  size?: string | null;
  /** The photo: a path on this storefront ('/photos/x.png') or a whole URL; absent: `/photos/<handle>.png`; null: no photo. */
  imagePath?: string | null;
}

/**
 * How the storefront answers every request from now on, until a test changes it: as it should
 * ('normal'); after `delayMs`; with `hugeBytes` of JSON-looking text, streamed without a
 * Content-Length; with a 302 to `redirectTo`; or with just the `status` (and a Shopify-like error body).
 */
export type FakeBehaviour = 'normal' | { delayMs: number } | { hugeBytes: number } | { redirectTo: string } | { status: number };

export interface FakeStorefront {
  /** e.g. http://127.0.0.2:PORT */
  origin: string;
  /** Mutable: tests add and remove products between refreshes. */
  products: FakeProduct[];
  /** Every request's path and query, in the order they came, for assertions. */
  requests: string[];
  /** How the next requests are answered (see FakeBehaviour). */
  behaviour: FakeBehaviour;
  /** Other answers by path (a JSON feed, say): the body sent as JSON. */
  documents: Map<string, unknown>;
  close(): Promise<void>;
}

/** Shopify's most products a page, and what a request without `limit` gets. */
const MAXIMUM_LIMIT = 250;
const DEFAULT_LIMIT = 30;
const PHOTO_WIDTH = 64;
const PHOTO_HEIGHT = 48;
const HUGE_CHUNK_BYTES = 64 * 1024;

/** The photo every product has, made once per process: a real PNG, and the same as a JPEG. */
let photos: Promise<{ png: Buffer; jpeg: Buffer }> | undefined;
function photoImages(): Promise<{ png: Buffer; jpeg: Buffer }> {
  photos ??= (async () => {
    const image = () => sharp({ create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: '#8a6' } });
    const [png, jpeg] = await Promise.all([image().png().toBuffer(), image().jpeg().toBuffer()]);
    return { png, jpeg };
  })();
  return photos;
}

/** A fixed timestamp per product, in Shopify's form ('2024-03-05T10:15:00-05:00'). */
function timestampOf(id: number, hoursLater = 0): string {
  const time = new Date(Date.UTC(2024, 0, 1, 15) + ((id % 8760) + hoursLater) * 3_600_000);
  return `${time.toISOString().slice(0, 19)}-05:00`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A product as Shopify's storefront lists it in /products.json. */
export function toShopifyProduct(product: FakeProduct, origin: string) {
  const option = product.size ?? 'Default Title';
  const createdAt = timestampOf(product.id);
  const updatedAt = timestampOf(product.id, 24);
  const imagePath = product.imagePath === undefined ? `/photos/${product.handle}.png` : product.imagePath;
  const variantId = product.id * 1000 + 1;
  const images =
    imagePath === null
      ? []
      : [
          {
            id: product.id * 1000 + 2,
            created_at: createdAt,
            position: 1,
            updated_at: updatedAt,
            product_id: product.id,
            variant_ids: [],
            src: /^https?:\/\//.test(imagePath) ? imagePath : `${origin}${imagePath}`,
            width: PHOTO_WIDTH,
            height: PHOTO_HEIGHT,
          },
        ];
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    body_html: product.bodyHtml ?? `<p>${escapeHtml(product.title)}</p>`,
    published_at: createdAt,
    created_at: createdAt,
    updated_at: updatedAt,
    vendor: product.vendor ?? '',
    product_type: product.productType ?? '',
    tags: product.tags ?? [],
    variants: [
      {
        id: variantId,
        title: option,
        option1: option,
        option2: null,
        option3: null,
        sku: `${product.handle.toUpperCase()}-1`,
        requires_shipping: true,
        taxable: true,
        featured_image: null,
        available: product.available ?? true,
        price: product.price,
        grams: 0,
        compare_at_price: null,
        position: 1,
        product_id: product.id,
        created_at: createdAt,
        updated_at: updatedAt,
      },
    ],
    images,
    options: [{ name: product.size ? 'Size' : 'Title', position: 1, values: [option] }],
  };
}

/** A whole number from a query parameter, or `fallback` when it is absent or not one. */
function integerParameter(url: URL, name: string, fallback: number): number {
  const value = Number.parseInt(url.searchParams.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}

/** Starts a storefront on a port of its own on `host` (127.0.0.2 unless said: not the app's 127.0.0.1). */
export async function startFakeStorefront(options: { host?: string; products?: FakeProduct[] } = {}): Promise<FakeStorefront> {
  const host = options.host ?? '127.0.0.2';
  /** The answers waiting out a `delayMs`: close() ends their wait. */
  const waits = new Map<NodeJS.Timeout, () => void>();
  const wait = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, milliseconds);
      waits.set(timer, resolve);
    });

  const server = createServer((request, response) => {
    storefront.requests.push(request.url ?? '/');
    answer(storefront, request, response, wait).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  const storefront: FakeStorefront = {
    origin: '',
    products: options.products ?? [],
    requests: [],
    behaviour: 'normal',
    documents: new Map(),
    close: () => {
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open for seconds.
        server.closeAllConnections();
      });
    },
  };
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  storefront.origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return storefront;
}

const sendJson = (response: ServerResponse, status: number, value: unknown) => {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
};

/** One request's answer, as the storefront's behaviour says. */
async function answer(
  storefront: FakeStorefront,
  request: IncomingMessage,
  response: ServerResponse,
  wait: (milliseconds: number) => Promise<void>,
): Promise<void> {
  const behaviour = storefront.behaviour;
  if (behaviour !== 'normal') {
    if ('delayMs' in behaviour) {
      await wait(behaviour.delayMs);
      if (response.destroyed || !request.socket.writable) return;
    } else if ('redirectTo' in behaviour) {
      response.writeHead(302, { Location: behaviour.redirectTo, 'Content-Length': 0 }).end();
      return;
    } else if ('status' in behaviour) {
      sendJson(response, behaviour.status, { errors: `Status ${behaviour.status}` });
      return;
    } else {
      await streamHuge(response, behaviour.hugeBytes);
      return;
    }
  }

  const url = new URL(request.url ?? '/', storefront.origin);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0 }).end();
    return;
  }
  if (url.pathname === '/products.json') {
    const limit = Math.min(MAXIMUM_LIMIT, Math.max(1, integerParameter(url, 'limit', DEFAULT_LIMIT)));
    const page = Math.max(1, integerParameter(url, 'page', 1));
    const products = storefront.products.slice((page - 1) * limit, page * limit);
    sendJson(response, 200, { products: products.map((product) => toShopifyProduct(product, storefront.origin)) });
    return;
  }
  if (storefront.documents.has(url.pathname)) {
    sendJson(response, 200, storefront.documents.get(url.pathname));
    return;
  }
  const photo = /^\/photos\/[^/]+\.(png|jpe?g)$/.exec(url.pathname);
  if (photo) {
    const images = await photoImages();
    const image = photo[1] === 'png' ? images.png : images.jpeg;
    response.writeHead(200, { 'Content-Type': photo[1] === 'png' ? 'image/png' : 'image/jpeg', 'Content-Length': image.length });
    response.end(image);
    return;
  }
  sendJson(response, 404, { errors: 'Not Found' });
}

/** `bytes` of text that starts like a products page and never ends as one, chunked (no Content-Length). */
async function streamHuge(response: ServerResponse, bytes: number): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  const opening = '{"products":[';
  const record = '{"id":1,"title":"Walnut Dresser","handle":"walnut-dresser","body_html":"<p>padding</p>"},';
  const chunk = Buffer.from(record.repeat(Math.ceil(HUGE_CHUNK_BYTES / record.length)).slice(0, HUGE_CHUNK_BYTES));
  let left = bytes;
  const write = (data: Buffer) => {
    left -= data.length;
    return response.write(data);
  };
  if (left > 0) write(Buffer.from(opening.slice(0, left)));
  while (left > 0 && !response.destroyed) {
    if (!write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
      // Wait for the client to read on, or for it to go away.
      await new Promise<void>((resolve) => {
        const go = () => {
          response.off('drain', go).off('close', go);
          resolve();
        };
        response.on('drain', go).on('close', go);
      });
    }
  }
  if (!response.destroyed) response.end();
}

const FAKE_TITLES = [
  'Walnut Dresser',
  'Oak Bookcase',
  'Leather Armchair',
  'Wool Coat',
  'Sterling Silver Ring',
  'Cast Iron Skillet',
  'Brass Table Lamp',
  'First Edition Novel',
];
const FAKE_VENDORS = ['Broyhill', 'Pottery Barn', '', "Levi's", 'James Avery', 'Lodge', '', ''];
const FAKE_TYPES = ['Furniture', 'Furniture', 'Furniture', 'Clothing', 'Jewelry', 'Kitchen', 'Lighting', 'Books'];
const FAKE_SIZES = [null, null, null, 'M', '7', null, null, null];

/** `count` products with distinct ids and handles from `startId` on, titled from a small list ("Walnut Dresser 1"...), for bulk tests. */
export function fakeProducts(count: number, startId = 1): FakeProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const id = startId + index;
    const kind = index % FAKE_TITLES.length;
    const title = `${FAKE_TITLES[kind]!} ${id}`;
    return {
      id,
      title,
      handle: title.toLowerCase().replace(/ /g, '-'),
      vendor: FAKE_VENDORS[kind]!,
      productType: FAKE_TYPES[kind]!,
      tags: [FAKE_TYPES[kind]!.toLowerCase(), 'consignment'],
      price: (10 + ((id * 37) % 990) + (id % 4) * 0.25).toFixed(2),
      available: id % 13 !== 0,
      size: FAKE_SIZES[kind]!,
    };
  });
}
