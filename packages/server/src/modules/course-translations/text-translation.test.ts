import { describe, expect, it } from 'vitest';
import { findSlideTemplate, type Slide } from '@slidewise/core';
import { InvalidAiOutputError } from '../../ai/generate-valid.ts';
import { mockTranslator } from '../../ai/testing/mock-translator.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { slideTextsToTranslate, sourceSlideDigest, translatedSlide } from './slide-translation.ts';
import { translateTexts } from './text-translation.ts';

const carousel = () => exampleSlide('carousel', 'quiz-1') as unknown as Slide;

describe('translating a slide', () => {
  it('translates every text of the slide and keeps ids, media and the right answer where they were', async () => {
    const { model, calls } = mockTranslator();
    const source = carousel();
    const { translations, usage } = await translateTexts(model, slideTextsToTranslate(source), 'es-ES');
    const translated = translatedSlide(source, translations, 'quiz-1');
    expect(calls).toHaveLength(1);
    expect(usage).toEqual({ inputTokens: 20, outputTokens: 10, totalTokens: 30 });
    const before = source.data.answers as Record<string, unknown>[];
    const after = translated.data.answers as Record<string, unknown>[];
    expect(after.map((answer) => answer.correct)).toEqual(before.map((answer) => answer.correct));
    expect(after.map((answer) => answer.id)).toEqual(before.map((answer) => answer.id));
    expect(after.map((answer) => answer.image)).toEqual(before.map((answer) => answer.image));
    expect(after[0]?.title).toBe(`[es] ${before[0]?.title}`);
    expect(translated.data.question).toBe(`[es] ${source.data.question}`);
    // The timer's words are words; its limit is not.
    expect(translated.data.timer).toEqual({ limit: (source.data.timer as { limit: number }).limit, outOfTimePrompt: "[es] Time's up!" });
  });

  it('asks again with the problems when the answer leaves a text out, invents one or overflows a limit', async () => {
    const { model, calls } = mockTranslator({
      answerFor: (call, texts) =>
        call === 1
          ? JSON.stringify({
              texts: [
                { key: 'invented', text: 'x' },
                { key: texts[0]!.key, text: 'y'.repeat(10_000) },
              ],
            })
          : undefined,
    });
    const source = carousel();
    const { translations } = await translateTexts(model, slideTextsToTranslate(source), 'es-ES');
    expect(calls).toHaveLength(2);
    expect(translations.get('question')).toBe(`[es] ${source.data.question}`);
  });

  it('fails cleanly, translating nothing, when the model never answers in shape', async () => {
    const { model, calls } = mockTranslator({ answerFor: () => 'Sorry, I cannot help with that.' });
    await expect(translateTexts(model, slideTextsToTranslate(carousel()), 'es-ES')).rejects.toBeInstanceOf(InvalidAiOutputError);
    expect(calls).toHaveLength(3);
  });

  it('leaves the narration audio out of a translated slide: it speaks the source language', () => {
    const source = {
      ...carousel(),
      data: { ...carousel().data, narration: { audio_file: '/api/media/x/file', can_not_be_skipped: true } },
    };
    expect(translatedSlide(source, new Map(), 'quiz-1').data.narration).toEqual({ audio_file: '', can_not_be_skipped: true });
  });

  it('digests a source slide by its content, so changing words or a right answer shows, and its narration audio does not', () => {
    const source = carousel();
    const digest = sourceSlideDigest(source);
    const answers = (source.data.answers as Record<string, unknown>[]).map((answer, index) => ({ ...answer, correct: index === 1 }));
    expect(sourceSlideDigest({ ...source, data: { ...source.data, answers } })).not.toBe(digest);
    expect(sourceSlideDigest({ ...source, data: { ...source.data, question: 'Another?' } })).not.toBe(digest);
    expect(sourceSlideDigest({ ...source, data: { ...source.data, narration: { audio_file: '/api/media/y/file' } } })).toBe(
      sourceSlideDigest({ ...source, data: { ...source.data, narration: { audio_file: '' } } }),
    );
    expect(findSlideTemplate(source.type)).toBeDefined();
  });
});
