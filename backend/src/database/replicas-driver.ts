import { AsyncLocalStorage } from 'node:async_hooks';
import {
  PostgreSqlConnection,
  PostgreSqlDriver,
  type AnyEntity,
  type Configuration,
  type ConnectionType,
  type EntityData,
  type Knex,
  type LoggingOptions,
  type QueryResult,
  type Transaction,
} from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable';
import type { WalPosition } from './wal-position';

/** The search pool's name among MikroORM's `replicas` (`mikro-orm.config.ts`): on the primary. */
export const SEARCH_POOL = 'search';
/** A read replica's two pools' names among MikroORM's `replicas`: its reads', and its searches'. */
export const replicaPoolNames = (index: number) => ({ reads: `replica ${index + 1}`, searches: `replica ${index + 1} ${SEARCH_POOL}` });

/**
 * Whether the statements of what runs now may read a replica, a moment behind the primary: only
 * within `readsMayLag.run(true, ...)` (`ReplicaReadsInterceptor`: the public pages and API answers).
 * Everything else (writes, transactions, signed-in screens, the importer, scheduled tasks) reads the
 * primary.
 */
export const readsMayLag = new AsyncLocalStorage<boolean>();

/** Past every position of the log: no replica is read until the primary's position is measured again. */
export const UNKNOWN_POSITION: WalPosition = 2n ** 64n;

/** PostgreSQL's hot-standby conflicts: a replica cancelled the statement to replay the primary's changes. */
const RECOVERY_CONFLICTS = new Set(['40001', '40P01']);

/**
 * Whether a replica failed a read for reasons of its own (out of reach, shutting down, replaying),
 * which the primary would not share. Not a wait for one of its pool's connections: the replica is
 * busy, not broken, and the primary's pool would be no quicker (`ReadReplicas` measures it anyway).
 */
export function isReplicaFailure(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError' || (typeof message === 'string' && message.includes('Timeout acquiring a connection'))) return false;
  return isDatabaseUnavailable(error) || (typeof code === 'string' && RECOVERY_CONFLICTS.has(code));
}

/**
 * A read replica's pool: a statement it fails for reasons of the replica's own is run again on the
 * primary (`fallback`), and the replica is left out (`lost`) until it is measured well again.
 */
export class ReplicaConnection extends PostgreSqlConnection {
  fallback?: PostgreSqlConnection;
  lost?: (error: unknown) => void;

  override async execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    query: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: 'all' | 'get' | 'run' = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    try {
      return await super.execute<T>(query, params, method, ctx, loggerContext);
    } catch (error) {
      if (ctx || !this.fallback || !isReplicaFailure(error)) throw error;
      this.lost?.(error);
      const statement = typeof query === 'string' ? { sql: query, bindings: params } : query.toSQL();
      return this.fallback.execute<T>(statement.sql, [...(statement.bindings ?? [])], method, undefined, loggerContext);
    }
  }
}

/** One read replica: its pools, and whether reads may use it now (`ReadReplicas` measures it). */
export interface Replica {
  name: string;
  reads: ReplicaConnection;
  searches: ReplicaConnection;
  /** Measured well: answering, within the lag limit. */
  healthy: boolean;
  /** How far it has replayed the primary's log, as last measured. */
  replayed: WalPosition | null;
}

/**
 * MikroORM's PostgreSQL driver with read replicas that are chosen with care: MikroORM asks for a
 * `read` connection for every read outside a transaction (`preferReadReplicas`); this answers with a
 * replica only where reads may lag (`readsMayLag`), and only one that is healthy and has replayed the
 * newest change this instance has heard of (`mustReach`); otherwise with the primary. Searches have a
 * pool of their own on each (`searchConnection`).
 */
export class ReplicasDriver extends PostgreSqlDriver {
  readonly replicaSet: Replica[] = [];
  /**
   * The position of the newest change announced (`ChangeNotices`): a replica short of it would show
   * what was before. `UNKNOWN_POSITION` (past any) after a change whose position was not told, until
   * the primary's is measured.
   */
  mustReach: WalPosition = 0n;
  private readonly primarySearches: PostgreSqlConnection;

  constructor(config: Configuration) {
    super(config);
    const named = new Map(
      this.replicas.map((connection, index) => [config.get('replicas')![index]!.name, connection as ReplicaConnection]),
    );
    this.primarySearches = named.get(SEARCH_POOL) ?? this.connection;
    for (let index = 0; named.has(replicaPoolNames(index).reads); index += 1) {
      const names = replicaPoolNames(index);
      const replica: Replica = {
        name: names.reads,
        reads: named.get(names.reads)!,
        searches: named.get(names.searches) ?? named.get(names.reads)!,
        healthy: false,
        replayed: null,
      };
      replica.reads.fallback = this.connection;
      replica.searches.fallback = this.primarySearches;
      replica.reads.lost = replica.searches.lost = () => (replica.healthy = false);
      this.replicaSet.push(replica);
    }
  }

  /** The connections MikroORM makes for the `replicas` option, of a class that falls back to the primary. */
  protected override createReplicas(): ReplicaConnection[] {
    return super.createReplicas((options) => new ReplicaConnection(this.config, options, 'read'));
  }

  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    if (type === 'write') return this.connection;
    return this.replica()?.reads ?? this.connection;
  }

  /** The pool a search runs on: its own, on a replica where reads may lag, on the primary otherwise. */
  searchConnection(): PostgreSqlConnection {
    return this.replica()?.searches ?? this.primarySearches;
  }

  /** A replica reads may use now, if any, chosen at random among them. */
  private replica(): Replica | undefined {
    if (this.replicaSet.length === 0 || readsMayLag.getStore() !== true) return undefined;
    const usable = this.replicaSet.filter(({ healthy, replayed }) => healthy && replayed !== null && replayed >= this.mustReach);
    return usable[Math.floor(Math.random() * usable.length)];
  }
}
