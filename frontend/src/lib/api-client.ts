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

/**
 * What to tell a person whose request failed: the API's own `message` (a 4xx says what was wrong, a
 * 429 when to try again); else `failed` ('We could not send your suggestion.') and what to do.
 */
export function failureMessage(error: unknown, failed: string): string {
  const message = apiErrorMessage(error);
  if (message) return message;
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return `${failed} Too many tries just now: please try again in a few minutes.`;
    if (error.status >= 500) return `${failed} The server had a problem: please try again in a moment.`;
    return `${failed} (${error.status}) Please try again.`;
  }
  return `${failed} Check your connection and try again.`;
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

/** What a POST, PUT or DELETE may add: an abort signal, headers. */
export type ApiPostOptions = ApiGetOptions;

/**
 * Sends a state-changing request to our own API, sending cookies (the server takes them only from its
 * own pages: same-origin). A `FormData` body goes as multipart/form-data (the browser writes its
 * boundary); anything else as JSON. Errors as {@link apiGet}; a 204 answers `undefined`.
 */
async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: ApiPostOptions): Promise<T> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');

  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal: options.signal,
  });

  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * POSTs JSON to our own API, sending cookies (the server takes state-changing calls only from its
 * own pages, as same-origin JSON). Errors as {@link apiGet}; a 204 answers `undefined`.
 */
export function apiPost<T = undefined>(path: string, body: unknown = {}, options: ApiPostOptions = {}): Promise<T> {
  return apiSend<T>('POST', path, body, options);
}

/** PUTs JSON to our own API (a whole resource replaced), as {@link apiPost}. */
export function apiPut<T = undefined>(path: string, body: unknown, options: ApiPostOptions = {}): Promise<T> {
  return apiSend<T>('PUT', path, body, options);
}

/** DELETEs a resource of our own API, with no body, as {@link apiPost}. */
export function apiDelete<T = undefined>(path: string, options: ApiPostOptions = {}): Promise<T> {
  return apiSend<T>('DELETE', path, undefined, options);
}

/** POSTs a form with files (multipart/form-data) to our own API, as {@link apiPost}. */
export function apiPostForm<T = undefined>(path: string, form: FormData, options: ApiPostOptions = {}): Promise<T> {
  return apiSend<T>('POST', path, form, options);
}
