import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A fresh, migrated database for one test file. On PGlite it starts from a migrated template
 * (`dumpDataDir()`, cached on disk per migration set), ~0.5 s instead of initdb + migrate. With
 * DATABASE_URL it creates its own database on that server, so test files can run in parallel,
 * and drops it on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? createPostgresTestDatabase(adminUrl) : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const template = await migratedTemplate();
  return createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' }, { pgliteTemplate: template });
}

async function migratedTemplate(): Promise<Blob> {
  const templateFile = join(tmpdir(), `slidewise-pglite-template-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(templateFile)) return new Blob([await readFile(templateFile)]);
  const fresh = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
  try {
    await runMigrations(fresh);
    if (fresh.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await fresh.client.dumpDataDir('gzip');
    // Written aside and renamed, so a test file running alongside never reads half a template.
    const partial = `${templateFile}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, templateFile);
    return dump;
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

async function createPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.href, pgliteDataDir: 'memory://' }, { poolSize: 4 });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
