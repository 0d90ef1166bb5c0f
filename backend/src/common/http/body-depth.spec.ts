import { nestedDeeperThan } from './body-depth';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('the depth of a body', () => {
  it('counts arrays and objects, not the values inside them', () => {
    expect(nestedDeeperThan({ password: 'x' }, 1)).toBe(false);
    expect(nestedDeeperThan({ password: { a: 'x' } }, 1)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(undefined, 0)).toBe(false);
    expect(nestedDeeperThan(nested(32), 32)).toBe(false);
    expect(nestedDeeperThan(nested(33), 32)).toBe(true);
  });

  it('walks a body far deeper than the stack allows without overflowing it', () => {
    expect(nestedDeeperThan(nested(200_000), 32)).toBe(true);
  });
});
