import * as http from 'node:http';
import * as https from 'node:https';
import { isNativeError } from 'node:util/types';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent, type RequestFilteringAgentOptions } from 'request-filtering-agent';

export interface SafeFetchLimits {
  /** Most bytes a response body may hold (counted as it arrives; the request is aborted past it). */
  maxBytes: number;
  /** Whole request time including redirects, in ms. */
  timeoutMs: number;
  /** At most this many redirects (the feature uses 5). */
  maxRedirects: number;
  /** Addresses an operator allows although private (e.g. '127.0.0.2' in tests, an intranet feed). Empty in production. */
  allowedAddresses: readonly string[];
}

export interface SafeFetchResult {
  /** The address finally fetched, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
}

export type SafeFetchRefusal =
  'scheme' | 'address' | 'private-address' | 'host-not-found' | 'too-many-redirects' | 'too-large' | 'timeout' | 'status' | 'network';

/** Why an address was not fetched, in words a store owner can read; `code` for tests and logs. */
export class SafeFetchRefused extends Error {
  constructor(
    readonly code: SafeFetchRefusal,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SafeFetchRefused';
  }
}

/** An address the fetcher may request: http or https. */
type WebAddress = URL & { protocol: 'http:' | 'https:' };

const DEFAULT_USER_AGENT = 'ConsignmentDirectoryBot/1.0 (+feeds)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Addresses refused besides those the agent refuses itself: it refuses every address ipaddr.js does
 * not class as `unicast` (loopback, private, link-local, unique-local, unspecified, CGNAT, multicast,
 * broadcast, reserved, IPv4-mapped and NAT64 IPv6...), but classes the deprecated IPv4-compatible
 * IPv6 addresses (`::127.0.0.1`) as unicast.
 */
const ALSO_DENIED = ['::/96'];

/**
 * Fetches an address a store owner typed (a storefront's `/products.json`, a JSON feed, a photo)
 * without letting it reach the server's own network (SSRF): only http(s), no credentials, and every
 * connection, the first and each redirect's, goes through request-filtering-agent, which refuses an
 * IP-literal host before connecting and a host name whose DNS answer holds a private address (the
 * answer it checks is the one connected to, so DNS rebinding cannot slip past). Redirects are followed
 * here, each target checked again; the body is counted as it arrives; one timer bounds the whole call.
 * Throws only SafeFetchRefused, for a final status outside 2xx too.
 */
export async function safeFetch(
  url: string,
  limits: SafeFetchLimits,
  options: { accept?: string; userAgent?: string } = {},
): Promise<SafeFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const filter: RequestFilteringAgentOptions = { allowIPAddressList: [...limits.allowedAddresses], denyIPAddressList: ALSO_DENIED };
  // Agents of this call only (the allowed addresses are the call's), without keep-alive: destroyed at the end.
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
  const headers = { 'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT, Accept: options.accept ?? '*/*' };
  let current: WebAddress | undefined;
  try {
    current = checkedAddress(url);
    for (let redirects = 0; ; redirects += 1) {
      const { request, response } = await send(current, agents[current.protocol], headers, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        request.destroy();
        if (redirects >= limits.maxRedirects) throw tooManyRedirects(limits.maxRedirects);
        current = checkedAddress(location, current);
        continue;
      }
      if (status < 200 || status > 299) {
        request.destroy();
        const reason = http.STATUS_CODES[status];
        throw new SafeFetchRefused('status', `The address answered ${status}${reason ? ` ${reason}` : ''}.`);
      }
      const length = Number(response.headers['content-length']);
      if (length > limits.maxBytes) {
        request.destroy();
        throw tooLarge(limits.maxBytes);
      }
      const body = await readBody(request, response, limits.maxBytes);
      return { url: current.href, status, contentType: response.headers['content-type'] ?? null, body };
    }
  } catch (error) {
    throw refusal(error, current, controller.signal.aborted, limits);
  } finally {
    clearTimeout(timer);
    agents['http:'].destroy();
    agents['https:'].destroy();
  }
}

/** `raw` (resolved against `base`, a redirect's Location) as a URL the fetcher may request. */
function checkedAddress(raw: string, base?: URL): WebAddress {
  const redirected = base !== undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (error) {
    const message = redirected ? 'The address redirected to an address that is not valid.' : 'The address is not a valid web address.';
    throw new SafeFetchRefused('address', message, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const message = redirected
      ? 'The address redirected to one that does not start with http:// or https://.'
      : 'The address must start with http:// or https://.';
    throw new SafeFetchRefused('scheme', message);
  }
  if (url.username !== '' || url.password !== '') {
    const message = redirected
      ? 'The address redirected to one with a user name or password in it.'
      : 'The address must not hold a user name or password.';
    throw new SafeFetchRefused('address', message);
  }
  return url as WebAddress;
}

/**
 * Sends a GET for `url` through `agent`: the request and its response once the response's head has
 * arrived. The request keeps an error listener after that (Node may report a socket's error on the
 * request even once the response has begun), so no late error goes unheard.
 */
function send(
  url: URL,
  agent: http.Agent,
  headers: http.OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<{ request: http.ClientRequest; response: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, { agent, headers, signal });
    request.on('error', reject);
    request.once('response', (response) => resolve({ request, response }));
    request.end();
  });
}

/** The response's body, refused (and the connection closed) as soon as it passes `maxBytes`. */
function readBody(request: http.ClientRequest, response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      request.destroy();
      reject(error);
    };
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge(maxBytes));
      else chunks.push(chunk);
    });
    response.once('end', () => resolve(Buffer.concat(chunks, size)));
    response.on('error', fail);
    response.once('close', () => {
      if (!response.complete) fail(new Error('The connection closed before the answer was complete'));
    });
    request.on('error', fail);
  });
}

/** What the caller is told of `error`, thrown while fetching `url` (the address of the hop it was on). */
function refusal(error: unknown, url: URL | undefined, timedOut: boolean, limits: SafeFetchLimits): SafeFetchRefused {
  if (error instanceof SafeFetchRefused) return error;
  if (timedOut) return new SafeFetchRefused('timeout', `The address did not answer within ${seconds(limits.timeoutMs)}.`, { cause: error });
  const refused = refusedAddress(error);
  if (refused !== undefined) {
    return new SafeFetchRefused(
      'private-address',
      `The address leads to a private network address (${refused}), which the site does not fetch.`,
      { cause: error },
    );
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND') {
    return new SafeFetchRefused('host-not-found', `The host name ${url?.hostname ?? ''} could not be found.`, { cause: error });
  }
  return new SafeFetchRefused('network', networkMessage(code), { cause: error });
}

/**
 * The address request-filtering-agent refused to connect to, if `error` is its refusal. It gives its
 * refusals no code, only a message: "DNS lookup 127.0.0.1(family:4, host:localhost) is not allowed...".
 */
function refusedAddress(error: unknown): string | undefined {
  if (!isNativeError(error) || (error as NodeJS.ErrnoException).code !== undefined) return undefined;
  return /^DNS lookup (.+?)\(family:.* is not allowed/.exec(error.message)?.[1];
}

function networkMessage(code: string | undefined): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'The address refused the connection.';
    case 'ECONNRESET':
      return 'The address closed the connection before answering.';
    case 'ETIMEDOUT':
      return 'The address did not answer.';
    default:
      if (code?.includes('CERT') || code?.startsWith('ERR_TLS') || code?.startsWith('ERR_SSL')) {
        return "The address's secure (https) certificate could not be verified.";
      }
      return 'The address could not be reached.';
  }
}

function tooManyRedirects(maxRedirects: number): SafeFetchRefused {
  const message =
    maxRedirects === 0
      ? 'The address redirected elsewhere, which the site does not follow.'
      : `The address redirected more than ${maxRedirects} ${maxRedirects === 1 ? 'time' : 'times'}.`;
  return new SafeFetchRefused('too-many-redirects', message);
}

function tooLarge(maxBytes: number): SafeFetchRefused {
  return new SafeFetchRefused('too-large', `The answer was larger than ${bytes(maxBytes)}.`);
}

/** `count` bytes in words: "20 MB", "512 KB", "100 bytes" (units of 1,024). */
function bytes(count: number): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  if (count >= 1024 * 1024) return `${round(count / 1024 / 1024)} MB`;
  if (count >= 1024) return `${round(count / 1024)} KB`;
  return `${count} bytes`;
}

/** `ms` in words: "20 seconds", "1 second", "0.3 seconds". */
function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
}
