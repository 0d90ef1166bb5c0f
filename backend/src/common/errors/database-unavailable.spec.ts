import { databaseErrorCause, isDatabaseUnavailable, isStatementTimeout } from './database-unavailable';

describe('a database out of reach', () => {
  it('is recognised from the driver, the pool and PostgreSQL', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('select 1 - Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }))).toBe(
      true,
    );
  });

  it('is not a bad query or a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a statement past its time limit', () => {
  it("is recognised by PostgreSQL's code, also when wrapped", () => {
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(isStatementTimeout(timeout)).toBe(true);
    expect(isStatementTimeout(new Error('search failed', { cause: timeout }))).toBe(true);
    expect(isStatementTimeout(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(timeout)).toBe(false);
  });

  it("is recognised by the driver's own limit, when PostgreSQL is too busy to cancel it in time", () => {
    expect(isStatementTimeout(new Error('Query read timeout'))).toBe(true);
    expect(isStatementTimeout(new Error('search failed', { cause: new Error('Query read timeout') }))).toBe(true);
    // As knex and MikroORM pass it on: the statement, then the driver's words.
    expect(isStatementTimeout(new Error('select i.id from item i where i.price_cents <= 100 - Query read timeout'))).toBe(true);
    expect(isStatementTimeout(new Error('Query read timeout in a sentence'))).toBe(false);
  });

  it('is logged under its code', () => {
    expect(databaseErrorCause(new Error('x', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }))).toBe(
      'ECONNREFUSED',
    );
    expect(databaseErrorCause(new Error('no code'))).toBe('unknown');
  });
});
