import type { AccountAiSource } from '../../ai/create-ai-providers.ts';
import type { AiProviderKind } from '../../ai/ai-providers.ts';
import { openSecret } from '../../ai/secret-box.ts';
import type { Executor } from '../../db/client.ts';
import { readAccountAiSettings, readAccountAiSettingsVersion } from './ai-settings-repo.ts';

/** Accounts' own provider settings from the database, keys opened with the server's key secret. */
export function accountAiSource(db: Executor, keySecret: string): AccountAiSource {
  return {
    version: (accountId) => readAccountAiSettingsVersion(db, accountId),
    async settings(accountId) {
      const row = await readAccountAiSettings(db, accountId);
      if (!row?.provider) return undefined;
      // A key sealed under another secret (the secret was changed) cannot be used: the server's provider is.
      const apiKey = row.encryptedApiKey ? openSecret(keySecret, row.encryptedApiKey) : undefined;
      if (row.encryptedApiKey && apiKey === undefined) return undefined;
      return { provider: row.provider as AiProviderKind, baseUrl: row.baseUrl ?? undefined, model: row.model, apiKey };
    },
  };
}
