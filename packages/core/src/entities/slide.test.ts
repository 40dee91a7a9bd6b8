import { describe, expect, it } from 'vitest';
import { defaultSlide, slideSchema } from './slide.ts';

describe('slide (authoring §3)', () => {
  it('defaults subtype to default and counts displayIndex from 1', () => {
    expect(defaultSlide({ type: 'title' })).toEqual({
      id: '',
      type: 'title',
      subtype: 'default',
      name: '',
      displayIndex: 1,
      templateName: '',
      templateDescription: '',
      data: {},
      metadata: { sourceId: '', sourceType: '', slideId: '', questions: [] },
    });
  });

  it('round-trips a slide carrying a question', () => {
    const slide = defaultSlide({
      id: 's1',
      type: 'multiple-choice-game',
      displayIndex: 3,
      data: { answers: [{ content: 'Yes', correct: true }] },
      metadata: {
        sourceId: 'l1',
        sourceType: 'lesson',
        slideId: 's1',
        questions: [
          {
            questionDetails: {
              questionId: 'q1',
              category: 'Multiple Choice',
              content: 'Ready?',
              text: 'Ready?',
              type: 'multiple-choice-game',
            },
            answers: [{ answerId: 'a1', content: 'Yes', correct: true, text: 'Yes', type: 'correct-answer' }],
          },
        ],
      },
    });
    expect(slideSchema.parse(slide)).toEqual(slide);
  });

  it('rejects displayIndex 0, an empty type and an empty subtype', () => {
    expect(slideSchema.safeParse(defaultSlide({ type: 'title', displayIndex: 0 })).success).toBe(false);
    expect(slideSchema.safeParse(defaultSlide({ type: '' })).success).toBe(false);
    expect(slideSchema.safeParse(defaultSlide({ type: 'title', subtype: '' })).success).toBe(false);
  });

  it('is a fresh object each call', () => {
    defaultSlide({ type: 'title' }).metadata.questions.push({
      questionDetails: { questionId: '', category: '', content: '', text: '', type: '' },
      answers: [],
    });
    expect(defaultSlide({ type: 'title' }).metadata.questions).toEqual([]);
  });
});
