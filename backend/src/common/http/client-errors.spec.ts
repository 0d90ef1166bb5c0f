import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { answerRefusedRequests, clientErrorAnswer } from './client-errors';

/** A connection as the listeners see it: whether it was paused or closed. */
function connection() {
  return Object.assign(new EventEmitter(), {
    writable: true,
    paused: false,
    destroyed: false,
    pause() {
      this.paused = true;
    },
    destroy() {
      this.destroyed = true;
    },
  });
}

function parserError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error('Parse Error'), { code, rawPacket: Buffer.alloc(65_536) });
}

describe('the answer to a request the parser refuses', () => {
  const noHeaders: RequestHandler = (_request, _response, next) => next();

  it('says what was wrong, as the API does', () => {
    expect(JSON.parse(clientErrorAnswer('HPE_INVALID_METHOD').body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request method is not one this server knows',
    });
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW').status).toBe(431);
    expect(clientErrorAnswer(undefined).message).toBe('The request is not valid HTTP');
  });

  it('waits once for the answers before it, however many more chunks the parser refuses, and stops reading the connection', () => {
    const server = new EventEmitter();
    answerRefusedRequests(server as Server, noHeaders);
    const socket = connection();
    const response = new EventEmitter();
    server.emit('request', { socket, complete: true }, response);
    const listenersOfItsOwn = response.listenerCount('close');
    // Node emits clientError again for every chunk that arrives after the parser failed.
    for (let chunk = 0; chunk < 3_000; chunk += 1) server.emit('clientError', parserError('HPE_INVALID_METHOD'), socket);
    expect(response.listenerCount('close')).toBe(listenersOfItsOwn + 1);
    expect(socket.paused).toBe(true);
    expect(socket.destroyed).toBe(false);
  });

  it('closes a connection whose client does not read the answers before the refused request', () => {
    jest.useFakeTimers();
    try {
      const server = new EventEmitter();
      answerRefusedRequests(server as Server, noHeaders);
      const socket = connection();
      server.emit('request', { socket, complete: true }, new EventEmitter());
      server.emit('clientError', parserError('HPE_INVALID_HEADER_TOKEN'), socket);
      jest.advanceTimersByTime(29_000);
      expect(socket.destroyed).toBe(false);
      jest.advanceTimersByTime(1_000);
      expect(socket.destroyed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a connection it cannot answer on, without throwing', () => {
    const server = new EventEmitter();
    answerRefusedRequests(server as Server, noHeaders);
    const gone = Object.assign(connection(), { writable: false });
    expect(() => server.emit('clientError', parserError('ECONNRESET'), gone)).not.toThrow();
    expect(gone.destroyed).toBe(true);
  });
});
