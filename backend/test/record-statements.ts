import { Client } from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

/** Records every statement the app sends to PostgreSQL (the tests' app runs in this process) until stopped. */
export function recordStatements(): { statements: Statement[]; stop: () => void } {
  const statements: Statement[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    statements.push(
      typeof config === 'string'
        ? { text: config, values: Array.isArray(values) ? values : [] }
        : { text: config.text, values: config.values ?? [] },
    );
    return query.apply(this, args) as never;
  });
  return { statements, stop: () => spy.mockRestore() };
}
