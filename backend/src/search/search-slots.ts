import { Injectable, ServiceUnavailableException, type OnModuleDestroy } from '@nestjs/common';
import { Pool, TimeoutError } from 'tarn';
import { AppConfig } from '../config/app-config';

export const SEARCH_BUSY_MESSAGE = 'The directory is busy answering other searches. Please try again in a few seconds.';

/**
 * How many searches run at once (`searchPoolSize`: the connections of the search pool). A search holds its place while its statements run, so each finds a connection
 * free, one after another; a search waits for a place as long as any request waits for a connection
 * (`DATABASE_WAIT_MS`), then is answered 503. Every other request keeps the main pool. The places
 * are a tarn pool (knex's own pool library) of tokens.
 */
@Injectable()
export class SearchSlots implements OnModuleDestroy {
  private readonly slots: Pool<object>;

  constructor(config: AppConfig) {
    this.slots = new Pool<object>({
      create: () => ({}),
      destroy: () => undefined,
      min: 0,
      max: config.database.searchPoolSize,
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
