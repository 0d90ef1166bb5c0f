import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { shadowedRoutes, sampleAddress, type RegisteredRoute } from './route-shadowing';
import { useTestApp } from './test-app';

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * Every route of an app, in the order Express tries them. Nest mounts middleware bound to routes
 * (the request log, MikroORM's request context) as routes of every method, which pass each request
 * on: left out.
 */
function routesOf(app: NestExpressApplication): RegisteredRoute[] {
  const stack = (app.getHttpAdapter().getInstance() as unknown as { router: { stack: ExpressLayer[] } }).router.stack;
  const everyMethod = (layer: ExpressLayer) => Object.keys(layer.route!.methods).length >= 30;
  return stack.flatMap((layer) =>
    layer.route && !everyMethod(layer)
      ? Object.keys(layer.route.methods).map((method) => ({
          method: method.toUpperCase(),
          path: layer.route!.path,
          matches: (address: string) => layer.match(address),
        }))
      : [],
  );
}

describe('the routes of the app', () => {
  const testApp = useTestApp();

  it('has no route that an earlier one takes every request of: the API before the pages, /api/stores/search before /api/stores/:storeSlug', () => {
    const routes = routesOf(testApp.app);
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /api/stores/search', 'GET /api/stores/:storeSlug', 'GET /{*path}']));
    // Only ServeStaticModule's fallback routes (`renderPath`), which it adds after every controller's:
    // the pages' catch-all answers those addresses (SiteController renders every page).
    expect(shadowedRoutes(routes)).toEqual([
      { route: 'GET /index.html', shadowedBy: 'GET /{*path}' },
      { route: 'GET /store-photos/index.html', shadowedBy: 'GET /{*path}' },
    ]);
    // The pages' catch-all is tried after every controller's GET route.
    expect(paths.filter((path) => path.startsWith('GET ') && !path.endsWith('/index.html')).at(-1)).toBe('GET /{*path}');
  });
});

@Controller('stores')
class SlugFirstController {
  @Get(':storeSlug')
  store(): string {
    return 'store';
  }

  @Get('search')
  search(): string {
    return 'search';
  }
}

@Module({ controllers: [SlugFirstController] })
class SlugFirstModule {}

describe('shadowedRoutes', () => {
  it('finds a route registered after one whose parameter takes its fixed word, in a real Express app', async () => {
    const app = await NestFactory.create<NestExpressApplication>(SlugFirstModule, { logger: false });
    await app.init();
    try {
      expect(shadowedRoutes(routesOf(app))).toEqual([{ route: 'GET /stores/search', shadowedBy: 'GET /stores/:storeSlug' }]);
    } finally {
      await app.close();
    }
  });

  it('gives each parameter and wildcard a value and keeps fixed words', () => {
    expect(sampleAddress('/api/states/:stateSlug/cities/:citySlug/stores')).toBe('/api/states/sample-value/cities/sample-value/stores');
    expect(sampleAddress('/{*path}')).toBe('/sample/value');
    expect(sampleAddress('/sitemap-:number.xml')).toBe('/sitemap-sample-value.xml');
  });
});
