import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { defaultPackageOrigin, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_CREDENTIALS, seedDemoIfEmpty } from './seed/seed.ts';
import { createGraphileQueue } from './jobs/graphile-queue.ts';
import type { JobRunner } from './jobs/job-queue.ts';
import { buildPackageServer } from './package-origin/package-server.ts';
import { createObjectStorage } from './storage/create-object-storage.ts';

// env → config → migrate → seed if empty → listen (the app, and the package origin on its own port);
// SIGINT/SIGTERM finish in-flight requests, then close the database.
let config = loadConfig();
const database = await createDatabase(config);
let app: FastifyInstance | undefined;
/** On PGlite the jobs run in this process, in a queue that starts empty (jobs/in-process-queue.ts). */
let runsItsOwnJobs = false;
let packageServer: FastifyInstance | undefined;

try {
  await runMigrations(database);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;
  packageServer = await buildPackageServer(config);
  // Its own words, so "Server listening at" in the log is always the app's address (what tools and tests read).
  await packageServer.listen({
    port: config.packagePort,
    host: config.host,
    listenTextResolver: (address) => `Package origin listening at ${address}`,
  });
  // PACKAGE_PORT=0 took a free port: unless PACKAGE_ORIGIN named the origin, it is known only now.
  if (config.packagePort === 0 && !process.env.PACKAGE_ORIGIN) {
    config = { ...config, packageOrigin: defaultPackageOrigin(config.publicUrl, listeningPort(packageServer)) };
  }
  const storage = createObjectStorage(config);
  // On PostgreSQL the jobs live in the database, shared by every server; on PGlite buildApp runs them in-process.
  const jobs: JobRunner | undefined =
    database.kind === 'postgres' && config.databaseUrl
      ? await createGraphileQueue({ connectionString: config.databaseUrl, pollIntervalMs: config.jobPollIntervalMs })
      : undefined;
  app = await buildApp(config, { database: database.db, storage, ...(jobs ? { jobs } : {}) });
  if (config.sessionSecretGenerated) {
    app.log.warn(
      `SESSION_SECRET is not set: using a random secret kept in ${config.dataDir}. Set SESSION_SECRET (the same on every server) in production.`,
    );
  }
  if (seeded) app.log.info('Seeded the demo account.');
  await app.listen({ port: config.port, host: config.host });
  runsItsOwnJobs = !jobs;
  // Scheduled courses go live, due dates are chased, e-mail goes out and abandoned uploads are removed
  // without anyone watching: recurring jobs, each run by one server at a time (jobs/).
  await app.jobs.start();
} catch (error) {
  console.error(error);
  await app?.close();
  await packageServer?.close();
  await database.close();
  process.exit(1);
}

const port = listeningPort(app);
const url = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
console.log(`\nSlidewise is running at ${url} (SCORM and AICC packages from ${config.packageOrigin})`);
if (config.seedDemo) {
  console.log(
    `Demo sign-in: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password} — change this password once you are in, at ${url}/account.\n`,
  );
}

let stopping = false;
async function shutDown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app!.log.info(`${signal} received: finishing in-flight requests`);
  try {
    // app.close() stops the job queue first (its preClose hook), waiting for the jobs in progress.
    await Promise.all([app!.close(), packageServer!.close()]);
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

// Once a stop can be handled: on PGlite whatever work the last process left in progress (stopped by a crash
// or kill -9) has no job any more, and is resumed or ended now (jobs/interrupted-work.ts).
if (runsItsOwnJobs) {
  try {
    app!.log.info(await app!.recoverInterruptedWork(new Date()), 'work left in progress by the previous process recovered');
  } catch (error) {
    app!.log.error({ err: error }, 'could not recover the work left in progress by the previous process');
  }
}

function listeningPort(server: FastifyInstance): number {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
