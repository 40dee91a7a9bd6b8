import { randomBytes } from 'node:crypto';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp, createDatabase, loadConfig, runMigrations, seedDemoIfEmpty } from '@slidewise/server';
import { signInAs, signInAsDemoOwner } from './sign-in.ts';
import { addCourseData, LARGE_ACCOUNT_EMAIL } from './course-data.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface PreparedDatabase {
  kind: DatabaseKind;
  /** The `Cookie` header of the demo owner's session, valid on every server of the run. */
  sessionCookie: string;
  /** The demo account's course of 500 lessons. */
  longCourseId: string;
  /** The `Cookie` header of the owner of the account of 2,000 courses. */
  largeAccountCookie: string;
  /** The environment a server process starts with: its own copy of the data, or the shared PostgreSQL. */
  environmentFor(serverName: string): Promise<Record<string, string>>;
}

const TEMPLATE = 'template';

/**
 * Migrates and seeds one database, adds the course data set (course-data.ts) and signs its owners in on it, once for the whole run, so every
 * server reads the same rows with the same session. PGlite lets one process open a data dir, so each
 * server gets a copy of the prepared one; on PostgreSQL they all share the database.
 */
export async function prepareDatabase(workDir: string, databaseUrl: string | undefined): Promise<PreparedDatabase> {
  const sessionSecret = randomBytes(32).toString('base64url');
  const baseEnvironment = { SESSION_SECRET: sessionSecret, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = loadConfig({ ...baseEnvironment, DATA_DIR: join(workDir, TEMPLATE), LOG_LEVEL: 'silent' });

  // PGlite creates its own folder but not the parents (DATA_DIR); without SESSION_SECRET loadConfig would.
  await mkdir(config.dataDir, { recursive: true });
  const handle = await createDatabase(config);
  let sessionCookie: string;
  let longCourseId: string;
  let largeAccountCookie: string;
  try {
    await runMigrations(handle);
    await seedDemoIfEmpty(handle.db);
    const app = await buildApp(config, { database: handle.db });
    try {
      sessionCookie = await signInAsDemoOwner(app);
      ({ longCourseId } = await addCourseData(handle, app, sessionCookie));
      largeAccountCookie = await signInAs(app, LARGE_ACCOUNT_EMAIL);
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
    async environmentFor(serverName) {
      const dataDir = join(workDir, serverName);
      if (!databaseUrl) await cp(join(workDir, TEMPLATE), dataDir, { recursive: true });
      return { ...baseEnvironment, DATA_DIR: dataDir };
    },
  };
}
