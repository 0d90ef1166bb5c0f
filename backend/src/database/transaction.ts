import type { EntityManager, IsolationLevel, Knex } from '@mikro-orm/postgresql';

export interface TransactionOptions {
  isolationLevel?: IsolationLevel;
}

/**
 * Runs `work` in one database transaction, on an entity manager of its own: committed when `work`
 * returns, rolled back when it throws. Every query of the work goes through the entity manager it is
 * given (or repositories taken from it).
 *
 * Unlike `em.transactional`, this keeps the transaction in no AsyncLocalStorage (MikroORM's
 * transactional wraps the work in one, and its unit of work's flush in another). Once any
 * AsyncLocalStorage has run in a process, Node 20 calls its hooks for every asynchronous resource
 * of that process, answers from memory included: a few microseconds of every request for good.
 * The app writes with plain SQL and never flushes entities, so it needs neither.
 */
export function inTransaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  return em.getConnection('write').transactional(async (transaction: Knex.Transaction) => {
    const own = em.fork();
    own.setTransactionContext(transaction);
    return work(own);
  }, options);
}
