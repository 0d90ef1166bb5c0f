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
});
