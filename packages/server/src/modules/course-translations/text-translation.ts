import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { generateValid, type AiUsage } from '../../ai/generate-valid.ts';

/** One text to translate: where it goes (its key), its words, and the bound its field keeps. */
export interface TextToTranslate {
  key: string;
  text: string;
  html: boolean;
  maxLength?: number | undefined;
}

const system = (language: string) =>
  `You translate the texts of a microlearning course into the language with the BCP 47 tag "${language}". ` +
  'Translate the words only: keep every HTML tag and attribute, every line break, number, name and placeholder as it is. ' +
  'Keep the meaning, the tone and roughly the length; a text with a character limit must stay within it. ' +
  'Answer {"texts":[{"key":"…","text":"…"}]}, one entry for each key you were given, with the same keys.';

/**
 * The answer's shape for these texts: exactly their keys, each within its field's limit. An answer that
 * drops, invents or overfills a text is invalid, so generateValid asks again naming the problem.
 */
function answerSchema(texts: readonly TextToTranslate[]) {
  const limits = new Map(texts.map((text) => [text.key, text.maxLength]));
  return z.object({ texts: z.array(z.object({ key: z.string(), text: z.string() })) }).superRefine((answer, context) => {
    const keys = new Set(answer.texts.map((entry) => entry.key));
    for (const key of limits.keys()) if (!keys.has(key)) context.addIssue({ code: 'custom', message: `the text "${key}" is missing` });
    for (const [index, entry] of answer.texts.entries()) {
      if (!limits.has(entry.key))
        context.addIssue({ code: 'custom', path: ['texts', index], message: `"${entry.key}" is not a key you were given` });
      const limit = limits.get(entry.key);
      if (limit !== undefined && entry.text.length > limit)
        context.addIssue({ code: 'custom', path: ['texts', index], message: `"${entry.key}" must be at most ${limit} characters` });
    }
  });
}

/** Translates the texts with the model (one call, asked again on an invalid answer), answering each key's translation and the tokens used. */
export async function translateTexts(
  model: LanguageModel,
  texts: readonly TextToTranslate[],
  language: string,
  abortSignal?: AbortSignal,
): Promise<{ translations: Map<string, string>; usage: AiUsage }> {
  if (texts.length === 0) return { translations: new Map(), usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 } };
  const request = texts.map((text) => ({
    key: text.key,
    text: text.text,
    ...(text.html ? { format: 'html' } : {}),
    ...(text.maxLength === undefined ? {} : { maxCharacters: text.maxLength }),
  }));
  const { value, usage } = await generateValid({
    model,
    schema: answerSchema(texts),
    system: system(language),
    prompt: `Translate these texts:\n${JSON.stringify({ texts: request })}`,
    abortSignal,
  });
  return { translations: new Map(value.texts.map((entry) => [entry.key, entry.text])), usage };
}
