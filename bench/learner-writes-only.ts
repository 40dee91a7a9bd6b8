// `npx tsx bench/learner-writes-only.ts [--smoke]` (or under scripts/with-postgres.sh): only the learner write
// figures of `npm run bench` — the database prepared the same way, the data ceiling and our server started
// in their own processes, the same rounds — in about a minute instead of the whole run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBenchOptions } from './options.ts';
import { prepareDatabase } from './database.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';
import { fsyncNote, learnerWriteLines, learnerWriteLoad, learnersPerServer, measureLearnerWrites } from './learner-writes.ts';

const load = learnerWriteLoad(readBenchOptions(process.argv.slice(2)).smoke);
const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-'));
const servers: ServerProcess[] = [];
try {
  const database = await prepareDatabase(workDir, databaseUrl, learnersPerServer(load));
  console.log(`bench-database: ${database.kind}`);
  if (database.postgresFsync) console.log(`bench-postgres-fsync: ${database.postgresFsync}`);
  for (const kind of ['data-ceiling', 'ours'] as const) servers.push(await startServerProcess(kind, await database.environmentFor(kind)));
  const [ceiling, ours] = servers;
  const figures = await measureLearnerWrites({ ours: ours!.url, ceiling: ceiling!.url }, database.learnerRush, load);
  for (const line of [...fsyncNote(database.postgresFsync), ...learnerWriteLines(figures)]) console.log(line);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await rm(workDir, { recursive: true, force: true });
}
