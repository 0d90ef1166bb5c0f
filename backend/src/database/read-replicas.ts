import { MikroORM } from '@mikro-orm/postgresql';
import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { errorText } from '../common/errors/error-text';
import { AppConfig } from '../config/app-config';
import { CHANGE_CHANNELS, ChangeNotices } from './change-notices';
import { readsMayLag, UNKNOWN_POSITION, type Replica, type ReplicasDriver } from './replicas-driver';
import { parseWalPosition, PrimaryPositions, type WalPosition } from './wal-position';

/** How often the primary's position and each replica's are measured. */
const MEASURE_MILLISECONDS = 500;
/** A replica that does not answer its measurement within this time is left out until it does. */
const MEASURE_TIMEOUT_MILLISECONDS = 1_000;

/**
 * A controller whose GET answers may be read from a replica a moment behind the primary: public
 * pages and the API's lists, searches, suggestions and the map (`ReplicaReadsInterceptor`).
 */
export const ReadsMayLag = Reflector.createDecorator<true>({ transform: () => true });

/** Runs the GET handlers marked `@ReadsMayLag()` with `readsMayLag` on: their reads go to a replica when one keeps up. */
@Injectable()
export class ReplicaReadsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { method } = context.switchToHttp().getRequest<Request>();
    const mayLag =
      (method === 'GET' || method === 'HEAD') && this.reflector.getAllAndOverride(ReadsMayLag, [context.getHandler(), context.getClass()]);
    // `handle()` binds the handler to the async context it is called in.
    return mayLag ? readsMayLag.run(true, () => next.handle()) : next.handle();
  }
}

/** Why a replica is left out, or null when reads may use it. */
export function replicaProblem(
  measured: { recovering: boolean; replayed: WalPosition | null } | Error,
  lagMilliseconds: number | null,
  maxLagSeconds: number,
): string | null {
  if (measured instanceof Error) return `it does not answer (${errorText(measured)})`;
  if (!measured.recovering) return 'it is not a replica (it takes writes)';
  if (lagMilliseconds === null) return `it is more than ${maxLagSeconds} s behind the primary`;
  if (lagMilliseconds > maxLagSeconds * 1000) return `it is ${(lagMilliseconds / 1000).toFixed(1)} s behind the primary`;
  return null;
}

/**
 * Measures the read replicas (`DATABASE_REPLICA_URLS`) every half second: the primary's position in
 * its log, then how far each replica has replayed it. A replica is read while it answers and is at
 * most `REPLICA_MAX_LAG_SECONDS` behind; and, after a change announced by any instance, only once it
 * has replayed it (`ReplicasDriver.mustReach`). A replica that fails a read is left out at once, the
 * read done on the primary. Each replica's leaving and return are logged once.
 */
@Injectable()
export class ReadReplicas implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadReplicas.name);
  private readonly driver: ReplicasDriver;
  private readonly maxLagSeconds: number;
  private readonly primary: PrimaryPositions;
  /** Whether each replica was read at its last measurement, to log only its comings and goings. */
  private readonly read = new Map<Replica, boolean>();
  private timer: NodeJS.Timeout | null = null;
  private measuring = false;

  constructor(
    orm: MikroORM,
    config: AppConfig,
    private readonly notices: ChangeNotices,
  ) {
    // The app's driver is always `ReplicasDriver` (`database/mikro-orm.config.ts`).
    this.driver = orm.em.getDriver() as unknown as ReplicasDriver;
    this.maxLagSeconds = config.database.replicaMaxLagSeconds;
    this.primary = new PrimaryPositions(this.maxLagSeconds * 1000 + 2 * MEASURE_MILLISECONDS);
  }

  onApplicationBootstrap(): void {
    if (this.driver.replicaSet.length === 0) return;
    this.notices.follow(CHANGE_CHANNELS.directory, (position) => {
      // A change of unknown position (an instance of an older release): the primary, until its position is measured.
      const reach = position ?? UNKNOWN_POSITION;
      if (reach > this.driver.mustReach) this.driver.mustReach = reach;
    });
    const measure = () => this.measure().catch((error: unknown) => this.logger.error(`Replicas not measured: ${errorText(error)}`));
    void measure();
    this.timer = setInterval(() => void measure(), MEASURE_MILLISECONDS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async measure(): Promise<void> {
    if (this.measuring) return;
    this.measuring = true;
    try {
      await this.measureAll();
    } finally {
      this.measuring = false;
    }
  }

  private async measureAll(): Promise<void> {
    try {
      const [row] = await this.driver
        .getConnection('write')
        .execute<{ position: string }[]>('select pg_current_wal_flush_lsn()::text as position');
      const position = parseWalPosition(row?.position);
      if (position !== null) {
        if (this.driver.mustReach === UNKNOWN_POSITION) this.driver.mustReach = position;
        this.primary.record(Date.now(), position);
      }
    } catch {
      // The primary out of reach: every request says so; the replicas are measured against what was.
    }
    await Promise.all(this.driver.replicaSet.map((replica) => this.measureReplica(replica)));
  }

  private async measureReplica(replica: Replica): Promise<void> {
    const measured = await within(
      MEASURE_TIMEOUT_MILLISECONDS,
      // Straight to the replica's pool: a measurement is never run again on the primary.
      replica.reads
        .getKnex()
        .raw<{ rows: { recovering: boolean; replayed: string | null }[] }>(
          'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
        ),
    ).then(
      ({ rows: [row] }) => ({ recovering: row!.recovering, replayed: parseWalPosition(row!.replayed) }),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (!(measured instanceof Error)) replica.replayed = measured.replayed;
    const problem = replicaProblem(
      measured,
      measured instanceof Error ? null : this.primary.lagOf(measured.replayed, Date.now()),
      this.maxLagSeconds,
    );
    replica.healthy = problem === null;
    if (this.read.get(replica) === replica.healthy) return;
    this.read.set(replica, replica.healthy);
    if (problem) this.logger.warn(`Reads leave ${replica.name} for the primary: ${problem}`);
    else this.logger.log(`Reads go to ${replica.name}`);
  }
}

/** `promise`, or a failure after `milliseconds`. */
function within<T>(milliseconds: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
