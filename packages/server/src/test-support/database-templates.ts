import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/seed.ts';

/**
 * The two databases every test database starts from, made once per run by the server project's global
 * set-up: `empty` (migrated) and `seeded` (migrated and holding the demo account). On PGlite they are
 * `dumpDataDir()` tarballs on disk; on PostgreSQL (DATABASE_URL) they are template databases.
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; emptyFile: string; seededFile: string }
  | { kind: 'postgres'; adminUrl: string; empty: string; seeded: string; testDatabasePrefix: string };

export type TemplateKind = 'empty' | 'seeded';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Makes the templates; the returned function removes them and every test database made from them. */
export async function prepareDatabaseTemplates(
  adminUrl = process.env.DATABASE_URL,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const runId = randomBytes(4).toString('hex');
  return adminUrl ? preparePostgresTemplates(adminUrl, runId) : preparePgliteTemplates(runId);
}

async function preparePgliteTemplates(runId: string) {
  const emptyFile = await migratedPgliteTemplate();
  const seededFile = join(tmpdir(), `slidewise-test-${runId}-seeded.tar`);
  const database = await createDatabase(
    { databaseUrl: undefined, pgliteDataDir: 'memory://' },
    { pgliteTemplate: new Blob([await readFile(emptyFile)]) },
  );
  try {
    await seedDemo(database);
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    // Uncompressed: every worker loads it, and gunzip would cost each of them more than the disk space saved.
    await writeFile(seededFile, new Uint8Array(await (await database.client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { templates: { kind: 'pglite', emptyFile, seededFile } as const, remove: () => rm(seededFile, { force: true }) };
}

/** The migrated template, cached on disk per migration set: initdb and migrating are the slow part. */
async function migratedPgliteTemplate(): Promise<string> {
  const templateFile = join(tmpdir(), `slidewise-pglite-template-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(templateFile)) return templateFile;
  const fresh = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
  try {
    await runMigrations(fresh);
    if (fresh.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await fresh.client.dumpDataDir('gzip');
    // Written aside and renamed, so a run starting alongside never reads half a template.
    const partial = `${templateFile}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, templateFile);
    return templateFile;
  } finally {
    await fresh.close();
  }
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function preparePostgresTemplates(adminUrl: string, runId: string) {
  const prefix = `sw_${runId}_`;
  const empty = `${prefix}template_empty`;
  const seeded = `${prefix}template_seeded`;
  const testDatabasePrefix = `${prefix}test_`;
  const remove = async () => {
    const leftovers = await queryAsAdmin(adminUrl, `select datname from pg_database where datname like '${prefix}%'`);
    for (const { datname } of leftovers.rows as { datname: string }[]) {
      await queryAsAdmin(adminUrl, `drop database if exists ${datname} with (force)`);
    }
  };
  try {
    await queryAsAdmin(adminUrl, `create database ${empty}`);
    await withDatabase(databaseUrl(adminUrl, empty), runMigrations);
    // A template must have no connections while it is copied; each step above closed its pool.
    await queryAsAdmin(adminUrl, `create database ${seeded} template ${empty}`);
    await withDatabase(databaseUrl(adminUrl, seeded), seedDemo);
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: 'postgres', adminUrl, empty, seeded, testDatabasePrefix } as const, remove };
}

async function seedDemo(database: DatabaseHandle): Promise<void> {
  if (!(await seedDemoIfEmpty(database.db))) throw new Error('the template to seed was not empty');
}

async function withDatabase(url: string, use: (database: DatabaseHandle) => Promise<void>): Promise<void> {
  const database = await createDatabase({ databaseUrl: url, pgliteDataDir: 'memory://' }, { poolSize: 1 });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function queryAsAdmin(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
