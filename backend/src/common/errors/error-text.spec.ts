import { DriverException } from '@mikro-orm/core';
import { errorText, errorWithStack } from './error-text';

describe('errors as the log writes them', () => {
  it("keeps a database error's own words and code, not the statement and its parameters", () => {
    const cause = Object.assign(new Error('no space left on device'), { code: 'P0001' });
    const error = new DriverException(cause);
    error.message = `insert into sitemap_file (gzipped) values (E'\\\\x${'1f8b'.repeat(10_000)}') - no space left on device`;
    expect(errorText(error)).toBe('DriverException P0001: no space left on device');
    expect(errorWithStack(error).split('\n')[0]).toBe('DriverException P0001: no space left on device');
  });

  it('gives other errors their message, and their stack frames where asked', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(errorText(error)).toBe("Cannot read properties of undefined (reading 'id')");
    const lines = errorWithStack(error).split('\n');
    expect(lines[0]).toBe("Cannot read properties of undefined (reading 'id')");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.trimStart().startsWith('at '))).toBe(true);
    expect(errorText('plain text')).toBe('plain text');
  });
});
