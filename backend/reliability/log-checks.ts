/** What the reliability tests check in the server's own log. */

/** The exception filter and the driver write a cause at most once per this many seconds (and once when it starts). */
const LOG_INTERVAL_SECONDS = 10;

/** A statement, as MikroORM and knex write them into error messages: with their values. */
const STATEMENT = /\b(select|insert into|update|delete from)\b[^"]*\b(from|where|values|set)\b/i;

/**
 * Lines of the server's log (standard output, over `seconds`) that are not JSON, that carry a
 * statement, or that repeat a warning's or error's cause more than once per interval; and warnings
 * with a stack.
 */
export function logProblems(lines: string[], seconds: number): string[] {
  const found: string[] = [];
  const causes = new Map<string, number>();
  for (const line of lines) {
    let entry: { level?: number; msg?: string };
    try {
      entry = JSON.parse(line) as { level?: number; msg?: string };
    } catch {
      found.push(`a log line that is not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    if (STATEMENT.test(entry.msg ?? '')) {
      found.push(`a log line with a statement: ${line.slice(0, 160)}`);
    }
    if (entry.level === 40 && /\n\s+at /.test(entry.msg ?? '')) found.push(`a warning with a stack: ${line.slice(0, 120)}`);
    if ((entry.level ?? 0) >= 40) {
      const cause = (entry.msg ?? '').replace(/\(\d+ more in the last \d+ s\)$/, '').slice(0, 60);
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    }
  }
  const allowed = Math.ceil(seconds / LOG_INTERVAL_SECONDS) + 1;
  for (const [cause, count] of causes) if (count > allowed) found.push(`${count} log lines in ${seconds} s for one cause: ${cause}`);
  return found;
}
