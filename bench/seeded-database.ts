import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createDatabase, type DatabaseHandle, loadConfig, runMigrations, seedDemoIfEmpty } from '@slidewise/server';

/**
 * A migrated database holding the demo account, for a bench to fill: PGlite under `dataDir`, or the
 * PostgreSQL at `databaseUrl`. The caller closes the handle.
 */
export async function openSeededDatabase(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ config: ReturnType<typeof loadConfig>; handle: DatabaseHandle }> {
  const config = loadConfig({
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // PGlite creates its own folder but not the parents (DATA_DIR).
  await mkdir(config.dataDir, { recursive: true });
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle);
    await seedDemoIfEmpty(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { config, handle };
}
