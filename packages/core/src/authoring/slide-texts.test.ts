import { describe, expect, it } from 'vitest';
import { TEMPLATE_MODEL_MAX_DEPTH } from '../constants.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';
import { slideTextKey, slideTexts, withSlideTexts } from './slide-texts.ts';

const carousel = {
  type: 'carousel',
  data: {
    question: 'What do you say first?',
    answers: [
      { id: 'a1', title: 'Acknowledge', content: 'I am sorry.', image: '/api/media/x/file', correct: true },
      { id: 'a2', title: 'Explain policy', content: '', image: '', correct: false },
    ],
    answer: { text: 'Acknowledge first.', correct: 'Right!', incorrect: 'Not quite.' },
    timer: { enabled: false },
  },
};

describe('slideTexts', () => {
  it('lists the text fields of the model in order, with their paths, and nothing else', () => {
    const keys = slideTexts(carousel).map((text) => slideTextKey(text.path));
    expect(keys).toEqual([
      'question',
      'answers.0.title',
      'answers.0.content',
      'answers.1.title',
      'answer.text',
      'answer.correct',
      'answer.incorrect',
    ]);
  });

  it('finds nothing for a template the catalogue does not know, or data that is not an object', () => {
    expect(slideTexts({ type: 'no-such-template', data: { title: 'x' } })).toEqual([]);
    expect(slideTexts({ type: 'title', data: [] as unknown as Record<string, unknown> })).toEqual([]);
  });

  it('stops at the depth limit instead of following hostile nesting', () => {
    // A list item that is itself a list of itself: the model is shallow, so deep data is simply not visited.
    let deep: unknown = 'deepest';
    for (let level = 0; level < TEMPLATE_MODEL_MAX_DEPTH * 3; level += 1) deep = [deep];
    expect(() => slideTexts({ type: 'carousel', data: { question: 'Q', answers: deep } })).not.toThrow();
  });
});

describe('withSlideTexts', () => {
  it('replaces only words: ids, media, right answers and numbers stay where they were', () => {
    const replacements = new Map(slideTexts(carousel).map((text) => [slideTextKey(text.path), `ES ${text.value}`]));
    replacements.set('answers.0.correct', 'false');
    replacements.set('answers.0.id', 'changed');
    const translated = withSlideTexts(carousel, replacements);
    const answers = translated.data.answers as Record<string, unknown>[];
    expect(translated.data.question).toBe('ES What do you say first?');
    expect(answers[0]).toEqual({ id: 'a1', title: 'ES Acknowledge', content: 'ES I am sorry.', image: '/api/media/x/file', correct: true });
    expect(answers[1]?.correct).toBe(false);
    expect(carousel.data.question).toBe('What do you say first?');
  });

  it('keeps every example of the catalogue valid in structure after a translation of all its texts', () => {
    const template = findSlideTemplate('carousel')!;
    for (const example of template.examples) {
      const slide = { type: template.type, data: example.data };
      const translated = withSlideTexts(slide, new Map(slideTexts(slide).map((text) => [slideTextKey(text.path), 'x'])));
      expect(slideTexts(translated).every((text) => text.value === 'x')).toBe(true);
      expect(Object.keys(translated.data)).toEqual(Object.keys(example.data));
    }
  });
});
