import { Injectable, Module, type ExecutionContext } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerException, ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { CONTRIBUTIONS_PER_DAY } from '../../contracts/contributions.contract';
import { SharedRateCounts } from './shared-rate-counts';

/**
 * The per-client rate limits, each counted per minute by the route that answers:
 * - `api`: every API route (`API_RATE_LIMIT`); the site's pages and files are not counted
 *   (`@SkipThrottle({ api: true })` on their controllers);
 * - `search`: searches, the API's and the results page's (`SEARCH_RATE_LIMIT`): a search costs the
 *   database more than any other request, and one client within the API's limit could otherwise keep
 *   its connections busy;
 * - `shareImages`: share cards, as many as searches: one not yet kept costs a render (about 35 ms of
 *   CPU), and a directory has one per page;
 * - `signIn`: administrator sign-ins (spec decision: nine a minute, the tenth refused);
 * - `contributions` and `contributionsDaily`: suggested stores, reports and claims
 *   (`CONTRIBUTION_RATE_LIMIT` a minute, `CONTRIBUTIONS_PER_DAY` a day), each a row to moderate or an e-mail.
 * The last five count only on routes marked with `@RateLimited(...)`. The counts are each instance's
 * own, or with `REDIS_URL` every instance's in one Redis (`SharedRateCounts`). A client is its address
 * (behind the proxies `TRUST_PROXY` names, the one they forwarded), an IPv6 address by its /56
 * network, since one subscriber is commonly given a whole network.
 */
export type RateLimitName = 'api' | 'search' | 'shareImages' | 'signIn' | 'contributions' | 'contributionsDaily';

/** Spec decision: wrong passwords are rate-limited. Nine sign-ins a minute per client; the tenth is refused. */
export const SIGN_INS_PER_MINUTE = 9;

const MINUTE_MILLISECONDS = 60_000;
const DAY_MILLISECONDS = 86_400_000;
const IPV6_CLIENT_PREFIX = 56;

/** What a refusal says was too many. */
const REFUSED: Record<RateLimitName, (limit: number, seconds: number) => string> = {
  api: (limit, seconds) => `Too many requests: at most ${limit} a minute. Try again in ${seconds} seconds.`,
  search: (limit, seconds) => `Too many searches: at most ${limit} a minute. Try again in ${seconds} seconds.`,
  shareImages: (limit, seconds) => `Too many share images: at most ${limit} a minute. Try again in ${seconds} seconds.`,
  signIn: (_limit, seconds) => `Too many wrong passwords. Try again in ${seconds} seconds.`,
  contributions: (limit, seconds) =>
    `Too many forms sent: at most ${limit} a minute. Try again in ${seconds} seconds; what you typed is kept.`,
  contributionsDaily: (limit, seconds) =>
    `Too many forms sent: at most ${limit} a day. Try again in ${seconds < 5_400 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.round(seconds / 3_600)} hours`}; what you typed is kept.`,
};

/** Marks a route (or a controller's routes) as counted by these limits besides the API's. */
export const RateLimited = Reflector.createDecorator<RateLimitName[]>();

const isMarked = (reflector: Reflector, name: RateLimitName) => (context: ExecutionContext) =>
  reflector.getAllAndOverride(RateLimited, [context.getHandler(), context.getClass()])?.includes(name) === true;

/** One count per client and limit, whichever route of the limit it asked. */
const keyOf = (name: string, client: string) => `${name}|${client}`;
const nameOfKey = (key: string) => key.slice(0, key.indexOf('|')) as RateLimitName;

/**
 * Each instance's own limits count the requests of the last `ttl` (a sliding window: `blockDuration`
 * 0, so a refusal blocks nothing more): a refused client may send again as soon as its oldest counted
 * request is a `ttl` old, which its `Retry-After` says, to the second (a day's limit too). Counted in
 * Redis (`SharedRateCounts`), a window is a `ttl` from a client's first request, and a client past the
 * limit is refused for a `ttl` (the default `blockDuration`), which its `Retry-After` says.
 */
function limits(config: AppConfig, reflector: Reflector): ThrottlerOptions[] {
  const named = (name: RateLimitName, limit: number, marked: boolean, ttl = MINUTE_MILLISECONDS): ThrottlerOptions[] =>
    limit > 0
      ? [
          {
            name,
            limit,
            ttl,
            ...(config.redisUrl ? {} : { blockDuration: 0 }),
            ...(marked ? { skipIf: (context) => !isMarked(reflector, name)(context) } : {}),
          },
        ]
      : [];
  // The API's first: a request another limit refuses still counts in the API's.
  return [
    ...named('api', config.apiRateLimit, false),
    ...named('search', config.searchRateLimit, true),
    ...named('shareImages', config.searchRateLimit, true),
    ...named('signIn', SIGN_INS_PER_MINUTE, true),
    ...named('contributions', config.contributionRateLimit, true),
    ...named('contributionsDaily', config.contributionRateLimit > 0 ? CONTRIBUTIONS_PER_DAY : 0, true, DAY_MILLISECONDS),
  ];
}

/** `ThrottlerGuard` with the refusal the API gives: its JSON error, `Retry-After`, and no caching. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context
      .switchToHttp()
      .getResponse<Response>()
      .set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
    throw new ThrottlerException(REFUSED[nameOfKey(detail.key)](detail.limit, seconds));
  }
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, Reflector],
      useFactory: (config: AppConfig, reflector: Reflector) => ({
        throttlers: limits(config, reflector),
        // Every instance's counts in one Redis, or each its own in memory.
        ...(config.redisUrl ? { storage: new SharedRateCounts(config.redisUrl) } : {}),
        generateKey: (_context, client, name) => keyOf(name, client),
        ipv6SubnetPrefix: IPV6_CLIENT_PREFIX,
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
