import { eq } from 'drizzle-orm';
import { accountBrandingSchema, defaultAccountBranding, type AccountBranding } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accountBranding } from '../../db/schema.ts';

/** The account's branding; the defaults when it never set one, or where a stored value no longer parses. */
export async function readBranding(db: Executor, accountId: string): Promise<AccountBranding> {
  const [row] = await db
    .select({
      logoUrl: accountBranding.logoUrl,
      accentColor: accountBranding.accentColor,
      themeFamily: accountBranding.themeFamily,
      colorScheme: accountBranding.colorScheme,
    })
    .from(accountBranding)
    .where(eq(accountBranding.accountId, accountId))
    .limit(1);
  return row ? (accountBrandingSchema.safeParse(row).data ?? defaultAccountBranding()) : defaultAccountBranding();
}

export async function writeBranding(db: Executor, accountId: string, branding: AccountBranding, now: Date): Promise<void> {
  const values = { ...branding, modifiedAt: now };
  await db
    .insert(accountBranding)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountBranding.accountId, set: values });
}
