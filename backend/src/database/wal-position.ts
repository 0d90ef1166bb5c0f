/**
 * Positions in PostgreSQL's write-ahead log (`pg_lsn`, written `16/B374D848`): how far a replica has
 * replayed the primary's changes. A replica that has replayed position P holds every change committed
 * before the primary wrote P.
 */
export type WalPosition = bigint;

const POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A `pg_lsn` as text, as a number that compares; null for anything else (a replica that has replayed nothing). */
export function parseWalPosition(text: unknown): WalPosition | null {
  const match = typeof text === 'string' ? POSITION.exec(text.trim()) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

/**
 * The primary's position as it was measured over the last moments, to tell how far behind a replica
 * is in time: a replica that has replayed position R is as old as the newest measurement at or before
 * R. Measured every `interval`, kept for as long as a replica may lag and a little more.
 */
export class PrimaryPositions {
  private readonly measured: { at: number; position: WalPosition }[] = [];

  constructor(private readonly keepMilliseconds: number) {}

  record(at: number, position: WalPosition): void {
    this.measured.push({ at, position });
    while (this.measured.length > 1 && this.measured[0]!.at < at - this.keepMilliseconds) this.measured.shift();
  }

  /**
   * How many milliseconds behind `now` a replica that has replayed `replayed` is, at most: 0 when it
   * has the primary's newest position; otherwise the age of the newest measurement it has reached (what
   * it lacks was written after that); null when it has reached none of those kept (further behind than
   * they reach back), or nothing was measured.
   */
  lagOf(replayed: WalPosition | null, now: number): number | null {
    if (replayed === null || this.measured.length === 0) return null;
    for (let index = this.measured.length - 1; index >= 0; index -= 1) {
      const { at, position } = this.measured[index]!;
      if (position <= replayed) return index === this.measured.length - 1 ? 0 : Math.max(0, now - at);
    }
    return null;
  }
}
