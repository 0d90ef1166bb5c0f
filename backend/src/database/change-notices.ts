import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { errorText } from '../common/errors/error-text';
import { DatabaseConnection } from './database-connection';

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

/**
 * A change's number, announced at once to every instance that follows its channel.
 * `change` is the newest change's number, one sequence for all channels: a follower that sees a
 * number other than the last it applied has something to drop. After its connection was lost (and at
 * first), a follower is told the newest number there is, since notices may have gone by meanwhile.
 */
export type ChangeFollower = (change: number) => void | Promise<void>;

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
  private listener: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;
  private lostLogged = false;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly em: EntityManager,
  ) {}

  /** Announces a change on `channel` (after its transaction, if any, commits); answers its number. */
  async announce(channel: ChangeChannel): Promise<number> {
    const [row] = await this.em.execute<{ change: string }[]>(
      `select n.change, pg_notify(?, n.change::text) from (select nextval('${CHANGE_SEQUENCE}') as change) n`,
      [channel],
    );
    return Number(row!.change);
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
    client.on('notification', ({ channel, payload }) => this.tell(channel as ChangeChannel, Number(payload)));
    this.listener = client;
    try {
      await client.connect();
      for (const channel of this.followers.keys()) await this.listenTo(client, channel);
      // What went by while no connection listened: the newest change, for every follower.
      // A sequence never drawn from holds 1 as its last value, which is the first change's number.
      const { rows } = await client.query<{ change: string }>(
        `select case when is_called then last_value else 0 end as change from ${CHANGE_SEQUENCE}`,
      );
      if (this.lostLogged) this.logger.log('Listening for changes again');
      this.lostLogged = false;
      for (const channel of this.followers.keys()) this.tell(channel, Number(rows[0]!.change));
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

  private tell(channel: ChangeChannel, change: number): void {
    if (!Number.isSafeInteger(change)) return;
    for (const follower of this.followers.get(channel) ?? []) {
      Promise.resolve()
        .then(() => follower(change))
        .catch((error: unknown) => this.logger.error(`A change on ${channel} was not applied: ${errorText(error)}`));
    }
  }
}
