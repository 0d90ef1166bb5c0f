import { DriverException } from '@mikro-orm/core';

/**
 * An error in one line for the log. A database error keeps PostgreSQL's own words and code but not
 * the statement MikroORM puts before them, which can hold megabytes of parameters.
 */
export function errorText(error: unknown): string {
  if (error instanceof DriverException) return `${error.name}${error.code ? ` ${error.code}` : ''}: ${error.message.split(' - ').pop()}`;
  return error instanceof Error ? error.message : String(error);
}

/** As `errorText`, followed by the stack's frames: for errors nobody expected. */
export function errorWithStack(error: unknown): string {
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')) : [];
  return [errorText(error), ...frames].join('\n');
}
