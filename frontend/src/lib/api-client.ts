/** The API answered with a non-ok status. The message reads `{status}: {response text or status text}`. */
export class ApiRequestError extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiRequestError';
    this.status = status;
  }
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
export async function apiGet<T>(
  path: string,
  options: ApiGetOptions & { nullOnUnauthorized: true },
): Promise<T | null>;
export async function apiGet<T>(
  path: string,
  options: ApiGetOptions & { nullOnUnauthorized?: boolean } = {},
): Promise<T | null> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers,
    signal: options.signal,
  });

  if (response.status === 401 && options.nullOnUnauthorized) return null;

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text || response.statusText);
  }

  return (await response.json()) as T;
}
