import { nextRefreshAt } from './refresh-schedule';

const HOUR = 3_600_000;
const PERIOD = 6 * HOUR;

describe('nextRefreshAt', () => {
  const now = new Date('2026-12-03T10:17:00Z');

  it('is half a period to a period and a half away', () => {
    for (let id = 1; id <= 500; id++) {
      const wait = nextRefreshAt(id, now, PERIOD).getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(PERIOD / 2);
      expect(wait).toBeLessThan(PERIOD * 1.5);
    }
  });

  it('spreads feeds connected together over the period: no hour of it holds more than a fifth of them', () => {
    const hours = new Array<number>(6).fill(0);
    for (let id = 1; id <= 600; id++) hours[new Date(nextRefreshAt(id, now, PERIOD)).getUTCHours() % 6]! += 1;
    expect(Math.max(...hours)).toBeLessThan(120);
    expect(Math.min(...hours)).toBeGreaterThan(80);
  });

  it('keeps each feed at its own moment, one period apart', () => {
    const first = nextRefreshAt(42, now, PERIOD);
    const second = nextRefreshAt(42, first, PERIOD);
    expect(second.getTime() - first.getTime()).toBe(PERIOD);
  });
});
