/**
 * Importer killed halfway: a file of 100,000 stores (RELIABILITY_IMPORT_ROWS), 6,200 of them changes
 * to stores the sample directory already has, is imported by the operator's command into a
 * PostgreSQL holding the sample directory. First into a copy of that database, to the end, to time
 * it (and to show that the file is good); then into the database itself, killed (SIGKILL) at half
 * that time. Passes when the database is exactly as before: every store and city row, compared by
 * checksum. Prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { createBenchDirectory, runScript } from '../bench/bench-directory';
import { storeCsv, type StoreCsvRow } from '../test/store-csv';

const ROWS = Number(process.env.RELIABILITY_IMPORT_ROWS ?? 100_000);
const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');

/** Every row of the directory's tables, as one checksum each. */
async function fingerprint(databaseUrl: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stores: string; cities: string; store_count: string }>(
      `select (select md5(string_agg(s::text, '|' order by s.id)) from store s) as stores,
              (select md5(string_agg(c::text, '|' order by c.id)) from city c) as cities,
              (select count(*) from store) as store_count`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

function runImport(databaseUrl: string, file: string, killAfterMs: number | null) {
  const started = Date.now();
  const child = spawn(process.execPath, [IMPORT_CLI, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = killAfterMs === null ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number; output: string }>((done) =>
    child.once('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      done({ code, signal, ms: Date.now() - started, output });
    }),
  );
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_import_kill', 1);
  const folder = await mkdtemp(join(tmpdir(), 'import-kill-'));
  const failures: string[] = [];
  try {
    const client = new Client({ connectionString: directory.databaseUrl });
    await client.connect();
    const { rows: existing } = await client.query<StoreCsvRow>(
      `select st.slug, st.business_name as "businessName", st.address, c.name as city, s.abbreviation as state, st.zip_code as "zipCode"
         from store st join city c on c.id = st.city_id join state s on s.id = c.state_id order by st.id`,
    );
    await client.end();
    // Half new stores, half known ones with a new name: the import both inserts and updates.
    const rows: StoreCsvRow[] = Array.from({ length: ROWS }, (_, index) => {
      const known = index % 2 === 0 ? existing[index / 2] : undefined;
      return known
        ? { ...known, businessName: `${known.businessName} (renamed)` }
        : {
            slug: `import-kill-store-${index}`,
            businessName: `Import Kill Store ${index}`,
            address: `${index} Test Road`,
            city: 'Killville',
            state: 'OR',
            zipCode: '97201',
          };
    });
    const file = join(folder, 'stores.csv');
    await writeFile(file, storeCsv(rows));
    const before = await fingerprint(directory.databaseUrl);

    // The whole import, timed, on a copy.
    const copyUrl = directory.postgres.url('directory_import_kill_copy');
    const admin = new Client({ connectionString: directory.postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database directory_import_kill_copy template directory_import_kill');
    await admin.end();
    const complete = await runImport(copyUrl, file, null);
    const afterComplete = await fingerprint(copyUrl);
    if (complete.code !== 0) failures.push(`the complete import failed: ${complete.output.slice(0, 300)}`);

    // The same import into the database itself, killed halfway.
    const killed = await runImport(directory.databaseUrl, file, Math.round(complete.ms / 2));
    const afterKill = await fingerprint(directory.databaseUrl);
    if (killed.signal !== 'SIGKILL') failures.push(`the import ended by itself (${killed.code}) before it could be killed`);
    if (JSON.stringify(afterKill) !== JSON.stringify(before)) failures.push('the database changed');

    console.log(
      JSON.stringify({
        label: 'importer killed halfway',
        fileRows: ROWS,
        fileMb: Math.round(((await stat(file)).size / 1_048_576) * 10) / 10,
        killedAfterMs: killed.ms,
        killedBy: killed.signal,
        completeImportMs: complete.ms,
        killedAtPercent: Math.round((killed.ms / complete.ms) * 100),
        storesBefore: Number(before.store_count),
        storesAfterKill: Number(afterKill.store_count),
        databaseUnchangedAfterKill: JSON.stringify(afterKill) === JSON.stringify(before),
        storesAfterCompleteImport: Number(afterComplete.store_count),
        completeImportSays: complete.output.trim().split('\n').pop(),
      }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
    await directory.stop();
  }
  if (failures.length > 0) {
    console.error(`Importer kill test failed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

runScript(main);
