import { expect } from '@jest/globals';
import { ConfigurationError, loadAppConfig, proxyTrust, trustProxyWarning, type ProxyTrust, type TrustProxy } from './app-config';

/** Express's (proxy-addr's) test of each address for a setting that believes some proxies. */
function trusts(trust: TrustProxy): ProxyTrust {
  const test = proxyTrust(trust);
  if (test === false) throw new Error('the setting believes no proxy');
  return test;
}

describe('loadAppConfig', () => {
  it('runs out of the box: port 3000, the embedded database with the normal pool, sample data, local public address', () => {
    const config = loadAppConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeNull();
    expect(config.database.poolSize).toBe(10);
    expect(config.database.embeddedDirectory).toMatch(/[/\\]\.data[/\\]postgres$/);
    expect(config.database.sampleDataOnEmpty).toBe(true);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.awardYear).toBe(2025);
    expect(config.apiCache).toEqual({ seconds: 60, megabytes: 64 });
  });

  it('uses a configured PostgreSQL without loading sample data into it', () => {
    const config = loadAppConfig({ DATABASE_URL: 'postgresql://app@db:5432/directory', DATABASE_POOL_SIZE: '20' });
    expect(config.database.url).toBe('postgresql://app@db:5432/directory');
    expect(config.database.poolSize).toBe(20);
    expect(config.database.sampleDataOnEmpty).toBe(false);
  });

  it('drops a trailing slash from the public address and follows PORT when none is set', () => {
    expect(loadAppConfig({ SITE_URL: 'https://stores.example.com/' }).siteUrl).toBe('https://stores.example.com');
    expect(loadAppConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('refuses bad values, naming each variable', () => {
    let error: unknown;
    try {
      loadAppConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MIGRATE_ON_START: 'perhaps' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const message = (error as ConfigurationError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL must be a postgresql:// address');
    expect(message).toContain('MIGRATE_ON_START');
  });

  it('reads the addresses item feeds may be fetched from although private, and refuses what is no IP address', () => {
    expect(loadAppConfig({ FEED_ALLOWED_ADDRESSES: ' 10.0.0.7, fd00::1 ' }).itemFeeds).toEqual({
      refreshHours: 6,
      allowedAddresses: ['10.0.0.7', 'fd00::1'],
    });
    expect(loadAppConfig({}).itemFeeds.allowedAddresses).toEqual([]);
    expect(() => loadAppConfig({ FEED_ALLOWED_ADDRESSES: '10.0.0.7,intranet.local' })).toThrow(
      'FEED_ALLOWED_ADDRESSES must be IP addresses separated by commas, not intranet.local',
    );
  });

  it("names the site's X account on pages only when one is set, and refuses one that is not '@name'", () => {
    expect(loadAppConfig({}).site.twitterSite).toBeUndefined();
    expect(loadAppConfig({ TWITTER_SITE: '@consignfinder' }).site.twitterSite).toBe('@consignfinder');
    expect(() => loadAppConfig({ TWITTER_SITE: 'https://x.com/consignfinder' })).toThrow(
      'TWITTER_SITE must be an X (Twitter) account such as @example',
    );
  });

  it('draws the map on the public OpenStreetMap tiles with their credit, unless another tile server is set', () => {
    expect(loadAppConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap</a> contributors'),
    });
    const own = loadAppConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}@2x.png', MAP_TILE_ATTRIBUTION: 'Example Maps' });
    expect(own.mapTiles).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}@2x.png', attribution: 'Example Maps' });
  });

  it('refuses a tile address that is not http(s) or does not name {z}, {x} and {y}', () => {
    for (const url of ['tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org/{z}/{x}.png', 'javascript:{z}{x}{y}']) {
      expect(() => loadAppConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL must be an http\(s\) address template/);
    }
  });

  it('regenerates the sitemap daily, checking every 10 minutes, unless told otherwise', () => {
    expect(loadAppConfig({}).sitemap).toEqual({ maxAgeHours: 24, checkSeconds: 600 });
    expect(loadAppConfig({ SITEMAP_MAX_AGE_HOURS: '12', SITEMAP_CHECK_SECONDS: '60' }).sitemap).toEqual({
      maxAgeHours: 12,
      checkSeconds: 60,
    });
    expect(() => loadAppConfig({ SITEMAP_CHECK_SECONDS: '0' })).toThrow(/SITEMAP_CHECK_SECONDS/);
  });

  it('signs administrators in with the configured password or bcrypt hash', () => {
    expect(loadAppConfig({ ADMIN_PASSWORD: 'correct horse battery' }).admin).toEqual({
      signIn: { kind: 'password', password: 'correct horse battery' },
      sessionHours: 12,
    });
    const hash = '$2b$12$' + 'a'.repeat(53);
    expect(loadAppConfig({ ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_HOURS: '2' }).admin).toEqual({
      signIn: { kind: 'hash', hash },
      sessionHours: 2,
    });
  });

  it('makes a one-time admin password for a local run, and disables sign-in in production without one', () => {
    const local = loadAppConfig({}).admin.signIn;
    expect(local.kind).toBe('one-time');
    expect(local.kind === 'one-time' && local.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(loadAppConfig({}).admin.signIn).not.toEqual(local);
    expect(loadAppConfig({ NODE_ENV: 'production' }).admin.signIn).toEqual({ kind: 'disabled' });
    // A server on a public address that forgot NODE_ENV=production prints no password either.
    expect(loadAppConfig({ SITE_URL: 'https://stores.example.com' }).admin.signIn).toEqual({ kind: 'disabled' });
    expect(loadAppConfig({ SITE_URL: 'http://127.0.0.1:8080' }).admin.signIn.kind).toBe('one-time');
  });

  it('refuses a short admin password, a hash that is not bcrypt, and both at once', () => {
    expect(() => loadAppConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12 characters long/);
    expect(() => loadAppConfig({ ADMIN_PASSWORD_HASH: 'plain-text-password' })).toThrow(/ADMIN_PASSWORD_HASH must be a bcrypt hash/);
    // A cost bcrypt itself refuses would fail every sign-in.
    expect(() => loadAppConfig({ ADMIN_PASSWORD_HASH: '$2b$99$' + 'a'.repeat(53) })).toThrow(/ADMIN_PASSWORD_HASH must be a bcrypt hash/);
    expect(() => loadAppConfig({ ADMIN_PASSWORD: 'correct horse battery', ADMIN_PASSWORD_HASH: '$2b$12$' + 'a'.repeat(53) })).toThrow(
      /ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both/,
    );
  });

  it('trusts no proxy by default, the proxies named by address, or (with a warning) a number of them', () => {
    expect(loadAppConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(proxyTrust({ kind: 'none' })).toBe(false);
    const named = loadAppConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback' }).trustProxy;
    expect(named).toEqual({ kind: 'addresses', addresses: ['10.0.0.5', '172.16.0.0/12', 'loopback'] });
    expect(trusts(named)('10.0.0.5', 0)).toBe(true);
    expect(trusts(named)('172.20.1.1', 3)).toBe(true);
    expect(trusts(named)('203.0.113.9', 0)).toBe(false);
    expect(trustProxyWarning(named)).toBeNull();
    const counted = loadAppConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(counted).toEqual({ kind: 'hops', hops: 1 });
    expect(trusts(counted)('203.0.113.9', 0)).toBe(true);
    expect(trustProxyWarning(counted)).toMatch(/any client can choose the address that the sign-in and API rate limits count/);
    expect(() => loadAppConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadAppConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
    expect(() => loadAppConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY counts at most 10 proxies/);
  });

  it("limits every statement to 5 s and a search's to 1.5 s, and searches to 60 a minute per address", () => {
    const config = loadAppConfig({});
    expect(config.database.statementTimeoutMilliseconds).toBe(5_000);
    expect(config.database.searchStatementTimeoutMilliseconds).toBe(1_500);
    expect(config.searchRateLimit).toBe(60);
    // A search's limit is never looser than every statement's; the API's limit switched off switches off the search's.
    expect(loadAppConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '800' }).database.searchStatementTimeoutMilliseconds).toBe(800);
    expect(loadAppConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).database.searchStatementTimeoutMilliseconds).toBe(1_500);
    expect(loadAppConfig({ API_RATE_LIMIT: '0' }).searchRateLimit).toBe(0);
    expect(loadAppConfig({ API_RATE_LIMIT: '30' }).searchRateLimit).toBe(30);
    expect(loadAppConfig({ API_RATE_LIMIT: '0', SEARCH_RATE_LIMIT: '20' }).searchRateLimit).toBe(20);
  });

  it('reads from replicas only when given, each a PostgreSQL address, beside a configured primary', () => {
    expect(loadAppConfig({}).database.replicaUrls).toEqual([]);
    const primary = { DATABASE_URL: 'postgresql://app@primary/directory' };
    const config = loadAppConfig({
      ...primary,
      DATABASE_REPLICA_URLS: ' postgresql://app@replica-1/directory , postgres://app@replica-2:5433/directory',
    });
    expect(config.database.replicaUrls).toEqual(['postgresql://app@replica-1/directory', 'postgres://app@replica-2:5433/directory']);
    expect(config.database.replicaMaxLagSeconds).toBe(5);
    expect(loadAppConfig({ ...primary, REPLICA_MAX_LAG_SECONDS: '30' }).database.replicaMaxLagSeconds).toBe(30);
    expect(() => loadAppConfig({ ...primary, DATABASE_REPLICA_URLS: 'replica-1:5432' })).toThrow(
      /DATABASE_REPLICA_URLS must be postgresql:\/\/ addresses/,
    );
    expect(() => loadAppConfig({ ...primary, DATABASE_REPLICA_URLS: 'postgresql://a/b,,postgresql://c/d' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
    expect(() => loadAppConfig({ ...primary, REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(/REPLICA_MAX_LAG_SECONDS/);
    expect(() => loadAppConfig({ DATABASE_REPLICA_URLS: 'postgresql://app@replica-1/directory' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
  });
});
