// The feature flag service (spec §6: flags cached 60 seconds). Defaults live in core; an account's own
// values live in account_feature_flags with a version that every write raises.
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { FEATURE_FLAG_CACHE_MS, featureFlags, resolveFeatureFlags, type FeatureFlag, type FeatureFlagValues } from '@slidewise/core';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accountFeatureFlags } from '../../db/schema.ts';

const MAXIMUM_ACCOUNTS = 10_000;

interface Held {
  values: FeatureFlagValues;
  overrides: Partial<FeatureFlagValues>;
  /** The row's version when read; 0 for an account without a row. */
  version: number;
  readAt: number;
}

async function readRow(db: Executor, accountId: string) {
  const [row] = await db
    .select({ overrides: accountFeatureFlags.overrides, version: accountFeatureFlags.version })
    .from(accountFeatureFlags)
    .where(eq(accountFeatureFlags.accountId, accountId))
    .limit(1);
  return row ?? { overrides: {}, version: 0 };
}

async function readVersion(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ version: accountFeatureFlags.version })
    .from(accountFeatureFlags)
    .where(eq(accountFeatureFlags.accountId, accountId))
    .limit(1);
  return row?.version ?? 0;
}

const storedOverrides = (stored: Record<string, boolean>): Partial<FeatureFlagValues> =>
  Object.fromEntries(featureFlags.flatMap((flag) => (typeof stored[flag] === 'boolean' ? [[flag, stored[flag]]] : [])));

/**
 * Each server keeps an account's resolved flags for at most FEATURE_FLAG_CACHE_MS. Within that time a read
 * asks the database only for the row's version (one primary-key column): a write on any server raises it,
 * so every server serves the new values from its next read, and the overrides are read and resolved again
 * only then or when the minute is over. Nothing is shared through one server's memory (DESIGN.md).
 */
export function createFeatureFlags(db: Database, clock: Clock) {
  const held = new LRUCache<string, Held>({ max: MAXIMUM_ACCOUNTS });

  async function load(accountId: string): Promise<Held> {
    const row = await readRow(db, accountId);
    const overrides = storedOverrides(row.overrides);
    const entry = { values: resolveFeatureFlags(overrides), overrides, version: row.version, readAt: clock().getTime() };
    held.set(accountId, entry);
    return entry;
  }

  async function current(accountId: string): Promise<Held> {
    const entry = held.get(accountId);
    if (entry && clock().getTime() - entry.readAt < FEATURE_FLAG_CACHE_MS && (await readVersion(db, accountId)) === entry.version)
      return entry;
    return load(accountId);
  }

  return {
    /** Every flag's value for the account. */
    async of(accountId: string): Promise<FeatureFlagValues> {
      return (await current(accountId)).values;
    },

    /** One flag: how server code asks whether a flagged feature is on for an account. */
    async isOn(accountId: string, flag: FeatureFlag): Promise<boolean> {
      return (await current(accountId)).values[flag];
    },

    /** The account's own values (what differs from the defaults is what was set). */
    async overridesOf(accountId: string): Promise<Partial<FeatureFlagValues>> {
      return (await current(accountId)).overrides;
    },

    /** Sets an account's own values; null returns a flag to its default. Raises the version for every server. */
    async set(accountId: string, changes: Partial<Record<FeatureFlag, boolean | null>>): Promise<void> {
      const setting = Object.fromEntries(Object.entries(changes).filter(([, value]) => typeof value === 'boolean')) as Record<
        string,
        boolean
      >;
      const clearing = Object.entries(changes)
        .filter(([, value]) => value === null)
        .map(([flag]) => flag);
      const merged = sql`(${accountFeatureFlags.overrides} || ${JSON.stringify(setting)}::jsonb)
        - array(select jsonb_array_elements_text(${JSON.stringify(clearing)}::jsonb))`;
      await db
        .insert(accountFeatureFlags)
        .values({ accountId, overrides: setting, version: 1, modifiedAt: clock() })
        .onConflictDoUpdate({
          target: accountFeatureFlags.accountId,
          set: { overrides: merged, version: sql`${accountFeatureFlags.version} + 1`, modifiedAt: clock() },
        });
      held.delete(accountId);
    },
  };
}

export type FeatureFlags = ReturnType<typeof createFeatureFlags>;
