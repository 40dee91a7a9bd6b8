import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: servers starting together on one PostgreSQL take turns instead of racing the migrator.
const MIGRATION_LOCK_KEY = 72_411_905;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  await withMigrationLock(handle.client, (connection) =>
    migrateNodePostgres(drizzleNodePostgres({ client: connection }), { migrationsFolder }),
  );
}

/**
 * Runs `work` while holding the migration lock, so servers starting together on one PostgreSQL take turns
 * (our migrations, the job queue's schema). The advisory lock belongs to a connection, so lock, work and
 * unlock happen on one pooled client, which `work` may use.
 */
export async function withMigrationLock<T>(pool: pg.Pool, work: (connection: pg.PoolClient) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work(connection);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
