/** Node's socket errors when a server cannot be reached or drops the connection. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL's own: class 08 (connection exception), the server shutting down or starting, too many connections. */
const POSTGRES_UNAVAILABLE = /^(08...|57P01|57P02|57P03|53300)$/;

const CONNECTION_LOST =
  /Connection terminated|connection is closed|Client has encountered a connection error|Timeout acquiring a connection/i;

/** PostgreSQL's query_canceled: a statement ran past its `statement_timeout`. */
const QUERY_CANCELED = '57014';
/**
 * node-postgres's own limit (`query_timeout`, a second past `statement_timeout`): PostgreSQL, too busy
 * to cancel the statement in time, had not answered by then. Knex puts the statement before it.
 */
const QUERY_READ_TIMEOUT = /(^| - )Query read timeout$/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Whether `error`, or an error it wraps (its cause, or one of an AggregateError's), passes `test`. */
function anyCause(error: unknown, test: (error: ErrorLike) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { cause, errors } = error as ErrorLike;
  if (test(error)) return true;
  // AggregateError (a connection tried on several addresses) and wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => anyCause(inner, test, depth + 1))) return true;
  return anyCause(cause, test, depth + 1);
}

/**
 * Whether an error means the database is out of reach (down, restarting, the pool exhausted) rather
 * than a fault of the request or the code: such a request is answered 503 and may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, ({ name, code, message }) => {
    if (name === 'ConnectionException' || name === 'KnexTimeoutError') return true;
    if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
    return typeof message === 'string' && CONNECTION_LOST.test(message);
  });
}

/** Whether a statement was stopped for running past its time limit (`statement_timeout`). */
export function isStatementTimeout(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) => code === QUERY_CANCELED || (typeof message === 'string' && QUERY_READ_TIMEOUT.test(message)),
  );
}

/** The cause a database error is logged under, once per interval however many requests it fails. */
export function databaseErrorCause(error: unknown): string {
  let code = 'unknown';
  anyCause(error, (inner) => {
    if (typeof inner.code !== 'string') return false;
    code = inner.code;
    return true;
  });
  return code;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The directory is briefly unavailable. Please try again in a few seconds.';
export const STATEMENT_TIMEOUT_MESSAGE = 'The directory took too long to answer this request. Please try again, or narrow the search.';
/** Seconds a client is asked to wait (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
