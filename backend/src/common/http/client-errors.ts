import { IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
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

/** What a request refused for `code` (one of Node's parser's error codes) is told: its status, message and JSON body. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string; body: string } {
  const { status, message } = (code !== undefined ? ANSWERS[code] : undefined) ?? NOT_HTTP;
  return { status, message, body: JSON.stringify({ statusCode: status, error: STATUS_CODES[status]!, message } satisfies ApiError) };
}

/**
 * Requests Node's HTTP parser refuses (bad bytes in the address or a header, a bad Content-Length or
 * Transfer-Encoding, an unknown method, headers over the limit) never reach the app: Node answers
 * them itself with an empty body. This answers them (the server's `clientError` listener) with the
 * API's JSON error and `securityHeaders` (helmet's, for a JSON answer) on a response of its own,
 * under the same conditions as Node's own answer: only when no answer to an earlier request on the
 * connection is being written.
 */
export function answerClientErrorWithJson(error: NodeJS.ErrnoException, socket: Socket, securityHeaders: RequestHandler): void {
  // Node's own test: an answer in flight on this connection (`_httpMessage`) must not be cut into.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const request = new IncomingMessage(socket);
  const response = new ServerResponse(request);
  response.shouldKeepAlive = false;
  response.assignSocket(socket);
  response.on('finish', () => socket.destroy());
  const { status, body } = clientErrorAnswer(error.code);
  securityHeaders(request as Request, response as Response, () =>
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body),
  );
}
