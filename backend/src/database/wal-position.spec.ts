import { parseWalPosition, PrimaryPositions } from './wal-position';

describe('parseWalPosition', () => {
  it('reads pg_lsn text as a number that orders as the log does', () => {
    expect(parseWalPosition('0/0')).toBe(0n);
    expect(parseWalPosition('0/3000148')).toBe(0x3000148n);
    expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseWalPosition('1/0')! > parseWalPosition('0/FFFFFFFF')!).toBe(true);
  });

  it('answers null for anything but a position', () => {
    for (const text of [null, undefined, '', '16', '16/', 'x/1', '0/123456789', 12]) expect(parseWalPosition(text)).toBeNull();
  });
});

describe('PrimaryPositions', () => {
  const positions = () => {
    const measured = new PrimaryPositions(10_000);
    measured.record(1_000, 100n);
    measured.record(2_000, 200n);
    measured.record(3_000, 300n);
    return measured;
  };

  it('counts a replica with the newest position as not behind at all, however long ago that was written', () => {
    expect(positions().lagOf(300n, 60_000)).toBe(0);
    expect(positions().lagOf(350n, 3_500)).toBe(0);
  });

  it('counts a replica behind as old as the newest measurement it has reached', () => {
    expect(positions().lagOf(299n, 3_500)).toBe(1_500);
    expect(positions().lagOf(200n, 3_500)).toBe(1_500);
    expect(positions().lagOf(100n, 3_500)).toBe(2_500);
  });

  it('does not know how far behind a replica is that has reached no kept measurement, or has replayed nothing', () => {
    expect(positions().lagOf(99n, 3_500)).toBeNull();
    expect(positions().lagOf(null, 3_500)).toBeNull();
    expect(new PrimaryPositions(1_000).lagOf(5n, 0)).toBeNull();
  });

  it('forgets measurements older than it keeps, always keeping the newest', () => {
    const measured = new PrimaryPositions(1_500);
    measured.record(1_000, 100n);
    measured.record(2_000, 200n);
    measured.record(3_000, 300n);
    expect(measured.lagOf(100n, 3_000)).toBeNull();
    expect(measured.lagOf(200n, 3_000)).toBe(1_000);
    measured.record(10_000, 300n);
    expect(measured.lagOf(300n, 10_000)).toBe(0);
  });
});
