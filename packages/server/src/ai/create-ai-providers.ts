import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel, SpeechModel } from 'ai';
import type { AiProviders, AiSettings } from './ai-providers.ts';

/** The models of one set of settings, made once. */
function modelsOf(settings: AiSettings): { language: LanguageModel; speech: SpeechModel | null } {
  if (settings.provider === 'anthropic') {
    const anthropic = createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
    return { language: anthropic(settings.model), speech: null };
  }
  const openai = createOpenAI({ apiKey: settings.apiKey ?? 'not-needed', baseURL: settings.baseUrl });
  // OpenAI-compatible servers speak chat completions; the responses API is OpenAI's own.
  const language = settings.provider === 'openai' ? openai(settings.model) : openai.chat(settings.model);
  return { language, speech: settings.speechModel ? openai.speech(settings.speechModel) : null };
}

/** The server-wide providers from its settings (per-account keys come with the AI settings of issue 17). */
export function createAiProviders(settings: AiSettings | undefined): AiProviders {
  const models = settings ? modelsOf(settings) : undefined;
  return {
    languageModel: async () => models?.language ?? null,
    speechModel: async () => models?.speech ?? null,
  };
}
