import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { errorText } from '../common/errors/error-text';
import { ConfigurationError, loadAppConfig, type AppConfig } from '../config/app-config';
import { AppConfigModule } from '../config/app-config.module';
import { DatabaseModule } from './database.module';
import { DatabaseSetup } from './database-setup';

const USAGE = `Usage: npm run sample-items

Adds the sample stores' generated items ("Shop the racks": about one store in five lists 10 to 60)
to a directory holding the sample stores (npm run import -- backend/src/database/sample-data/sample-stores.csv.gz).
npm start does both for an empty embedded database. Uses DATABASE_URL, or the embedded database.`;

@Module({})
class SampleItemsCliModule {
  static forConfig(config: AppConfig): DynamicModule {
    return { module: SampleItemsCliModule, imports: [AppConfigModule.forConfig(config), DatabaseModule] };
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  const app = await NestFactory.createApplicationContext(SampleItemsCliModule.forConfig(loadAppConfig()), {
    logger: ['fatal', 'error', 'warn'],
  });
  try {
    const setup = app.get(DatabaseSetup);
    await setup.migrate();
    console.log(`✓ ${await setup.loadSampleItems()} sample items added.`);
  } finally {
    await app.close();
  }
  return 0;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigurationError ? error.message : errorText(error));
    process.exit(1);
  });
