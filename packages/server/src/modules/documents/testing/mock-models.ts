import type { LanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { AiProviders } from '../../../ai/ai-providers.ts';

/** A mock model that answers each call with the next of `answers` (the last one again once they run out). */
export function modelAnswering(...answers: string[]): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text: answers[Math.min(call++, answers.length - 1)]! }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 50, text: 50, reasoning: 0 },
      },
      warnings: [],
    }),
  });
}

/** Providers whose language model is `model` for every account. */
export function providersOf(model: LanguageModel | null): AiProviders {
  return { languageModel: async () => model, speechModel: async () => null };
}
