// `npx tsx bench/media-only.ts [--smoke]` (or under scripts/with-postgres.sh): only the media figures of
// `npm run bench` (upload-250mb-rss-mb, image-variant-p95-ms), on a demo database of their own, with
// our server in its own process storing uploads on disk, in about half a minute.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, createDatabase, loadConfig, runMigrations, seedDemoIfEmpty } from '@slidewise/server';
import { readBenchOptions } from './options.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';
import { signInAsDemoOwner } from './sign-in.ts';
import { measureMediaFigures, mediaLines } from './media-uploads.ts';

const { smoke } = readBenchOptions(process.argv.slice(2));
const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-media-'));
const environment = {
  DATA_DIR: join(workDir, 'data'),
  SESSION_SECRET: 'bench media figures secret, long enough',
  LOG_LEVEL: 'silent',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};
let server: ServerProcess | undefined;
try {
  // The demo account, and a session of its owner signed in through the real route, before the server starts.
  const config = loadConfig(environment);
  const database = await createDatabase(config);
  let cookie: string;
  try {
    await runMigrations(database);
    await seedDemoIfEmpty(database.db);
    const app = await buildApp(config, { database: database.db });
    cookie = await signInAsDemoOwner(app);
    await app.close();
  } finally {
    await database.close();
  }
  server = await startServerProcess('ours', environment);
  for (const line of mediaLines(await measureMediaFigures(server.url, cookie, server.pid, smoke))) console.log(line);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
}
