/**
 * The API, faked at `fetch` for a screen's tests: each request the screen sends is recorded (method,
 * address, its JSON or multipart body) and answered by the test's function, or with the API's 404.
 */
import { jest } from '@jest/globals';

export interface SentRequest {
  method: string;
  path: string;
  /** A JSON body, read; a multipart body as its FormData; none: undefined. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeApi = (request: SentRequest) => FakeAnswer | undefined;

/** The API's error body: `{ statusCode, error, message }`. */
export const apiError = (statusCode: number, message: string, error = 'Bad Request'): FakeAnswer => ({
  status: statusCode,
  body: { statusCode, error, message },
});

/** Answers `fetch` with `api` (a 404 for what it does not know); returns the requests sent, in order. */
export function fakeApi(api: FakeApi): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body: typeof body === 'string' ? JSON.parse(body) : body instanceof FormData ? body : undefined,
    };
    sent.push(request);
    const { status, body: answer } = api(request) ?? apiError(404, `No ${request.method} ${request.path}`, 'Not Found');
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      json: () => Promise.resolve(JSON.parse(text) as unknown),
      text: () => Promise.resolve(text),
    } as Response);
  });
  return sent;
}
