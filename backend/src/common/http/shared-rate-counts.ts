import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { errorText } from '../errors/error-text';

type CountRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The limits that refuse while their counts cannot be read: a guessed password is never let through uncounted. */
const REFUSED_UNCOUNTED = new Set(['signIn']);

/** How long a request waits for Redis before its limit is taken as unreadable. */
const COMMAND_MILLISECONDS = 250;
/** After a failed count, how long requests go uncounted before Redis is asked again. */
const AWAY_MILLISECONDS = 1_000;

/**
 * The rate limits counted in one Redis for every app instance (`REDIS_URL`): the throttler's storage
 * of `@nest-lab/throttler-storage-redis` (a fixed window a limit long from a client's first request,
 * counted by one Lua script), over an ioredis client that never holds a request while Redis is away.
 * Redis down or slow (250 ms): the limits let requests through, but sign-in refuses (503), logged
 * once until Redis answers again, which is asked at most once a second meanwhile; the site keeps
 * answering.
 */
export class SharedRateCounts implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis;
  private readonly counts: ThrottlerStorageRedisService;
  private away = false;
  private askAgainAt = 0;

  constructor(url: string) {
    this.redis = new Redis(url, {
      // A command while Redis is away fails at once rather than waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: COMMAND_MILLISECONDS,
    });
    this.redis.on('error', (error: unknown) => this.lost(error));
    this.counts = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<CountRecord> {
    try {
      // Redis was away a moment ago: not asked again (each limit of each request waiting) until it is time.
      if (this.away && Date.now() < this.askAgainAt) throw new Error('Redis did not answer a moment ago');
      const counted = await this.counts.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.away) this.logger.log('Rate limits counted in Redis again');
      this.away = false;
      return counted;
    } catch (error) {
      this.lost(error);
      if (REFUSED_UNCOUNTED.has(throttlerName)) {
        throw new ServiceUnavailableException('Signing in is unavailable for a moment: try again in a minute.');
      }
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private lost(error: unknown): void {
    if (this.askAgainAt <= Date.now()) this.askAgainAt = Date.now() + AWAY_MILLISECONDS;
    if (this.away) return;
    this.away = true;
    this.logger.warn(`Rate limits not counted in Redis (${errorText(error)}): requests let through, sign-in refused until it answers`);
  }
}
