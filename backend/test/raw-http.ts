/**
 * A raw HTTP/1.1 client for bytes no HTTP client sends (malformed requests, several requests pipelined
 * on one connection), for the hostile-request tests and the fuzz.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `bytes` (latin1: one character, one byte) on a connection of its own and reads the answers
 * until `expected` have come whole, the server closes the connection, or `timeoutMs` passes. Its own
 * side stays open (Node's server drops the requests of a client that has ended its side).
 */
export function sendRaw(port: number, bytes: string, expected = 1, timeoutMs = 15_000): Promise<RawAnswer[]> {
  return new Promise((resolve) => {
    let raw = '';
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(readAnswers(raw));
    };
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(bytes, 'latin1')));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      raw += chunk;
      if (readAnswers(raw).length >= expected) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.setTimeout(timeoutMs, finish);
  });
}

/** The whole answers at the start of `raw`, in order (a body framed by Content-Length or chunked). */
export function readAnswers(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (!rest.startsWith('HTTP/1.1 ') || headEnd === -1) return answers;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const framed = frameBody(rest.slice(headEnd + 4), headers);
    if (!framed) return answers;
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: framed.body });
    rest = framed.rest;
  }
}

function frameBody(after: string, headers: Record<string, string>): { body: string; rest: string } | null {
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    let body = '';
    let at = 0;
    for (;;) {
      const lineEnd = after.indexOf('\r\n', at);
      if (lineEnd === -1) return null;
      const size = Number.parseInt(after.slice(at, lineEnd), 16);
      if (Number.isNaN(size)) return null;
      if (size === 0) return after.startsWith('\r\n', lineEnd + 2) ? { body, rest: after.slice(lineEnd + 4) } : null;
      if (after.length < lineEnd + 2 + size + 2) return null;
      body += after.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  return after.length >= length ? { body: after.slice(0, length), rest: after.slice(length) } : null;
}
