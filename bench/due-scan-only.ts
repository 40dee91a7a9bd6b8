// `npx tsx bench/due-scan-only.ts [--smoke]` (or under scripts/with-postgres.sh): the nightly due-date scan
// over 100 000 assignments on a fresh database (due-scan.ts): `due-scan-100k-s: N` for a night's scan
// (target ≤ 10) and `due-scan-100k-first-s: N` for the first scan, which tells every learner at once.
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
  console.log(`due-scan-first-found: ${JSON.stringify(figure.first)}`);
  console.log(`due-scan-nightly-found: ${JSON.stringify(figure.nightly)}`);
  const name = smoke ? 'due-scan-smoke' : 'due-scan-100k';
  console.log(`${name}-first-s: ${figure.firstSeconds.toFixed(2)}`);
  console.log(`${name}-s: ${figure.nightlySeconds.toFixed(2)}`);
  if (!smoke && figure.nightlySeconds > TARGET_SECONDS) {
    console.log(`target-missed: due-scan-100k-s ${figure.nightlySeconds.toFixed(2)} > ${TARGET_SECONDS}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
  await rm(workDir, { recursive: true, force: true });
}
