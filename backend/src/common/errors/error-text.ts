import { DriverException } from '@mikro-orm/core';

/** An error answer's message is cut to this many characters: it may quote what the client sent. */
export const MESSAGE_MAX_LENGTH = 300;

/** `text`, cut to `max` characters with an ellipsis when it is longer. */
export function bounded(text: string, max = MESSAGE_MAX_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The first `named` problems, and how many more there are: a request with a thousand bad parameters
 * gets a short message, not one line per parameter.
 */
export function listProblems(problems: readonly string[], named = 3): string {
  const listed = problems.slice(0, named).join('; ');
  const more = problems.length - named;
  return more > 0 ? `${listed}; and ${more} more problem${more === 1 ? '' : 's'}` : listed;
}

/** A PostgreSQL error code (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorWithCode {
  code?: unknown;
}

/**
 * Whether an error came from a statement: MikroORM and knex put the statement before the database's
 * own words (`select ... - message`), with its values written in, and those never go to the log.
 */
function isStatementError(error: Error): boolean {
  const { code } = error as ErrorWithCode;
  return error instanceof DriverException || (typeof code === 'string' && SQLSTATE.test(code));
}

/**
 * A statement at the start of a message, or after a `Name: ` prefix (with any white space or
 * parenthesis before its first word), up to the last ` - ` before the database's own words.
 */
const LEADING_STATEMENT =
  /(^|: )[\s(]*(?:select|insert|update|delete|with|values|table|begin|start|commit|rollback|end|set|reset|show|create|alter|drop|truncate|lock|copy|savepoint|release|explain|analyze|vacuum|declare|fetch|close|listen|notify|grant|revoke|comment|refresh|do|call|prepare|execute|deallocate|discard)\b[\s\S]* - /i;

/**
 * A message without the statement knex or MikroORM put before the database's words
 * (`Error: select ... where slug = 'x' - read ECONNRESET` becomes `Error: read ECONNRESET`).
 */
export function withoutStatement(message: string): string {
  return message.replace(LEADING_STATEMENT, '$1');
}

/**
 * An error in one line for the log. A database error keeps PostgreSQL's own words and code but not
 * the statement MikroORM or knex put before them, which holds the query's values (and can hold
 * megabytes of parameters).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return withoutStatement(String(error));
  if (!isStatementError(error)) return withoutStatement(error.message);
  const { code } = error as ErrorWithCode;
  return `${error.name}${typeof code === 'string' && code ? ` ${code}` : ''}: ${error.message.split(' - ').pop()}`;
}

/** As `errorText`, followed by the stack's frames: for errors nobody expected. */
export function errorWithStack(error: unknown): string {
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')) : [];
  return [errorText(error), ...frames].join('\n');
}
