import { describe, expect, it } from 'vitest';
import type { Slide } from '@slidewise/core';
import { InvalidAiOutputError } from '../../ai/generate-valid.ts';
import { mockTranslator } from '../../ai/testing/mock-translator.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { batchesOf, translateInBatches } from './batched-translation.ts';
import { slideTextsToTranslate } from './slide-translation.ts';
import { translateTexts, type TextToTranslate } from './text-translation.ts';

const words = (key: string, length: number): TextToTranslate => ({ key, text: 'w'.repeat(length), html: false });
const slides = () =>
  [exampleSlide('title', 'intro'), exampleSlide('carousel', 'quiz'), exampleSlide('title', 'outro')] as unknown as Slide[];

describe('batches of texts', () => {
  it('fills each batch up to the character budget, in order, never splitting a group', () => {
    const groups = [[words('a', 40)], [words('b', 30), words('c', 30)], [words('d', 50)], [], [words('e', 10)]];
    expect(batchesOf(groups, 100)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });

  it('sends a group larger than the budget on its own', () => {
    expect(batchesOf([[words('a', 10)], [words('b', 500)], [words('c', 10)]], 100)).toEqual([[0], [1], [2]]);
  });
});

describe('translating groups in batches', () => {
  it('translates several slides in one call and gives each slide its own keys back', async () => {
    const { model, calls } = mockTranslator();
    const groups = slides().map(slideTextsToTranslate);
    const translated = await translateInBatches(groups, async (texts) => (await translateTexts(model, texts, 'es-ES')).translations);
    expect(calls).toHaveLength(1);
    for (const [index, group] of groups.entries())
      expect([...translated[index]!.entries()]).toEqual(group.map((text) => [text.key, `[es] ${text.text}`]));
  });

  it('makes one call per batch when the slides outgrow the budget', async () => {
    const { model, calls } = mockTranslator();
    const groups = slides().map(slideTextsToTranslate);
    const largest = Math.max(...groups.map((group) => group.reduce((sum, text) => sum + text.text.length, 0)));
    await translateInBatches(groups, async (texts) => (await translateTexts(model, texts, 'es-ES')).translations, largest);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.flat().map((text) => text.text)).toEqual(groups.flat().map((text) => text.text));
  });

  it('asks again when the answer drops one slide’s text, and keeps nothing of a batch never answered in shape', async () => {
    // The first answer leaves the second slide's texts out: the batch is asked again, naming what is missing.
    const retried = mockTranslator({
      answerFor: (call, texts) =>
        call === 1
          ? JSON.stringify({ texts: texts.filter((text) => !text.key.startsWith('1/')).map((text) => ({ ...text, text: 'x' })) })
          : undefined,
    });
    const groups = slides().map(slideTextsToTranslate);
    const translated = await translateInBatches(
      groups,
      async (texts) => (await translateTexts(retried.model, texts, 'es-ES')).translations,
    );
    expect(retried.calls).toHaveLength(2);
    expect(translated[1]!.get('question')).toMatch(/^\[es\] /);

    const refused = mockTranslator({ answerFor: () => 'no' });
    await expect(
      translateInBatches(groups, async (texts) => (await translateTexts(refused.model, texts, 'es-ES')).translations),
    ).rejects.toBeInstanceOf(InvalidAiOutputError);
  });
});
