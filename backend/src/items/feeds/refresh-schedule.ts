/** The golden ratio's fraction: ids 1, 2, 3... spread evenly over the period. */
const SPREAD = 0.6180339887498949;

/**
 * When a feed is read next: at its own moment of each period (a fraction of it drawn from its id),
 * the first such moment at least half a period away. Feeds connected together are so read apart,
 * every feed about once a period, and a host's many feeds never all at once.
 */
export function nextRefreshAt(feedId: number, now: Date, periodMilliseconds: number): Date {
  const phase = ((feedId * SPREAD) % 1) * periodMilliseconds;
  let next = Math.floor(now.getTime() / periodMilliseconds) * periodMilliseconds + phase;
  while (next < now.getTime() + periodMilliseconds / 2) next += periodMilliseconds;
  return new Date(next);
}
