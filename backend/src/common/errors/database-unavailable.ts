/** Node's socket errors when a server cannot be reached or drops the connection. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL's own: class 08 (connection exception), the server shutting down or starting, too many connections. */
const POSTGRES_UNAVAILABLE = /^(08...|57P01|57P02|57P03|53300)$/;

const CONNECTION_LOST = /Connection terminated|connection is closed|Client has encountered a connection error|Timeout acquiring a connection/i;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error means the database is out of reach (down, restarting, the pool exhausted) rather
 * than a fault of the request or the code: such a request is answered 503 and may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, code, message, cause, errors } = error as ErrorLike;
  if (name === 'ConnectionException' || name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  // AggregateError (a connection tried on several addresses) and wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The directory is briefly unavailable. Please try again in a few seconds.';
/** Seconds a client is asked to wait (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
