import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import proxyAddress from 'proxy-addr';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import type { MapTiles, SiteIdentity } from '../contracts/site.contract';
import { DEFAULT_MAP_TILES } from '../contracts/store-map.contract';
import { ADMIN_PASSWORD_MAX_LENGTH } from '../contracts/admin.contract';
import { isIP } from 'node:net';
import { CONTRIBUTIONS_PER_MINUTE } from '../contracts/contributions.contract';

/** The repository's top folder, from the compiled (`backend/dist/config`) or source (`backend/src/config`) file. */
export const PROJECT_ROOT = resolve(__dirname, '..', '..', '..');

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

const toBoolean = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  return value;
};

/** An http(s) tile address naming the zoom and both tile coordinates. */
const TILE_URL_PATTERN = /^(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})https?:\/\/[^\s"'<>]+$/;

const toInteger = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/** `TRUST_PROXY`: 0, a number of proxies (1 to 10), or a list of addresses, subnets and proxy-addr's names. */
const TRUST_PROXY_PATTERN = /^\s*[0-9A-Za-z.:/]+(?:\s*,\s*[0-9A-Za-z.:/]+)*\s*$/;

/** The environment variables the app reads: every one optional, each with a default below. */
/**
 * How long a request waits for a connection to the embedded database: on a slow machine 600 pages
 * asked at once took 21 to 33 s, and with 5 s the last of them were answered 503.
 */
const EMBEDDED_DATABASE_WAIT_MILLISECONDS = 30_000;

class EnvironmentVariables {
  @IsOptional() @IsIn(NODE_ENVIRONMENTS) NODE_ENV?: NodeEnvironment;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() @MinLength(1) HOST?: string;
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgresql:// address' })
  DATABASE_URL?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(100) DATABASE_POOL_SIZE?: number;
  @IsOptional()
  @Matches(/^\s*postgres(ql)?:\/\/[^\s,]+(\s*,\s*postgres(ql)?:\/\/[^\s,]+)*\s*$/, {
    message: 'DATABASE_REPLICA_URLS must be postgresql:// addresses separated by commas',
  })
  DATABASE_REPLICA_URLS?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(3_600) REPLICA_MAX_LAG_SECONDS?: number;
  @IsOptional() @IsString() @MinLength(1) EMBEDDED_DATABASE_DIR?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() MIGRATE_ON_START?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() SAMPLE_DATA_ON_EMPTY?: boolean;
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  SITE_URL?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(80) SITE_NAME?: string;
  @IsOptional() @IsEmail() CONTACT_EMAIL?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(2000) @Max(2100) AWARD_YEAR?: number;
  @IsOptional()
  @Matches(/^@\w{1,15}$/, { message: 'TWITTER_SITE must be an X (Twitter) account such as @example' })
  TWITTER_SITE?: string;
  @IsOptional() @IsString() @MinLength(1) FRONTEND_DIST?: string;
  @IsOptional() @IsString() @MinLength(1) STATE_GUIDES_DIR?: string;
  @IsOptional() @IsIn(LOG_LEVELS) LOG_LEVEL?: LogLevel;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(86_400) API_CACHE_SECONDS?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(16_384) API_CACHE_MEGABYTES?: number;
  @IsOptional()
  @Matches(TILE_URL_PATTERN, {
    message: 'MAP_TILE_URL must be an http(s) address template with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png',
  })
  @MaxLength(500)
  MAP_TILE_URL?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1000) MAP_TILE_ATTRIBUTION?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(720) SITEMAP_MAX_AGE_HOURS?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(86_400) SITEMAP_CHECK_SECONDS?: number;
  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters long' })
  @MaxLength(ADMIN_PASSWORD_MAX_LENGTH)
  ADMIN_PASSWORD?: string;
  @IsOptional()
  @Matches(/^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/, {
    message: 'ADMIN_PASSWORD_HASH must be a bcrypt hash ($2b$12$...): make one with npm run admin-password-hash',
  })
  ADMIN_PASSWORD_HASH?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(720) ADMIN_SESSION_HOURS?: number;
  @IsOptional()
  @Matches(TRUST_PROXY_PATTERN, {
    message:
      "TRUST_PROXY must be 0, a comma-separated list of the proxies' addresses or subnets (such as 10.0.0.5, 172.16.0.0/12, loopback, uniquelocal), or a number of proxies from 1 to 10",
  })
  TRUST_PROXY?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(100_000_000) API_RATE_LIMIT?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(100_000_000) SEARCH_RATE_LIMIT?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(600_000) DATABASE_STATEMENT_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(100) @Max(600_000) SEARCH_STATEMENT_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(300) SHUTDOWN_TIMEOUT_SECONDS?: number;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(100) @Max(60_000) DATABASE_WAIT_MS?: number;
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.com:587',
  })
  SMTP_URL?: string;
  @IsOptional() @IsEmail() MAIL_FROM?: string;
  @IsOptional() @IsString() @MinLength(1) MAIL_DIR?: string;
  @IsOptional() @IsString() @MinLength(1) STORE_PHOTOS_DIR?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(0) @Max(10_000) CONTRIBUTION_RATE_LIMIT?: number;
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// address, such as redis://redis:6379' })
  REDIS_URL?: string;
  @IsOptional() @Transform(toInteger) @IsInt() @Min(1) @Max(168) ITEM_FEED_REFRESH_HOURS?: number;
  @IsOptional() @IsString() FEED_ALLOWED_ADDRESSES?: string;
}

export interface MailConfig {
  /** The SMTP server's address (nodemailer's connection URL); null: each message is written to `directory` and the log. */
  smtpUrl: string | null;
  /** The sender of every message. */
  from: string;
  /** Where messages go without an SMTP server. */
  directory: string;
}

export interface ApiCacheConfig {
  /** How long a GET answer of the API is kept in memory, and shared caches in front may keep it; 0 turns both off. */
  seconds: number;
  /** How much memory the app's cache may take (least recently used going first). */
  megabytes: number;
}

export interface ItemFeedsConfig {
  /** How often each store's feed is read again (spread over that time). */
  refreshHours: number;
  /**
   * Addresses feeds may be fetched from although private (an intranet feed; the tests' fake
   * storefront): every other private, loopback or link-local address is refused.
   */
  allowedAddresses: string[];
}

export interface SitemapConfig {
  /** How long a generated sitemap is fresh: the scheduled task makes a new one after that. */
  maxAgeHours: number;
  /** How often the scheduled task checks whether the sitemap has expired. */
  checkSeconds: number;
}

/** How administrators sign in. */
export type AdminSignInConfig =
  | { kind: 'password'; password: string }
  | { kind: 'hash'; hash: string }
  /** No password configured, a local run (not production, SITE_URL on this machine): one made at start-up and printed in the log. */
  | { kind: 'one-time'; password: string }
  /** No password configured, and production or a public SITE_URL: nobody can sign in. */
  | { kind: 'disabled' };

export interface AdminConfig {
  signIn: AdminSignInConfig;
  sessionHours: number;
}

export interface DatabaseConfig {
  /** A PostgreSQL address, or null for the embedded database. */
  url: string | null;
  poolSize: number;
  /**
   * How many searches run at once, and the connections of their own pool (half `poolSize`, at least
   * one): however many searches arrive together, every other request still finds a connection.
   */
  searchPoolSize: number;
  /** How long a request waits for a database connection before it is answered 503. */
  waitMilliseconds: number;
  /** How long any statement of the server may run (PostgreSQL's `statement_timeout`); 0: no limit. */
  statementTimeoutMilliseconds: number;
  /** The tighter limit of a search's statements. */
  searchStatementTimeoutMilliseconds: number;
  /** Read replicas of `url` (`ReplicasDriver`): where public reads and searches go while they keep up. */
  replicaUrls: string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  replicaMaxLagSeconds: number;
  embeddedDirectory: string;
  migrateOnStart: boolean;
  sampleDataOnEmpty: boolean;
}

/**
 * Whose `X-Forwarded-For` the app believes, for the client's address the rate limits count: nobody, a
 * number of proxies in front (whoever connects, which a client reaching the app directly can abuse),
 * or the proxies' own addresses.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's test of each address on the way: trusted to tell the one before it. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Express's `trust proxy` setting: a test of each address, or `false` when nobody is believed (the
 * client's address is then the connection's, whatever forwarded header it sends).
 */
export function proxyTrust(trust: TrustProxy): ProxyTrust | false {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  return proxyAddress.compile(trust.addresses);
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '0').trim();
  if (text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    if (Number(text) > 10) throw new ConfigurationError(['TRUST_PROXY counts at most 10 proxies']);
    return { kind: 'hops', hops: Number(text) };
  }
  const addresses = text.split(',').map((address) => address.trim());
  try {
    proxyAddress.compile(addresses);
  } catch (error) {
    throw new ConfigurationError([`TRUST_PROXY: ${(error as Error).message}`]);
  }
  return { kind: 'addresses', addresses };
}

/**
 * What the operator must hear at start-up about TRUST_PROXY, or null: a number of proxies trusts
 * whoever connects, so a client that reaches the app without the proxy picks its own address.
 */
export function trustProxyWarning(trust: TrustProxy): string | null {
  if (trust.kind !== 'hops') return null;
  return (
    `TRUST_PROXY=${trust.hops} believes the last ${trust.hops === 1 ? 'address' : `${trust.hops} addresses`} of X-Forwarded-For from ` +
    'whoever connects: if the app can be reached without passing through the proxy, any client can choose the address ' +
    "that the sign-in and API rate limits count, and escape them. Set TRUST_PROXY to the proxies' own addresses " +
    'instead (for example TRUST_PROXY=10.0.0.5, or TRUST_PROXY=loopback,uniquelocal for a proxy on this machine or a private network).'
  );
}

/** The whole configuration, read and validated once at start-up. Nothing else reads `process.env`. */
export class AppConfig {
  constructor(
    readonly environment: NodeEnvironment,
    readonly port: number,
    readonly host: string,
    readonly database: DatabaseConfig,
    /** The public address, without a trailing slash: canonical links, sitemap, badge embed code. */
    readonly siteUrl: string,
    readonly siteName: string,
    readonly contactEmail: string,
    readonly awardYear: number,
    /** The site's X (Twitter) account for `twitter:site`, or null. */
    readonly twitterSite: string | null,
    readonly frontendDist: string,
    /** The state guides' Markdown files. */
    readonly stateGuidesDirectory: string,
    readonly logLevel: LogLevel,
    readonly apiCache: ApiCacheConfig,
    /** The store map's tile server and the credit it requires. */
    readonly mapTiles: MapTiles,
    readonly sitemap: SitemapConfig,
    readonly admin: AdminConfig,
    /** Which proxies in front of the app to believe for the client's address (Express's `trust proxy`). */
    readonly trustProxy: TrustProxy,
    /** API requests a client may make per minute; 0 turns the limit off. */
    readonly apiRateLimit: number,
    /** Searches (API and results page) a client may make per minute; 0 turns the limit off. */
    readonly searchRateLimit: number,
    /** How long a stopping server waits for requests in flight. */
    readonly shutdownTimeoutSeconds: number,
    readonly mail: MailConfig,
    /** Where owners' photos are kept (and served from, at `/store-photos/`). */
    readonly storePhotosDirectory: string,
    /** Suggestions, reports and claims a client may send a minute (0: no limit, nor the daily one). */
    readonly contributionRateLimit: number,
    /** The Redis every instance counts the rate limits in; null: each instance counts in its own memory. */
    readonly redisUrl: string | null = null,
    readonly itemFeeds: ItemFeedsConfig = { refreshHours: 6, allowedAddresses: [] },
  ) {}

  get isProduction(): boolean {
    return this.environment === 'production';
  }

  /** The site as pages and share cards name it. */
  get site(): SiteIdentity {
    return {
      url: this.siteUrl,
      name: this.siteName,
      contactEmail: this.contactEmail,
      awardYear: this.awardYear,
      ...(this.twitterSite ? { twitterSite: this.twitterSite } : {}),
    };
  }
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads and validates the environment; throws a ConfigurationError listing every problem. */
export function loadAppConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const variables = plainToInstance(EnvironmentVariables, present, { excludeExtraneousValues: false });
  const errors = validateSync(variables, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    throw new ConfigurationError(errors.flatMap((error) => Object.values(error.constraints ?? {})));
  }

  const port = variables.PORT ?? 3000;
  const databaseUrl = variables.DATABASE_URL ?? null;
  const embedded = databaseUrl === null;
  const siteUrl = (variables.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const apiRateLimit = variables.API_RATE_LIMIT ?? 600;
  const statementTimeoutMilliseconds = variables.DATABASE_STATEMENT_TIMEOUT_MS ?? 5_000;
  const poolSize = variables.DATABASE_POOL_SIZE ?? 10;
  if (embedded && variables.DATABASE_REPLICA_URLS)
    throw new ConfigurationError(['DATABASE_REPLICA_URLS needs DATABASE_URL, the primary they replicate']);

  return new AppConfig(
    variables.NODE_ENV ?? 'development',
    port,
    variables.HOST ?? '0.0.0.0',
    {
      url: databaseUrl,
      poolSize,
      searchPoolSize: Math.max(1, Math.floor(poolSize / 2)),
      // The embedded server is this machine's own: a burst waits its turn rather than being shed.
      waitMilliseconds: variables.DATABASE_WAIT_MS ?? (embedded ? EMBEDDED_DATABASE_WAIT_MILLISECONDS : 5_000),
      statementTimeoutMilliseconds,
      // Never looser than the general limit (when there is one).
      searchStatementTimeoutMilliseconds: Math.min(
        variables.SEARCH_STATEMENT_TIMEOUT_MS ?? 1_500,
        statementTimeoutMilliseconds === 0 ? Number.POSITIVE_INFINITY : statementTimeoutMilliseconds,
      ),
      replicaUrls: (variables.DATABASE_REPLICA_URLS ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      replicaMaxLagSeconds: variables.REPLICA_MAX_LAG_SECONDS ?? 5,
      embeddedDirectory: resolve(variables.EMBEDDED_DATABASE_DIR ?? resolve(PROJECT_ROOT, '.data', 'postgres')),
      migrateOnStart: variables.MIGRATE_ON_START ?? true,
      sampleDataOnEmpty: variables.SAMPLE_DATA_ON_EMPTY ?? embedded,
    },
    siteUrl,
    variables.SITE_NAME ?? 'Consignment Store Finder',
    variables.CONTACT_EMAIL ?? 'awards@example.com',
    variables.AWARD_YEAR ?? 2025,
    variables.TWITTER_SITE ?? null,
    resolve(variables.FRONTEND_DIST ?? resolve(PROJECT_ROOT, 'frontend', 'dist')),
    resolve(variables.STATE_GUIDES_DIR ?? resolve(PROJECT_ROOT, 'frontend', 'src', 'content', 'states')),
    variables.LOG_LEVEL ?? 'log',
    { seconds: variables.API_CACHE_SECONDS ?? 60, megabytes: variables.API_CACHE_MEGABYTES ?? 64 },
    {
      url: variables.MAP_TILE_URL ?? DEFAULT_MAP_TILES.url,
      attribution: variables.MAP_TILE_ATTRIBUTION ?? DEFAULT_MAP_TILES.attribution,
    },
    { maxAgeHours: variables.SITEMAP_MAX_AGE_HOURS ?? 24, checkSeconds: variables.SITEMAP_CHECK_SECONDS ?? 600 },
    { signIn: adminSignIn(variables, siteUrl), sessionHours: variables.ADMIN_SESSION_HOURS ?? 12 },
    readTrustProxy(variables.TRUST_PROXY),
    apiRateLimit,
    // Searches cost the database most: a tighter limit of their own (off with the API's).
    variables.SEARCH_RATE_LIMIT ?? (apiRateLimit === 0 ? 0 : Math.min(60, apiRateLimit)),
    variables.SHUTDOWN_TIMEOUT_SECONDS ?? 10,
    {
      smtpUrl: variables.SMTP_URL ?? null,
      from:
        variables.MAIL_FROM ??
        `no-reply@${new URL(siteUrl).hostname === 'localhost' ? 'localhost.localdomain' : new URL(siteUrl).hostname}`,
      directory: resolve(variables.MAIL_DIR ?? resolve(PROJECT_ROOT, '.data', 'mail')),
    },
    resolve(variables.STORE_PHOTOS_DIR ?? resolve(PROJECT_ROOT, '.data', 'store-photos')),
    variables.CONTRIBUTION_RATE_LIMIT ?? CONTRIBUTIONS_PER_MINUTE,
    variables.REDIS_URL ?? null,
    {
      refreshHours: variables.ITEM_FEED_REFRESH_HOURS ?? 6,
      allowedAddresses: feedAllowedAddresses(variables.FEED_ALLOWED_ADDRESSES),
    },
  );
}

/** FEED_ALLOWED_ADDRESSES: IP addresses (IPv4 or IPv6), each checked as Node reads one. */
function feedAllowedAddresses(text: string | undefined): string[] {
  const addresses = (text ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.filter((address) => isIP(address) === 0);
  if (wrong.length > 0)
    throw new ConfigurationError([`FEED_ALLOWED_ADDRESSES must be IP addresses separated by commas, not ${wrong.join(', ')}`]);
  return addresses;
}

/** A public address on this machine: a local run, where a password printed in the log is safe enough. */
function isLocalAddress(siteUrl: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteUrl).hostname);
}

function adminSignIn(variables: EnvironmentVariables, siteUrl: string): AdminSignInConfig {
  if (variables.ADMIN_PASSWORD && variables.ADMIN_PASSWORD_HASH) {
    throw new ConfigurationError(['Set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both']);
  }
  if (variables.ADMIN_PASSWORD_HASH) return { kind: 'hash', hash: variables.ADMIN_PASSWORD_HASH };
  if (variables.ADMIN_PASSWORD) return { kind: 'password', password: variables.ADMIN_PASSWORD };
  // Production, or a server with a public address that forgot NODE_ENV: nobody can sign in.
  if ((variables.NODE_ENV ?? 'development') === 'production' || !isLocalAddress(siteUrl)) return { kind: 'disabled' };
  return { kind: 'one-time', password: randomBytes(18).toString('base64url') };
}
