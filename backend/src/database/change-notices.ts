import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { errorText } from '../common/errors/error-text';
import { DatabaseConnection } from './database-connection';
import { parseWalPosition, type WalPosition } from './wal-position';

/** What a change is announced as: each channel a kind of change every app instance follows. */
export const CHANGE_CHANNELS = {
  /** Stores (an owner's edit, a moderation decision, an import): kept answers and pages, the map. */
  directory: 'directory_changed',
  /** The operators' meta descriptions: the descriptions in memory, then kept pages. */
  metaDescriptions: 'meta_description_changed',
} as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS];

/** The sequence every change's number is drawn from (`Migration20261203000000_change_notices`). */
const CHANGE_SEQUENCE = 'change_notice';
/** The listening connection's name in `pg_stat_activity`. */
export const CHANGE_LISTENER_NAME = 'directory change notices';
/** How soon a lost listening connection is tried again. */
const RECONNECT_MILLISECONDS = 1_000;

/** How many of the latest changes' numbers an instance remembers having told its followers, per channel. */
const CHANGES_REMEMBERED = 256;

/**
 * What a follower of a channel is told of each change, once: `position`, where the primary's log was
 * once the change was saved (null if unknown), which a read replica must have replayed to show it.
 * After its connection was lost (and at first), every follower is told once more, since notices may
 * have gone by meanwhile.
 */
export type ChangeFollower = (position: WalPosition | null) => void | Promise<void>;

/**
 * Changes made by any app instance (or the command-line tools) reach every instance within a second:
 * PostgreSQL's NOTIFY carrying the change's number, heard on one LISTEN connection per instance that
 * follows any channel, made again a second after it is lost. NOTIFY and LISTEN name channels, and
 * no statement of the ORM says them: both are raw SQL here, and nowhere else.
 */
@Injectable()
export class ChangeNotices implements OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotices.name);
  private readonly followers = new Map<ChangeChannel, ChangeFollower[]>();
  private readonly told = new Map<ChangeChannel, Set<number>>();
  private listener: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;
  private lostLogged = false;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly em: EntityManager,
  ) {}

  /**
   * Announces a change on `channel` (after its transaction, if any, commits), numbered from one
   * sequence for all channels, with the log's insert position (past the change's commit, which the
   * write position need not be under `synchronous_commit=off`); tells this instance's followers
   * before it returns, even when the announcement fails (which it then throws). Answers its number.
   */
  async announce(channel: ChangeChannel): Promise<number> {
    let row: { change: string; position: string } | undefined;
    try {
      [row] = await this.em.execute<{ change: string; position: string }[]>(
        `select n.change, n.position, pg_notify(?, n.change || ' ' || n.position)
           from (select nextval('${CHANGE_SEQUENCE}') as change, pg_current_wal_insert_lsn()::text as position) n`,
        [channel],
      );
    } catch (error) {
      this.tell(channel, null, null);
      throw error;
    }
    const change = Number(row!.change);
    this.tell(channel, change, parseWalPosition(row!.position));
    return change;
  }

  /** Calls `follower` with each change announced on `channel`, by any instance, this one included. */
  follow(channel: ChangeChannel, follower: ChangeFollower): void {
    this.followers.set(channel, [...(this.followers.get(channel) ?? []), follower]);
    const listener = this.listener;
    if (listener) void this.listenTo(listener, channel).catch((error: unknown) => this.lost(listener, error));
    else if (!this.reconnect) void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.connection.settings.url, application_name: CHANGE_LISTENER_NAME });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection ended')));
    client.on('notification', ({ channel, payload }) => {
      // `<change> <position>`, as `announce` sends it.
      const [change, position] = (payload ?? '').split(' ');
      this.tell(channel as ChangeChannel, Number(change), parseWalPosition(position));
    });
    this.listener = client;
    try {
      await client.connect();
      for (const channel of this.followers.keys()) await this.listenTo(client, channel);
      // What went by while no connection listened: the newest change, for every follower.
      // A sequence never drawn from holds 1 as its last value, which is the first change's number.
      const { rows } = await client.query<{ change: string; position: string }>(
        `select case when is_called then last_value else 0 end as change, pg_current_wal_insert_lsn()::text as position from ${CHANGE_SEQUENCE}`,
      );
      if (this.lostLogged) this.logger.log('Listening for changes again');
      this.lostLogged = false;
      // Told even when this instance announced that number itself meanwhile: others' changes may lie before it.
      for (const channel of this.followers.keys()) this.tell(channel, null, parseWalPosition(rows[0]!.position));
    } catch (error) {
      this.lost(client, error);
    }
  }

  private async listenTo(client: Client, channel: ChangeChannel): Promise<void> {
    await client.query(`listen ${channel}`);
  }

  /** The connection is gone: logged once until it is back, made again in a second. */
  private lost(client: Client, error: unknown): void {
    if (this.listener !== client) return;
    this.listener = null;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    if (!this.lostLogged) this.logger.warn(`Not listening for other instances' changes: ${errorText(error)}; trying again every second`);
    this.lostLogged = true;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.connect();
    }, RECONNECT_MILLISECONDS);
    this.reconnect.unref();
  }

  /**
   * Tells `channel`'s followers of change number `change` (null: whatever they may have missed, always
   * told), unless they were told of it already: each at once, in the order they follow (what each does
   * before its first wait is done before this returns), none waiting for another.
   */
  private tell(channel: ChangeChannel, change: number | null, position: WalPosition | null): void {
    if (change !== null) {
      if (!Number.isSafeInteger(change)) return;
      const told = this.told.get(channel) ?? new Set<number>();
      this.told.set(channel, told);
      if (told.has(change)) return;
      told.add(change);
      if (told.size > CHANGES_REMEMBERED) told.delete(told.values().next().value!);
    }
    for (const follower of this.followers.get(channel) ?? []) {
      try {
        void Promise.resolve(follower(position)).catch((error: unknown) => this.failed(channel, error));
      } catch (error) {
        this.failed(channel, error);
      }
    }
  }

  private failed(channel: ChangeChannel, error: unknown): void {
    this.logger.error(`A change on ${channel} was not applied: ${errorText(error)}`);
  }
}
