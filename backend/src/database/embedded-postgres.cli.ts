import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * Serves an embedded PostgreSQL on a data folder until stopped (SIGTERM or SIGINT).
 * Prints one JSON line, `{"url": "postgresql://..."}`, once it accepts connections.
 * Used by the test run where no PostgreSQL server binaries are installed.
 */
async function main(directory: string | undefined): Promise<void> {
  if (!directory) {
    console.error('Usage: embedded-postgres.cli DATA_DIRECTORY');
    process.exit(2);
  }
  // The test run's own inspection queries connect beside the app's single connection.
  const database = await startEmbeddedPostgres(directory, { maxConnections: 4 });
  const stop = () => {
    database.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
