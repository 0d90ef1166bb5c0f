import { DriverException } from '@mikro-orm/core';
import { bounded, errorText, errorWithStack, listProblems, withoutStatement } from './error-text';

describe('errors as the log writes them', () => {
  it("keeps a database error's own words and code, not the statement and its parameters", () => {
    const cause = Object.assign(new Error('no space left on device'), { code: 'P0001' });
    const error = new DriverException(cause);
    error.message = `insert into sitemap_file (gzipped) values (E'\\\\x${'1f8b'.repeat(10_000)}') - no space left on device`;
    expect(errorText(error)).toBe('DriverException P0001: no space left on device');
    expect(errorWithStack(error).split('\n')[0]).toBe('DriverException P0001: no space left on device');
  });

  it("keeps the values of knex's statements out too (a pg error under knex's statement)", () => {
    const error = Object.assign(
      new Error("select * from store where business_name = 'secret value' - canceling statement due to statement timeout"),
      {
        code: '57014',
      },
    );
    expect(errorText(error)).toBe('Error 57014: canceling statement due to statement timeout');
  });

  it('drops a statement the driver put into a message of its own', () => {
    expect(withoutStatement("Connection Error: Error: select count(*) from store where name like '%vint%' - read ECONNRESET")).toBe(
      'Connection Error: Error: read ECONNRESET',
    );
    expect(withoutStatement('Connection Error: Error: COMMIT; - read ECONNRESET')).toBe('Connection Error: Error: read ECONNRESET');
    expect(errorText(new Error("select * from store where slug = 'a - b' - Connection terminated unexpectedly"))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(withoutStatement('Connection Error: Connection ended unexpectedly')).toBe('Connection Error: Connection ended unexpectedly');
    expect(errorText(new Error("\n  select *\n  from store where slug = 'secret' - Connection terminated unexpectedly"))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(errorText(new Error("(select 1 where name = 'secret') union (select 2) - Connection terminated unexpectedly"))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(errorText(new Error('lock table store in exclusive mode - canceling statement due to lock timeout'))).toBe(
      'canceling statement due to lock timeout',
    );
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

describe('messages for clients', () => {
  it('name the first three problems and count the rest', () => {
    expect(listProblems(['a', 'b'])).toBe('a; b');
    expect(listProblems(['a', 'b', 'c', 'd'])).toBe('a; b; c; and 1 more problem');
    expect(listProblems(Array.from({ length: 1100 }, (_, index) => `p${index}`))).toBe('p0; p1; p2; and 1097 more problems');
  });

  it('are cut at a bound', () => {
    expect(bounded('short')).toBe('short');
    const long = bounded('x'.repeat(5000));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});
