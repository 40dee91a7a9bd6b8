import type { FastifyInstance } from 'fastify';

export const serverKinds = ['framework-ceiling', 'data-ceiling', 'ours'] as const;
export type ServerKind = (typeof serverKinds)[number];

export interface OpenServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** One of the three servers, configured from the environment exactly as `npm start` would be (DATA_DIR, DATABASE_URL, …). */
export async function openServer(kind: ServerKind, environment: Record<string, string | undefined>): Promise<OpenServer> {
  // Each process loads only what its server needs: the framework ceiling never loads our server's code.
  if (kind === 'framework-ceiling') {
    const { buildFrameworkCeiling } = await import('./framework-ceiling.ts');
    const app = buildFrameworkCeiling();
    return { app, close: () => app.close() };
  }
  const { buildApp, createDatabase, loadConfig, runMigrations } = await import('@slidewise/server');
  const config = loadConfig(environment);
  const database = await createDatabase(config);
  try {
    let app: FastifyInstance;
    if (kind === 'ours') {
      // As main.ts starts it: migrations (already applied here, so a no-op), then buildApp on that database.
      await runMigrations(database);
      app = await buildApp(config, { database: database.db });
    } else {
      const [{ buildDataCeiling }, { rawQueryOf }] = await Promise.all([import('./data-ceiling.ts'), import('./raw-query.ts')]);
      app = buildDataCeiling(rawQueryOf(database), config.sessionSecret);
    }
    return {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export function isServerKind(value: string | undefined): value is ServerKind {
  return serverKinds.includes(value as ServerKind);
}
