import 'reflect-metadata';
import { CreateRequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { HttpException, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ConfigurationError, loadAppConfig, type AppConfig } from '../config/app-config';
import { AppConfigModule } from '../config/app-config.module';
import { DatabaseModule } from '../database/database.module';
import { DatabaseSetup } from '../database/database-setup';
import { MetaDescription } from './meta-description.entity';
import { MetaDescriptionService } from './meta-description.service';

const USAGE = `Usage:
  npm run meta-descriptions -- list
  npm run meta-descriptions -- set PATH "DESCRIPTION"
  npm run meta-descriptions -- remove PATH

Custom meta descriptions replace a page's own description (for search engines and social
previews). PATH is the page's address on this site, such as /texas/austin; a query and a
trailing .html are ignored. At most 320 characters. Pages served from memory show a change
within API_CACHE_SECONDS. Uses DATABASE_URL, or the embedded database (stop the site first).`;

/** A command's work: no request, so in an entity manager of its own (`@CreateRequestContext` forks `orm`'s). */
@Injectable()
class MetaDescriptionsCommand {
  constructor(
    readonly orm: MikroORM,
    private readonly descriptions: MetaDescriptionService,
  ) {}

  @CreateRequestContext()
  run(args: string[]): Promise<number> {
    return run(this.descriptions, args);
  }
}

@Module({})
class MetaDescriptionsCliModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: MetaDescriptionsCliModule,
      imports: [AppConfigModule.forConfig(config), DatabaseModule, MikroOrmModule.forFeature([MetaDescription])],
      providers: [MetaDescriptionService, MetaDescriptionsCommand],
    };
  }
}

async function run(descriptions: MetaDescriptionService, [command, path, ...words]: string[]): Promise<number> {
  if (command === 'list' && path === undefined) {
    const rows = await descriptions.list();
    if (rows.length === 0) console.log('No custom meta descriptions.');
    for (const row of rows) console.log(`${row.path}\t${row.description}`);
    return 0;
  }
  if (command === 'set' && path !== undefined && words.length > 0) {
    const kept = await descriptions.set(path, words.join(' '));
    console.log(`✓ ${kept}: description set.`);
    return 0;
  }
  if (command === 'remove' && path !== undefined && words.length === 0) {
    const removed = await descriptions.remove(path);
    console.log(removed ? `✓ ${path}: description removed.` : `${path} had no custom description.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadAppConfig();
  const app = await NestFactory.createApplicationContext(MetaDescriptionsCliModule.forConfig(config), {
    logger: ['fatal', 'error', 'warn'],
  });
  try {
    await app.get(DatabaseSetup).migrate();
    return await app.get(MetaDescriptionsCommand).run(args);
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    console.error(`✗ ${error.message}`);
    return 1;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigurationError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
