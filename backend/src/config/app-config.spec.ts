import { ConfigurationError, loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  it('runs out of the box: port 3000, the embedded database with one connection, sample data, local public address', () => {
    const config = loadAppConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeNull();
    expect(config.database.poolSize).toBe(1);
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
});
