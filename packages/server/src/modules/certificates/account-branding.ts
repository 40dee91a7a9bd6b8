import { eq } from 'drizzle-orm';
import { designTokens } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

/** What a certificate shows of the account that issues it. */
export interface AccountBranding {
  name: string;
  /** The logo's bytes (PNG or JPEG), or null to print the account's name in its place. */
  logo: Uint8Array | null;
  /** The brand colour, as #rrggbb. */
  accentColor: string;
}

/**
 * The account's branding as the account stores it today: its name, no logo and the spec's light accent
 * (templates §9) — the account settings have no branding yet. The one place certificates read it, to
 * point at the account settings once they hold a logo and colours.
 */
export async function accountBranding(db: Executor, accountId: string): Promise<AccountBranding> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return { name: row?.name ?? '', logo: null, accentColor: designTokens.colors.light.accent.default };
}

/** The account's plan (what gates the advanced certificate layouts), as stored. */
export async function accountPlanKind(db: Executor, accountId: string): Promise<string> {
  const [row] = await db.select({ planKind: accounts.planKind }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.planKind ?? '';
}
