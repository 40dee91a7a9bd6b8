import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountAiSettings } from '../../db/schema.ts';

export type AccountAiSettingsRow = typeof accountAiSettings.$inferSelect;

export async function readAccountAiSettings(db: Executor, accountId: string): Promise<AccountAiSettingsRow | undefined> {
  const [row] = await db.select().from(accountAiSettings).where(eq(accountAiSettings.accountId, accountId)).limit(1);
  return row;
}

/** Only the version: what each AI call reads to know whether its cached models are still the account's. */
export async function readAccountAiSettingsVersion(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ version: accountAiSettings.version })
    .from(accountAiSettings)
    .where(eq(accountAiSettings.accountId, accountId))
    .limit(1);
  return row?.version ?? 0;
}

export async function writeAccountAiSettings(
  db: Executor,
  values: { accountId: string; provider: string; baseUrl: string | null; model: string; encryptedApiKey: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(accountAiSettings)
    .values({ ...values, modifiedAt: now })
    .onConflictDoUpdate({
      target: accountAiSettings.accountId,
      set: { ...values, version: sql`${accountAiSettings.version} + 1`, modifiedAt: now },
    });
}

/**
 * Back to the server's provider: the row stays with an empty provider and a raised version (a deleted row
 * would start again at version 1, which a server may still hold cached models of).
 */
export async function clearAccountAiSettings(db: Executor, accountId: string, now: Date): Promise<void> {
  await db
    .update(accountAiSettings)
    .set({ provider: '', baseUrl: null, model: '', encryptedApiKey: null, version: sql`${accountAiSettings.version} + 1`, modifiedAt: now })
    .where(eq(accountAiSettings.accountId, accountId));
}
