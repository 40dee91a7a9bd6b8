// `npx tsx bench/due-scan-only.ts [--smoke]` (or under scripts/with-postgres.sh): the nightly due-date scan
// over 100 000 assignments on a fresh database (due-scan.ts), printed as `due-scan-100k-s: N`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, loadConfig, runMigrations } from '@slidewise/server';
import { readBenchOptions } from './options.ts';
import { measureDueScan } from './due-scan.ts';

const TARGET_SECONDS = 10;
const { smoke } = readBenchOptions(process.argv.slice(2));
const workDir = await mkdtemp(join(tmpdir(), 'slidewise-due-scan-'));
const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'bench', ...process.env });
const handle = await createDatabase(config);
try {
  await runMigrations(handle);
  const figure = await measureDueScan(handle, config, smoke);
  console.log(`bench-database: ${handle.kind}`);
  console.log(`due-scan-assignments: ${figure.assignments}`);
  console.log(`due-scan-found: ${JSON.stringify(figure.result)}`);
  console.log(`${smoke ? 'due-scan-smoke-s' : 'due-scan-100k-s'}: ${figure.seconds.toFixed(2)}`);
  if (!smoke && figure.seconds > TARGET_SECONDS) console.log(`target-missed: due-scan-100k-s ${figure.seconds.toFixed(2)} > ${TARGET_SECONDS}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
  await rm(workDir, { recursive: true, force: true });
}
