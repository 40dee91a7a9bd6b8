import type { LanguageModel } from 'ai';
import type { AiProviders } from '../../../ai/ai-providers.ts';
import { scriptedModel } from '../../../ai/scripted-model.ts';

/** A scripted model answering each call with the next of `answers` (the last one again once they run out). */
export const modelAnswering = (...answers: string[]) =>
  scriptedModel((_prompt, _system, call) => answers[Math.min(call, answers.length) - 1]!);

/** Providers whose language model is `model` for every account. */
export function providersOf(model: LanguageModel | null): AiProviders {
  return { languageModel: async () => model, speechModel: async () => null };
}
