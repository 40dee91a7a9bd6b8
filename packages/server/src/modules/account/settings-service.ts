import { eq, sql } from 'drizzle-orm';
import type { AccountBrandingResponse, AccountSettings, AccountSettingsUpdate } from '@slidewise/core';
import { accountFeatureSwitches } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { readBranding, writeBranding } from './branding-repo.ts';
import { findAccount } from './repo.ts';
import { readAccountSwitches } from './switches.ts';

/** The settings page's reads and writes (issue 14): name, branding and switches. */
export function createAccountSettingsService({ db, clock }: AppContext) {
  async function settingsOf(accountId: string): Promise<AccountSettings> {
    const [account, branding, switches] = await Promise.all([
      findAccount(db, accountId),
      readBranding(db, accountId),
      readAccountSwitches(db, accountId),
    ]);
    if (!account) throw notFound();
    const { isCompletionCertificateAllowed, isSpacedRepetitionAllowed, ...values } = switches;
    return { name: account.name, branding, switches: values, allowances: { isCompletionCertificateAllowed, isSpacedRepetitionAllowed } };
  }

  return {
    settings: (user: SignedInUser) => settingsOf(user.accountId),

    /** What the body names changes, in one transaction; the rest stays. Switches merge into the stored ones. */
    async update(user: SignedInUser, body: AccountSettingsUpdate): Promise<AccountSettings> {
      const now = clock();
      await db.transaction(async (tx) => {
        if (body.name !== undefined) await tx.update(accounts).set({ name: body.name }).where(eq(accounts.id, user.accountId));
        if (body.switches !== undefined) {
          // Only the spec's switch names reach the column (the body schema is strict), merged key by key so
          // two administrators changing different switches at once both win.
          const changed = Object.fromEntries(
            accountFeatureSwitches.flatMap((name) => (name in body.switches! ? [[name, body.switches![name]]] : [])),
          );
          await tx
            .update(accounts)
            .set({ settings: sql`${accounts.settings} || ${JSON.stringify(changed)}::jsonb` })
            .where(eq(accounts.id, user.accountId));
        }
        if (body.branding !== undefined) {
          const current = await readBranding(tx, user.accountId);
          const defined = Object.fromEntries(Object.entries(body.branding).filter(([, value]) => value !== undefined));
          await writeBranding(tx, user.accountId, { ...current, ...defined }, now);
        }
      });
      return settingsOf(user.accountId);
    },

    async branding(user: SignedInUser): Promise<AccountBrandingResponse> {
      const [account, branding] = await Promise.all([findAccount(db, user.accountId), readBranding(db, user.accountId)]);
      if (!account) throw notFound();
      return { ...branding, accountName: account.name };
    },
  };
}
