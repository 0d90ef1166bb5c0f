import type { EntityManager, IsolationLevel, Knex } from '@mikro-orm/postgresql';

export interface TransactionOptions {
  isolationLevel?: IsolationLevel;
  /**
   * How long each statement of the transaction may run, in place of the connection's
   * `statement_timeout` (DATABASE_STATEMENT_TIMEOUT_MS): 0 for work that is no request (imports).
   */
  statementTimeoutMilliseconds?: number;
}

/**
 * Runs `work` in one database transaction, on an entity manager of its own: committed when `work`
 * returns, rolled back when it throws (and the work's error thrown, even when the rollback fails). Every query of the work goes through the entity manager it is
 * given (or repositories taken from it).
 *
 * Unlike `em.transactional`, this keeps the transaction in no AsyncLocalStorage (MikroORM's
 * transactional wraps the work in one, and its unit of work's flush in another). Once any
 * AsyncLocalStorage has run in a process, Node 20 calls its hooks for every asynchronous resource
 * of that process, answers from memory included: a few microseconds of every request for good.
 * The app writes with plain SQL and never flushes entities, so it needs neither.
 */
export async function inTransaction<T>(
  em: EntityManager,
  work: (em: EntityManager) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const { statementTimeoutMilliseconds, ...transactionOptions } = options;
  const connection = em.getConnection('write');
  const transaction: Knex.Transaction = await connection.begin(transactionOptions);
  try {
    // `set local` takes no parameter; set_config(..., true) is the same, for this transaction only.
    if (statementTimeoutMilliseconds !== undefined) {
      await transaction.raw("select set_config('statement_timeout', ?, true)", [`${Math.round(statementTimeoutMilliseconds)}ms`]);
    }
    const own = em.fork();
    own.setTransactionContext(transaction);
    const result = await work(own);
    await connection.commit(transaction);
    return result;
  } catch (error) {
    // knex ends a transaction itself when its BEGIN fails on a lost connection, and then answers every
    // later statement "Transaction query already complete": the reason it ended is the one to report.
    const endedBy = transaction.isCompleted()
      ? await transaction.executionPromise.then(
          () => null,
          (reason: unknown) => reason,
        )
      : null;
    // Otherwise the work's error is; a rollback on a lost connection fails too, and must not hide it.
    if (endedBy === null) await connection.rollback(transaction).catch(() => undefined);
    throw endedBy ?? error;
  }
}
