import type { FastifyInstance } from 'fastify';
import { buildApp, createDatabase, loadConfig, runMigrations, seedDemoIfEmpty, type DatabaseHandle } from '@slidewise/server';
import { buildDataCeiling } from './data-ceiling.ts';
import { rawQueryOf } from './raw-query.ts';

/** Our server and the data ceiling on one seeded in-memory database, with every statement either sends recordable. */
export interface CeilingTestPair {
  database: DatabaseHandle;
  ours: FastifyInstance;
  ceiling: FastifyInstance;
  /** Runs `send` and answers what it returned with the statements sent meanwhile, as sent, in order. */
  recording<T>(send: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  close(): Promise<void>;
}

/**
 * The set-up of the ceiling tests (data-ceiling.test.ts, learner-write-ceiling.test.ts): a ceiling's figure
 * is only honest if it sends our SQL and answers our JSON, which these tests check on one database.
 */
export async function startCeilingTestPair(): Promise<CeilingTestPair> {
  const config = loadConfig({
    DATA_DIR: '/nonexistent-bench-test',
    SESSION_SECRET: 'bench-test-secret-of-enough-length-0123456789',
    LOG_LEVEL: 'silent',
  });
  const database = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('the ceiling tests run on in-memory PGlite');
  await runMigrations(database);
  await seedDemoIfEmpty(database.db);
  const ours = await buildApp(config, { database: database.db });
  const ceiling = buildDataCeiling(rawQueryOf(database), config.sessionSecret);

  let statements: string[] | undefined;
  const client = database.client;
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    statements?.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;

  return {
    database,
    ours,
    ceiling,
    async recording(send) {
      statements = [];
      try {
        const result = await send();
        return { result, statements };
      } finally {
        statements = undefined;
      }
    },
    async close() {
      await ceiling.close();
      await ours.close();
      await database.close();
    },
  };
}
