import type { ApiError } from '@contracts/api.contract';

/** The API answered with a non-ok status. The message reads `{status}: {response text or status text}`. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The response text (the API's JSON error), or the status text when it was empty. */
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.detail = detail;
  }
}

/**
 * An API error as it comes out of JSON (the server's query cache, put into the page): its fields
 * without its class. Anything else is left as it is.
 */
export function reviveApiError(error: unknown): unknown {
  if (error instanceof ApiRequestError || typeof error !== 'object' || error === null) return error;
  const { name, status, detail } = error as Partial<Record<'name' | 'status' | 'detail', unknown>>;
  return name === 'ApiRequestError' && typeof status === 'number' && typeof detail === 'string'
    ? new ApiRequestError(status, detail)
    : error;
}

/** The `message` of the API's JSON error (`{ statusCode, error, message }`) behind an error, if it has one. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    const body = JSON.parse(error.detail) as Partial<ApiError> | null;
    return typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, text || response.statusText);
}

export interface ApiGetOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
}

export type ApiPostOptions = ApiGetOptions;

/**
 * GETs a JSON resource of our own API, sending cookies. A non-ok response throws an
 * {@link ApiRequestError}; network failures and malformed JSON throw as `fetch` does.
 */
export async function apiGet<T>(path: string, options?: ApiGetOptions): Promise<T>;
/** As above, but a 401 answers `null` instead of throwing. */
export async function apiGet<T>(path: string, options: ApiGetOptions & { nullOnUnauthorized: true }): Promise<T | null>;
export async function apiGet<T>(path: string, options: ApiGetOptions & { nullOnUnauthorized?: boolean } = {}): Promise<T | null> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers,
    signal: options.signal,
  });

  if (response.status === 401 && options.nullOnUnauthorized) return null;

  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * POSTs JSON to our own API, sending cookies (the server takes state-changing calls only from its
 * own pages, as same-origin JSON). Errors as {@link apiGet}; a 204 answers `undefined`.
 */
export async function apiPost<T = undefined>(path: string, body: unknown = {}, options: ApiPostOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');

  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify(body),
    signal: options.signal,
  });

  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
