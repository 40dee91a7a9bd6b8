import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel, SpeechModel } from 'ai';
import { LRUCache } from 'lru-cache';
import type { AiProviders, AiSettings } from './ai-providers.ts';
import { createMockCourseModel } from './mock-course-model.ts';

interface Models {
  language: LanguageModel;
  speech: SpeechModel | null;
}

/** The models of one set of settings, made once. */
function modelsOf(settings: AiSettings): Models {
  if (settings.provider === 'mock') return { language: createMockCourseModel(), speech: null };
  if (settings.provider === 'anthropic') {
    const anthropic = createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
    return { language: anthropic(settings.model), speech: null };
  }
  const openai = createOpenAI({ apiKey: settings.apiKey ?? 'not-needed', baseURL: settings.baseUrl });
  // OpenAI-compatible servers speak chat completions; the responses API is OpenAI's own.
  const language = settings.provider === 'openai' ? openai(settings.model) : openai.chat(settings.model);
  return { language, speech: settings.speechModel ? openai.speech(settings.speechModel) : null };
}

/** Where an account's own settings are read (modules/ai-generation/account-ai-source.ts). */
export interface AccountAiSource {
  /** The version of the account's settings (0: none); raised by every change. */
  version(accountId: string): Promise<number>;
  /** The account's own settings, key opened; undefined when it has none (the server's are used). */
  settings(accountId: string): Promise<AiSettings | undefined>;
}

const MAXIMUM_ACCOUNTS = 10_000;

/**
 * The server's models, or an account's own when its owner set a provider. An account's models are made
 * once per version of its settings: each call reads only the version (one primary-key lookup), so a
 * change on any server is used by every server from its next call.
 */
export function createAiProviders(server: AiSettings | undefined, accounts?: AccountAiSource): AiProviders {
  const serverModels = server ? modelsOf(server) : undefined;
  const held = new LRUCache<string, { version: number; models: Models | undefined }>({ max: MAXIMUM_ACCOUNTS });

  async function modelsFor(accountId: string): Promise<Models | undefined> {
    if (!accounts) return serverModels;
    const version = await accounts.version(accountId);
    if (version === 0) return serverModels;
    let entry = held.get(accountId);
    if (entry?.version !== version) {
      const own = await accounts.settings(accountId);
      entry = { version, models: own ? modelsOf(own) : undefined };
      held.set(accountId, entry);
    }
    return entry.models ?? serverModels;
  }

  return {
    languageModel: async (accountId) => (await modelsFor(accountId))?.language ?? null,
    speechModel: async (accountId) => (await modelsFor(accountId))?.speech ?? null,
  };
}
