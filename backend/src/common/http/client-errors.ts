import { IncomingMessage, ServerResponse, STATUS_CODES, type Server } from 'node:http';
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

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
}

/**
 * How long a refused request waits for the answers before it on its connection: a client that sent a
 * malformed request and does not read what it asked before gets its connection closed then.
 */
const EARLIER_ANSWERS_WAIT_MS = 30_000;

/**
 * Requests Node's HTTP parser refuses (bad bytes in the address or a header, a bad Content-Length,
 * Transfer-Encoding or chunk, an unknown method, headers over the limit) never reach the app: Node
 * answers them itself with an empty body. This answers them instead (the server's `clientError`
 * event) with the API's JSON error and `securityHeaders` (helmet's, for a JSON answer), then closes
 * the connection, whose later bytes can no longer be read as requests: it stops reading them, and
 * Node's further `clientError`s for that connection (one a chunk) are ignored.
 *
 * Answers on a keep-alive connection go out in the order of its requests:
 * - a refused request after others (pipelined) is answered once the last of their answers is done
 *   (at most `EARLIER_ANSWERS_WAIT_MS`: then the connection is closed);
 * - refused bytes in the body of the request in flight (a bad chunk) are that request's refusal,
 *   answered through its own response; if the app has answered it already, the connection ends
 *   after that answer; if its answer has begun, the connection is closed at once, as Node does:
 *   cutting into an answer would corrupt what the client reads.
 * Nothing here throws, whatever the connection's state: a listener that threw would stop the process.
 * Only the error's code is kept (Node's error holds the bytes it refused).
 */
export function answerRefusedRequests(server: Server, securityHeaders: RequestHandler): void {
  /** Each connection's newest request and its answer, until that answer is done. */
  const newest = new WeakMap<Socket, Exchange>();
  /** Connections a request of which was refused: nothing more is read from them. */
  const refused = new WeakSet<Socket>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const exchange = { request, response };
    newest.set(request.socket, exchange);
    response.once('close', () => {
      if (newest.get(request.socket) === exchange) newest.delete(request.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    const code = error.code;
    socket.pause();
    const open = newest.get(socket);
    if (!open) refuse(code, socket, securityHeaders);
    else if (!open.request.complete) refuseThrough(open, code, securityHeaders);
    else {
      const gaveUp = setTimeout(() => socket.destroy(), EARLIER_ANSWERS_WAIT_MS).unref();
      open.response.once('close', () => {
        clearTimeout(gaveUp);
        refuse(code, socket, securityHeaders);
      });
    }
  });
}

/** Answers a refused request on a connection no answer is being written on. */
function refuse(code: string | undefined, socket: Socket, securityHeaders: RequestHandler): void {
  try {
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const request = new IncomingMessage(socket);
    const response = new ServerResponse(request);
    response.assignSocket(socket);
    refuseThrough({ request, response }, code, securityHeaders);
  } catch {
    // The connection is in a state no answer can be written in.
    socket.destroy();
  }
}

/** Answers `exchange` with the refusal of the parser's error `code`, then closes its connection. */
function refuseThrough({ request, response }: Exchange, code: string | undefined, securityHeaders: RequestHandler): void {
  try {
    if (response.writableEnded) {
      // The app has answered it already (it refused the request itself): the connection ends after that answer.
      response.once('close', () => request.socket.destroy());
      return;
    }
    if (response.headersSent || !request.socket.writable) {
      request.socket.destroy();
      return;
    }
    response.once('finish', () => request.socket.destroy());
    const { status, body } = clientErrorAnswer(code);
    securityHeaders(request as Request, response as Response, () =>
      response
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        })
        .end(body),
    );
  } catch {
    request.socket.destroy();
  }
}
