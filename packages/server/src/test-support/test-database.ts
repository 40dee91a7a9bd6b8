import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl, queryAsAdmin, type DatabaseTemplates, type TemplateKind } from './database-templates.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by the server project's global set-up (global-setup.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

let workerDatabase: Promise<DatabaseHandle> | undefined;

/**
 * The database of this worker: a copy of the seeded template, opened once and shared by the test files
 * the worker runs one after another (vitest runs the server project without per-file isolation). Safe
 * because every row belongs to an account and each file makes its own accounts; a file that changes the
 * demo account or counts rows of every account takes a database of its own (createTestDatabase).
 * Never closed by a test: it lives as long as the worker.
 */
export function workerTestDatabase(): Promise<DatabaseHandle> {
  workerDatabase ??= openFromTemplate('seeded');
  return workerDatabase;
}

/** A database of the caller's own, migrated and empty or also seeded with the demo; the caller closes it. */
export function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  return openFromTemplate(options.seeded ? 'seeded' : 'empty');
}

async function openFromTemplate(kind: TemplateKind): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  if (!templates)
    throw new Error(
      'no test database templates: run the server tests through the root vitest.config.ts (its server project prepares them)',
    );
  return templates.kind === 'pglite' ? openPglite(templates, kind) : openPostgres(templates, kind);
}

const templateBytes = new Map<string, Promise<Buffer>>();

async function openPglite(templates: Extract<DatabaseTemplates, { kind: 'pglite' }>, kind: TemplateKind): Promise<DatabaseHandle> {
  const file = kind === 'seeded' ? templates.seededFile : templates.emptyFile;
  if (!templateBytes.has(file)) templateBytes.set(file, readFile(file));
  const template = new Blob([new Uint8Array(await templateBytes.get(file)!)]);
  return createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' }, { pgliteTemplate: template });
}

/** A new database copied from the template database; closing drops it (the global teardown drops any left). */
async function openPostgres(templates: Extract<DatabaseTemplates, { kind: 'postgres' }>, kind: TemplateKind): Promise<DatabaseHandle> {
  const name = `${templates.testDatabasePrefix}${randomBytes(6).toString('hex')}`;
  await queryAsAdmin(templates.adminUrl, `create database ${name} template ${templates[kind]}`);
  const handle = await createDatabase({ databaseUrl: databaseUrl(templates.adminUrl, name), pgliteDataDir: 'memory://' }, { poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await queryAsAdmin(templates.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
