import { describe, expect, it } from 'vitest';
import { slideOutcome } from './slide-outcome.ts';
import { contentSlide, quizSlide, surveySlide, trueOrFalseGame } from './test-slides.ts';

describe("one slide's outcome", () => {
  it('a content or survey slide has neither points nor stars', () => {
    const none = { correct: null, points: 0, maxPoints: 0, stars: 0, totalStars: 0 };
    expect(slideOutcome(contentSlide('c'), { correct: true, points: 1000 })).toEqual(none);
    expect(slideOutcome(surveySlide('s'), { correct: null, points: 0 })).toEqual(none);
  });

  it('a quiz keeps 1000 and its stars when right, nothing when wrong', () => {
    const quiz = quizSlide('q', { challenge_configuration: { nb_stars: 2 } });
    expect(slideOutcome(quiz, { correct: true, points: 0 })).toEqual({
      correct: true,
      points: 1000,
      maxPoints: 1000,
      stars: 2,
      totalStars: 2,
    });
    expect(slideOutcome(quiz, { correct: false, points: 1000 })).toEqual({
      correct: false,
      points: 0,
      maxPoints: 1000,
      stars: 0,
      totalStars: 2,
    });
  });

  it('a game keeps its points within its maximum and earns by them', () => {
    expect(slideOutcome(trueOrFalseGame('g', 3), { correct: false, points: 2000 })).toEqual({
      correct: false,
      points: 2000,
      maxPoints: 3000,
      stars: 0,
      totalStars: 1,
    });
    expect(slideOutcome(trueOrFalseGame('g', 3), { correct: true, points: 5000 })).toMatchObject({ points: 3000, stars: 1 });
  });
});
