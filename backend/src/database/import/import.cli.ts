import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SingleBar } from 'cli-progress';
import { basename } from 'node:path';
import { ConfigurationError, loadAppConfig, type AppConfig } from '../../config/app-config';
import { AppConfigModule } from '../../config/app-config.module';
import { DatabaseModule } from '../database.module';
import { DatabaseSetup } from '../database-setup';
import { StoreImporter, type ImportReport } from './store-importer';
import { errorText } from '../../common/errors/error-text';

const USAGE = `Usage: npm run import -- FILE [FILE...]

Loads stores from CSV or JSON files (optionally .gz) into the directory: every row is checked,
stores are matched by slug (new ones added, known ones updated), and each file is imported in one
transaction: a file with any bad row changes nothing. The file format is described in README.md.
Uses DATABASE_URL, or the embedded database when it is not set (stop the site first).`;

@Module({})
class ImportCliModule {
  static forConfig(config: AppConfig): DynamicModule {
    return { module: ImportCliModule, imports: [AppConfigModule.forConfig(config), DatabaseModule] };
  }
}

function describe(report: ImportReport): string[] {
  const name = basename(report.file);
  if (report.fileError) return [`✗ ${name}: ${report.fileError}. Nothing was imported.`];
  if (!report.committed) {
    const shown = report.problems.map(
      (problem) => `  ${problem.location.kind} ${problem.location.number}, field ${problem.field}: ${problem.problem}`,
    );
    const more = report.problemCount > report.problems.length ? [`  ...and ${report.problemCount - report.problems.length} more`] : [];
    return [
      `✗ ${name}: ${report.problemCount} problem${report.problemCount === 1 ? '' : 's'} in ${report.rowsRead} rows. Nothing was imported.`,
      ...shown,
      ...more,
    ];
  }
  return [`✓ ${name}: ${report.rowsRead} rows: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged.`];
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0 || files.includes('--help') || files.includes('-h')) {
    console.error(USAGE);
    return files.length === 0 ? 2 : 0;
  }
  const config = loadAppConfig();
  const app = await NestFactory.createApplicationContext(ImportCliModule.forConfig(config), {
    logger: ['fatal', 'error', 'warn'],
  });
  let failed = 0;
  try {
    await app.get(DatabaseSetup).migrate();
    const importer = app.get(StoreImporter);
    for (const file of files) {
      const bar = process.stderr.isTTY
        ? new SingleBar({ format: `${basename(file)} [{bar}] {percentage}% | {eta_formatted} left`, hideCursor: true })
        : null;
      bar?.start(100, 0);
      const report = await importer.importFile(file, {
        onProgress: ({ bytesRead, totalBytes }) => bar?.update(Math.floor((bytesRead / Math.max(totalBytes, 1)) * 100)),
      });
      bar?.update(100);
      bar?.stop();
      for (const line of describe(report)) (report.committed ? console.log : console.error)(line);
      if (!report.committed) failed += 1;
    }
  } finally {
    await app.close();
  }
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    // A database error without the statement (and its values) knex puts before PostgreSQL's words.
    console.error(error instanceof ConfigurationError ? error.message : errorText(error));
    process.exit(1);
  });
