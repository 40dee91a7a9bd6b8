import type { LanguageModel, SpeechModel } from 'ai';
import type { AiProviders } from '../ai-providers.ts';

/** Providers made of given models (the AI SDK's mock models in tests); null models mean "not configured". */
export function mockAiProviders(models: { language?: LanguageModel | null; speech?: SpeechModel | null }): AiProviders {
  return {
    languageModel: async () => models.language ?? null,
    speechModel: async () => models.speech ?? null,
  };
}
