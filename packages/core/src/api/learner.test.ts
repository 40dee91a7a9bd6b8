import { describe, expect, it } from 'vitest';
import {
  attemptPositionBodySchema,
  attemptStartBodySchema,
  attemptSchema,
  learnerLessonParamsSchema,
  MAX_SLIDE_ANSWERS_JSON_LENGTH,
  slideResultBodySchema,
  surveyResultsResponseSchema,
  MAX_SURVEY_RESULTS_PER_SLIDE,
} from './learner.ts';

describe('learner calls', () => {
  it('a result carries correct, answers and points; answeredAt and the position are optional', () => {
    const body = slideResultBodySchema.parse({ correct: true, answers: ['a1'], points: 1000 });
    expect(body).toEqual({ correct: true, answers: ['a1'], points: 1000 });
    expect(
      slideResultBodySchema.parse({
        correct: null,
        answers: { text: 'hi' },
        points: 0,
        answeredAt: '2026-01-01T10:00:00.000Z',
        currentSlideIndex: 3,
      }).currentSlideIndex,
    ).toBe(3);
  });

  it('refuses negative or missing points, a correct that is not a boolean or null, and oversized answers', () => {
    const parse = (body: unknown) => slideResultBodySchema.safeParse(body).success;
    expect(parse({ correct: true, answers: [], points: -1 })).toBe(false);
    expect(parse({ correct: true, answers: [] })).toBe(false);
    expect(parse({ correct: 'yes', answers: [], points: 0 })).toBe(false);
    expect(parse({ correct: true, answers: 'x'.repeat(MAX_SLIDE_ANSWERS_JSON_LENGTH), points: 0 })).toBe(false);
    expect(parse({ correct: true, answers: [], points: 0, answeredAt: 'yesterday' })).toBe(false);
  });

  it('an attempt start may send no body, an empty one or a client-made uuid', () => {
    expect(attemptStartBodySchema.parse(undefined)).toBeUndefined();
    expect(attemptStartBodySchema.parse({})).toEqual({});
    expect(attemptStartBodySchema.safeParse({ attemptId: 'not-a-uuid' }).success).toBe(false);
  });

  it('positions are whole and not negative', () => {
    expect(attemptPositionBodySchema.safeParse({ currentSlideIndex: -1 }).success).toBe(false);
    expect(attemptPositionBodySchema.safeParse({ currentSlideIndex: 1.5 }).success).toBe(false);
    expect(attemptPositionBodySchema.parse({ currentSlideIndex: 2 })).toEqual({ currentSlideIndex: 2 });
  });

  it('an attempt keeps results by slide id', () => {
    const attempt = {
      id: '00000000-0000-4000-8000-000000000001',
      lessonId: 'l1',
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: null,
      currentSlideIndex: 0,
      results: { s1: { correct: false, answers: [], points: 0, stars: 0, answeredAt: '2026-01-01T10:00:01.000Z' } },
    };
    expect(attemptSchema.parse(attempt)).toEqual(attempt);
    expect(learnerLessonParamsSchema.safeParse({ lessonId: '' }).success).toBe(false);
  });

  it('survey results are capped per slide', () => {
    const many = Array.from({ length: MAX_SURVEY_RESULTS_PER_SLIDE + 1 }, () => 'a');
    expect(surveyResultsResponseSchema.safeParse({ bySlide: { s: many } }).success).toBe(false);
  });
});
