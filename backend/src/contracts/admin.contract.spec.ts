import { formatExpiry } from './admin.contract';

describe('the sitemap expiry as the admin page shows it', () => {
  it('reads hours and minutes above an hour', () => {
    expect(formatExpiry(86_399_617)).toBe('23 hours 59 minutes');
    expect(formatExpiry(3_600_000)).toBe('1 hour 0 minutes');
    expect(formatExpiry(3_660_000)).toBe('1 hour 1 minute');
  });

  it('reads minutes and seconds below an hour, seconds below a minute', () => {
    expect(formatExpiry(250_000)).toBe('4 minutes 10 seconds');
    expect(formatExpiry(60_000)).toBe('1 minute 0 seconds');
    expect(formatExpiry(45_900)).toBe('45 seconds');
    expect(formatExpiry(1_000)).toBe('1 second');
  });

  it('never reads a negative time', () => {
    expect(formatExpiry(0)).toBe('0 seconds');
    expect(formatExpiry(-5_000)).toBe('0 seconds');
  });
});
