// Several slides' texts go to the model in one call, so a lesson costs a call or two rather than one per
// slide. A batch is bounded by the characters it sends: a model answers a long request less reliably and
// may run out of output tokens. The answer is still checked text by text (text-translation.ts): every key
// of every slide, each within its field's limit, or the batch is asked again and nothing of it is kept.
import type { TextToTranslate } from './text-translation.ts';

/** The most characters of source text one call sends (a single larger group goes alone). */
export const BATCH_CHARACTERS = 6000;

/** Translates texts in one model call; answers each key's translation. */
export type TranslateTexts = (texts: readonly TextToTranslate[]) => Promise<ReadonlyMap<string, string>>;

const charactersOf = (texts: readonly TextToTranslate[]) => texts.reduce((sum, text) => sum + text.text.length, 0);

/**
 * Groups, in order, the indices of `groups` into batches of at most `budget` characters; a group is never
 * split (a slide's texts are translated together, in one context), and one larger than the budget goes alone.
 */
export function batchesOf(groups: readonly (readonly TextToTranslate[])[], budget = BATCH_CHARACTERS): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  for (const [index, group] of groups.entries()) {
    const size = charactersOf(group);
    if (current.length > 0 && characters + size > budget) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

// A group's keys are prefixed with its index, so the same field of two slides stays two keys in one call.
const separator = '/';
const keyInBatch = (group: number, key: string) => `${group}${separator}${key}`;

/**
 * Translates each group of texts (a slide's, a lesson title), several groups per call; answers each
 * group's translations by its own keys, in the groups' order. A failed call throws: nothing of it is kept.
 */
export async function translateInBatches(
  groups: readonly (readonly TextToTranslate[])[],
  translate: TranslateTexts,
  budget = BATCH_CHARACTERS,
): Promise<Map<string, string>[]> {
  const translated = groups.map(() => new Map<string, string>());
  for (const batch of batchesOf(groups, budget)) {
    const texts = batch.flatMap((group) => groups[group]!.map((text) => ({ ...text, key: keyInBatch(group, text.key) })));
    if (texts.length === 0) continue;
    const answer = await translate(texts);
    for (const group of batch)
      for (const text of groups[group]!) {
        const words = answer.get(keyInBatch(group, text.key));
        if (words !== undefined) translated[group]!.set(text.key, words);
      }
  }
  return translated;
}
