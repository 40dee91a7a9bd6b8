import { type AccountAiSettings, type AccountAiSettingsUpdate, accountAiSettingsUpdateSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { sealSecret } from '../../ai/secret-box.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { clearAccountAiSettings, readAccountAiSettings, writeAccountAiSettings } from './ai-settings-repo.ts';

export const aiKeySecretOf = (config: AppContext['config']) => config.aiKeySecret ?? config.sessionSecret;

/** The account's own AI provider (Settings → AI): the key goes in sealed and never comes out. */
export function createAiSettingsService({ db, clock, config }: AppContext) {
  async function present(accountId: string): Promise<AccountAiSettings> {
    const row = await readAccountAiSettings(db, accountId);
    const serverConfigured = config.ai !== undefined;
    if (!row?.provider) return { provider: null, baseUrl: null, model: null, keySet: false, serverConfigured };
    return {
      provider: row.provider as AccountAiSettings['provider'],
      baseUrl: row.baseUrl,
      model: row.model,
      keySet: row.encryptedApiKey !== null,
      serverConfigured,
    };
  }

  return {
    get: (user: SignedInUser) => present(user.accountId),

    async update(user: SignedInUser, body: AccountAiSettingsUpdate): Promise<AccountAiSettings> {
      const update = accountAiSettingsUpdateSchema.parse(body);
      if (update.provider === null) {
        await clearAccountAiSettings(db, user.accountId, clock());
        return present(user.accountId);
      }
      const current = await readAccountAiSettings(db, user.accountId);
      // A key is for one provider: changing the provider without a new key drops the old one.
      const keptKey = current?.provider === update.provider ? (current.encryptedApiKey ?? null) : null;
      const encryptedApiKey = update.apiKey ? sealSecret(aiKeySecretOf(config), update.apiKey) : keptKey;
      await writeAccountAiSettings(
        db,
        { accountId: user.accountId, provider: update.provider, baseUrl: update.baseUrl, model: update.model, encryptedApiKey },
        clock(),
      );
      return present(user.accountId);
    },
  };
}
