import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '../../contracts/api.contract';

interface ClientErrorAnswer {
  status: number;
  message: string;
}

/**
 * What a request that Node's HTTP parser refused is told: the status Node itself gives each (431 for
 * headers over the limit, 413 for chunk extensions, 408 for a request too slow to arrive, 400 for the
 * rest), with a message that says what was wrong.
 */
const ANSWERS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's header fields are too large" },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: "The request's chunk extensions are too large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time' },
  HPE_INVALID_METHOD: { status: 400, message: 'The request method is not one this server knows' },
  HPE_INVALID_URL: { status: 400, message: "The request's address has characters that are not allowed" },
  HPE_INVALID_HEADER_TOKEN: { status: 400, message: 'A request header has characters that are not allowed' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: "The request's Content-Length is not valid" },
  HPE_UNEXPECTED_CONTENT_LENGTH: { status: 400, message: 'The request has both a Content-Length and a Transfer-Encoding' },
  HPE_INVALID_TRANSFER_ENCODING: { status: 400, message: "The request's Transfer-Encoding is not valid" },
  HPE_INVALID_CHUNK_SIZE: { status: 400, message: "The request body's chunk size is not valid" },
  HPE_INVALID_VERSION: { status: 400, message: 'The request names an HTTP version this server does not speak' },
};
const NOT_HTTP: ClientErrorAnswer = { status: 400, message: 'The request is not valid HTTP' };

/** What a request refused for `code` (one of Node's parser's error codes) is told: its status and JSON body. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: string } {
  const { status, message } = (code !== undefined ? ANSWERS[code] : undefined) ?? NOT_HTTP;
  return { status, body: JSON.stringify({ statusCode: status, error: STATUS_CODES[status]!, message } satisfies ApiError) };
}

/** The whole answer to a refused request, as bytes on the socket: JSON like every other error. */
export function clientErrorResponse(code: string | undefined, headers: readonly string[]): string {
  const { status, body } = clientErrorAnswer(code);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  for (let at = 0; at + 1 < headers.length; at += 2) lines.push(`${headers[at]}: ${headers[at + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Requests Node's HTTP parser refuses (bad bytes in the address or a header, a bad Content-Length or
 * Transfer-Encoding, an unknown method, headers over the limit) never reach the app: Node answers
 * them itself with an empty body. This answers them (Fastify's `clientErrorHandler`) with the API's
 * JSON error and `headers` (the security headers of a JSON answer), under the same conditions as
 * Node's own answer: only when no answer to an earlier request on the connection is being written.
 */
export function answerClientErrorWithJson(error: NodeJS.ErrnoException, socket: Duplex, headers: readonly string[]): void {
  // Node's own test: an answer in flight on this connection (`_httpMessage`) must not be cut into.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code, headers), () => socket.destroy());
}
