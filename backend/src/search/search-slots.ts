import { Injectable, ServiceUnavailableException, type OnModuleDestroy } from '@nestjs/common';
import { Pool, TimeoutError } from 'tarn';
import { AppConfig } from '../config/app-config';

export const SEARCH_BUSY_MESSAGE = 'The directory is busy answering other searches. Please try again in a few seconds.';

/**
 * How many searches run at once: at most half the database pool (one with the embedded database), so
 * that however many searches arrive together, every other request still finds a connection. A search
 * waits for a place as long as any request waits for a connection (`DATABASE_WAIT_MS`), then is
 * answered 503. The places are a tarn pool (knex's own pool library) of tokens.
 */
@Injectable()
export class SearchSlots implements OnModuleDestroy {
  private readonly slots: Pool<object>;

  constructor(config: AppConfig) {
    this.slots = new Pool<object>({
      create: () => ({}),
      destroy: () => undefined,
      min: 0,
      max: Math.max(1, Math.floor(config.database.poolSize / 2)),
      acquireTimeoutMillis: config.database.waitMilliseconds,
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    let slot: object;
    try {
      slot = await this.slots.acquire().promise;
    } catch (error) {
      if (error instanceof TimeoutError) throw new ServiceUnavailableException(SEARCH_BUSY_MESSAGE);
      throw error;
    }
    try {
      return await work();
    } finally {
      this.slots.release(slot);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.slots.destroy();
  }
}
