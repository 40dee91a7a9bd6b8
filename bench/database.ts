import { randomBytes } from 'node:crypto';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp, createDatabase, loadConfig, runMigrations, seedDemoIfEmpty } from '@slidewise/server';
import { signInAs, signInAsDemoOwner } from './sign-in.ts';
import { addCourseData, LARGE_ACCOUNT_EMAIL } from './course-data.ts';
import { addLearnerRushData, type LearnerRushData } from './learner-data.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface PreparedDatabase {
  kind: DatabaseKind;
  /** The `Cookie` header of the demo owner's session, valid on every server of the run. */
  sessionCookie: string;
  /** The demo account's course of 500 lessons. */
  longCourseId: string;
  /** The `Cookie` header of the owner of the account of 2,000 courses. */
  largeAccountCookie: string;
  /** PostgreSQL's fsync setting (`on` or `off`): whether a commit waits for the disk. Undefined on PGlite. */
  postgresFsync: string | undefined;
  /** The morning rush's lesson and signed-in learners (learner-data.ts). */
  learnerRush: LearnerRushData;
  /** The environment a server process starts with: its own copy of the data, or the shared PostgreSQL. */
  environmentFor(serverName: string): Promise<Record<string, string>>;
}

const TEMPLATE = 'template';

/**
 * Migrates and seeds one database, adds the course data set (course-data.ts) and the morning rush's
 * learners (learner-data.ts) and signs its owners in on it, once for the whole run, so every
 * server reads the same rows with the same session. PGlite lets one process open a data dir, so each
 * server gets a copy of the prepared one; on PostgreSQL they all share the database.
 */
export async function prepareDatabase(
  workDir: string,
  databaseUrl: string | undefined,
  rushLearnersPerServer: number,
): Promise<PreparedDatabase> {
  const sessionSecret = randomBytes(32).toString('base64url');
  const baseEnvironment = { SESSION_SECRET: sessionSecret, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = loadConfig({ ...baseEnvironment, DATA_DIR: join(workDir, TEMPLATE), LOG_LEVEL: 'silent' });

  // PGlite creates its own folder but not the parents (DATA_DIR); without SESSION_SECRET loadConfig would.
  await mkdir(config.dataDir, { recursive: true });
  const handle = await createDatabase(config);
  let sessionCookie: string;
  let longCourseId: string;
  let largeAccountCookie: string;
  let learnerRush: LearnerRushData;
  let postgresFsync: string | undefined;
  try {
    await runMigrations(handle);
    await seedDemoIfEmpty(handle.db);
    if (handle.kind === 'postgres') postgresFsync = (await handle.client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync;
    const app = await buildApp(config, { database: handle.db });
    try {
      sessionCookie = await signInAsDemoOwner(app);
      ({ longCourseId } = await addCourseData(handle, app, sessionCookie));
      largeAccountCookie = await signInAs(app, LARGE_ACCOUNT_EMAIL);
      learnerRush = await addLearnerRushData(handle, app, sessionCookie, rushLearnersPerServer);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }

  return {
    kind: databaseUrl ? 'postgres' : 'pglite',
    sessionCookie,
    longCourseId,
    largeAccountCookie,
    learnerRush,
    postgresFsync,
    async environmentFor(serverName) {
      const dataDir = join(workDir, serverName);
      if (!databaseUrl) await cp(join(workDir, TEMPLATE), dataDir, { recursive: true });
      return { ...baseEnvironment, DATA_DIR: dataDir };
    },
  };
}
