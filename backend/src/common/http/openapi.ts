import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config';

export const OPENAPI_PATH = 'api/docs';

/**
 * The public API's OpenAPI document, as JSON at `/api/docs`: every route under /api but the admin
 * and health ones. Parameters come from the DTO classes (the Nest CLI's swagger plugin reads their
 * validation decorators when the server is built).
 */
export function serveOpenApiDocument(app: INestApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.siteName} API`)
      .setDescription(
        'The public, read-only API of the consignment store directory: states, cities, stores, search, the map, ' +
          'awards, statistics and tools. Errors are JSON: { statusCode, error, message }.',
      )
      .setVersion('1')
      .addServer(config.siteUrl)
      .build(),
  );
  SwaggerModule.setup(OPENAPI_PATH, app, document, { ui: false, raw: ['json'], jsonDocumentUrl: OPENAPI_PATH });
}
