import { DefaultLogger, defineConfig, type LogContext, type LoggerNamespace, type Options } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { Migrator } from '@mikro-orm/migrations';
import { City } from '../cities/city.entity';
import { State } from '../states/state.entity';
import { Store } from '../stores/store.entity';
import { PopularSearch } from '../search/popular-search.entity';
import { SearchSalt } from '../search/search-salt.entity';
import { SearchVisit } from '../search/search-visit.entity';
import { SearchWord } from '../search/search-word.entity';
import { AdminSession } from '../admin/admin-session.entity';
import { MetaDescription } from '../meta/meta-description.entity';
import { SitemapFile } from '../sitemap/sitemap-file.entity';
import { SitemapGeneration } from '../sitemap/sitemap-generation.entity';
import { ClosedStore } from '../stores/closed-store.entity';
import { StorePhoto } from '../stores/store-photo.entity';
import { AuditEntry } from '../stores/audit-entry.entity';
import { StoreSuggestion } from '../contributions/store-suggestion.entity';
import { StoreReport } from '../contributions/store-report.entity';
import { SiteSecret } from '../contributions/site-secret.entity';
import { UsedFormTicket } from '../contributions/used-form-ticket.entity';
import { StoreClaim } from '../owners/store-claim.entity';
import { OwnerSession } from '../owners/owner-session.entity';
import { MailMessage } from '../mail/mail-message.entity';
import { MIGRATIONS } from './migrations';
import { ThrottledLog } from '../common/logging/throttled-log';
import { withoutStatement } from '../common/errors/error-text';
import { Item } from '../items/item.entity';
import { ItemLexeme } from '../items/item-lexeme.entity';
import { StoreWeek } from '../stores/store-week.entity';
import { WeekPattern } from '../stores/week-pattern.entity';
import { ItemFeed } from '../items/feeds/item-feed.entity';
import { ReplicasDriver, replicaPoolNames, SEARCH_POOL } from './replicas-driver';

/**
 * Relations name their targets (`@ManyToOne('State')`) and import them as types only, so that a
 * repository may query any entity without an import cycle.
 */
export const ENTITIES = [
  State,
  City,
  Store,
  SearchWord,
  SearchVisit,
  SearchSalt,
  PopularSearch,
  SitemapGeneration,
  SitemapFile,
  MetaDescription,
  AdminSession,
  ClosedStore,
  StorePhoto,
  AuditEntry,
  StoreSuggestion,
  StoreReport,
  SiteSecret,
  UsedFormTicket,
  StoreClaim,
  OwnerSession,
  MailMessage,
  Item,
  ItemLexeme,
  ItemFeed,
  StoreWeek,
  WeekPattern,
];

export interface ConnectionSettings {
  url: string;
  poolSize: number;
  /** How long a query waits for a connection (tarn's acquire timeout); the CLI tools leave the default. */
  waitMilliseconds?: number;
  /** Each connection's `statement_timeout` (0 or none: no limit). */
  statementTimeoutMilliseconds?: number;
  /**
   * A pool of their own for searches (`ReplicasDriver.searchConnection`), whose connections open with
   * the search's tighter `statement_timeout`; without it (the command-line tools), searches use the
   * one pool.
   */
  search?: { poolSize: number; statementTimeoutMilliseconds: number };
  /** PostgreSQL read replicas of `url`, each with a pool like the main one and a search pool. */
  replicaUrls?: string[];
}

/**
 * The driver's own messages (knex: a connection lost, say), as JSON lines of the app's log rather
 * than plain text on the console, each cause once per interval: during an outage every pooled
 * connection reports the same loss.
 */
const driverLog = new ThrottledLog(new Logger('Database'));
/** knex's message without the statement it may carry, which holds the query's values. */
const driverMessage = (message: unknown) => withoutStatement(String(message));
const knexLog = {
  warn: (message: unknown) => driverLog.write('warn', `knex:${driverMessage(message)}`, { msg: driverMessage(message) }),
  error: (message: unknown) => driverLog.write('error', `knex:${driverMessage(message)}`, { msg: driverMessage(message) }),
  deprecate: (message: unknown) => driverLog.write('warn', `knex:${driverMessage(message)}`, { msg: driverMessage(message) }),
  debug: (message: unknown) => Logger.debug(driverMessage(message), 'Database'),
};

/**
 * MikroORM's own messages at the app's levels, without its colours: an error or warning as such, the
 * migrator's step by step at `debug` (the start says which migrations it applied), the rest at `log`.
 */
class OrmLog extends DefaultLogger {
  override log(namespace: LoggerNamespace, message: string, context?: LogContext): void {
    if (!this.isEnabled(namespace, context)) return;
    if (context?.level === 'error') Logger.error(message, 'MikroORM');
    else if (context?.level === 'warning') Logger.warn(message, 'MikroORM');
    // The migrator writes as 'migrator', a namespace MikroORM's type does not list.
    else if ((namespace as string) === 'migrator') Logger.debug(message, 'MikroORM');
    else Logger.log(`[${namespace}] ${message}`, 'MikroORM');
  }
}

/** One of MikroORM's read connections: a pool of `poolSize` to `url`, each connection opened with its statement time limit. */
function readPool(
  name: string,
  url: string,
  pool: { poolSize: number; statementTimeoutMilliseconds?: number },
  connection: ConnectionSettings,
): { name: string; clientUrl: string; driverOptions: Record<string, unknown> } {
  return {
    name,
    clientUrl: url,
    driverOptions: {
      // A replica that stops answering (a network cut) fails the read a second after its time limit, and
      // it is run on the primary; the connections' keep-alive finds a cut while they wait.
      connection: {
        keepAlive: true,
        ...(pool.statementTimeoutMilliseconds
          ? { statement_timeout: pool.statementTimeoutMilliseconds, query_timeout: pool.statementTimeoutMilliseconds + 1_000 }
          : {}),
      },
      pool: {
        min: 0,
        max: pool.poolSize,
        ...(connection.waitMilliseconds ? { acquireTimeoutMillis: connection.waitMilliseconds } : {}),
      },
    },
  };
}

/** MikroORM's options for a PostgreSQL address: the same for the server, the importer and tests. */
export function createMikroOrmOptions(connection: ConnectionSettings): Options {
  return defineConfig({
    driver: ReplicasDriver,
    clientUrl: connection.url,
    entities: ENTITIES,
    extensions: [Migrator],
    pool: {
      min: 0,
      max: connection.poolSize,
      // A database that is down answers within this time (503), not after knex's minute.
      ...(connection.waitMilliseconds ? { acquireTimeoutMillis: connection.waitMilliseconds } : {}),
    },
    driverOptions: {
      // Sent when each connection opens: no statement of the app runs longer, unless a transaction says otherwise.
      ...(connection.statementTimeoutMilliseconds ? { connection: { statement_timeout: connection.statementTimeoutMilliseconds } } : {}),
      log: knexLog,
    },
    // The search pool and the read replicas are MikroORM's `replicas` (knex takes each one's pool and
    // connection settings from its `driverOptions`, over the main ones); `ReplicasDriver` says which
    // read goes where. MikroORM merges a replica's pool into the main `pool` object after the main pool
    // is made: every replica names its own, and nothing here reconnects, which would remake the main
    // pool at another's size.
    preferReadReplicas: (connection.replicaUrls ?? []).length > 0,
    replicas: [
      ...(connection.search ? [readPool(SEARCH_POOL, connection.url, connection.search, connection)] : []),
      ...(connection.replicaUrls ?? []).flatMap((url, index) => {
        const names = replicaPoolNames(index);
        return [
          readPool(
            names.reads,
            url,
            { poolSize: connection.poolSize, statementTimeoutMilliseconds: connection.statementTimeoutMilliseconds },
            connection,
          ),
          ...(connection.search ? [readPool(names.searches, url, connection.search, connection)] : []),
        ];
      }),
    ],
    forceUtcTimezone: true,
    debug: false,
    // MikroORM's own messages follow LOG_LEVEL like every other log line.
    loggerFactory: (options) => new OrmLog(options),
    colors: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}
