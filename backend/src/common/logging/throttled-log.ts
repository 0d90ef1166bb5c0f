import { Logger } from '@nestjs/common';

/** How often a cause that keeps happening is written again, with its count. */
export const THROTTLED_LOG_INTERVAL_MS = 10_000;

type Level = 'warn' | 'error';

interface Cause {
  level: Level;
  fields: Record<string, unknown>;
  /** Times it happened since it was last written. */
  more: number;
}

/**
 * Log lines about one cause (the database out of reach, a statement past its time limit, a failing
 * readiness check), one per interval however many requests it fails: the first at once, then, while
 * the cause lasts, one line per interval saying how many more times it happened. During an outage a
 * thousand failed requests make a handful of lines, not a thousand; the request log still has a line
 * per failed request.
 */
export class ThrottledLog {
  private readonly causes = new Map<string, Cause>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = THROTTLED_LOG_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => this.writeCounts(), intervalMs);
    this.timer.unref();
  }

  /** Writes `fields` (with `msg`) now, unless `cause` was written within the interval: then it is counted. */
  write(level: Level, cause: string, fields: Record<string, unknown> & { msg: string }): void {
    const known = this.causes.get(cause);
    if (known) {
      known.more += 1;
      return;
    }
    this.causes.set(cause, { level, fields, more: 0 });
    this.logger[level](fields);
  }

  /** Each cause that happened again in the interval: one line with its count. Causes that stopped are forgotten. */
  private writeCounts(): void {
    const seconds = Math.round(this.intervalMs / 1000);
    for (const [cause, entry] of this.causes) {
      if (entry.more === 0) {
        this.causes.delete(cause);
        continue;
      }
      this.logger[entry.level]({
        msg: `${String(entry.fields.msg)} (${entry.more} more in the last ${seconds} s)`,
        cause,
        repeated: entry.more,
      });
      entry.more = 0;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
