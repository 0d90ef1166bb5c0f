import type { Options } from 'express-rate-limit';
import { ClientCounts } from './security';

describe('ClientCounts, the API rate limit counts', () => {
  const MINUTE = 60_000;
  let counts: ClientCounts;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    counts = new ClientCounts();
    counts.init({ windowMs: MINUTE } as Options);
  });

  afterEach(() => {
    counts.shutdown();
    jest.useRealTimers();
  });

  it('counts each client apart, at once, within its minute', () => {
    expect(counts.increment('198.51.100.7').totalHits).toBe(1);
    expect(counts.increment('198.51.100.7').totalHits).toBe(2);
    expect(counts.increment('203.0.113.9').totalHits).toBe(1);
    expect(counts.get('198.51.100.7')).toMatchObject({ totalHits: 2, resetTime: new Date(Date.now() + MINUTE) });
  });

  it('starts a client again once its minute is over', () => {
    for (let hit = 0; hit < 5; hit += 1) counts.increment('198.51.100.7');
    jest.advanceTimersByTime(MINUTE);
    expect(counts.get('198.51.100.7')).toBeUndefined();
    expect(counts.increment('198.51.100.7').totalHits).toBe(1);
  });

  it('keeps the counts of minutes still running through the sweep of idle clients', () => {
    jest.advanceTimersByTime(MINUTE / 2);
    counts.increment('198.51.100.7');
    counts.increment('203.0.113.9');
    // The sweep at one minute leaves both counts in their window (it ends at 1.5 minutes).
    jest.advanceTimersByTime(MINUTE / 2);
    expect(counts.increment('198.51.100.7').totalHits).toBe(2);
    expect(counts.get('203.0.113.9')?.totalHits).toBe(1);
    // Their minutes are over at 1.5 minutes.
    jest.advanceTimersByTime(MINUTE);
    expect(counts.get('203.0.113.9')).toBeUndefined();
    expect(counts.increment('198.51.100.7').totalHits).toBe(1);
  });

  it('takes back a count, never below zero, and resets a client', () => {
    counts.increment('198.51.100.7');
    counts.decrement('198.51.100.7');
    counts.decrement('198.51.100.7');
    expect(counts.get('198.51.100.7')?.totalHits).toBe(0);
    counts.increment('198.51.100.7');
    counts.resetKey('198.51.100.7');
    expect(counts.get('198.51.100.7')).toBeUndefined();
  });
});
