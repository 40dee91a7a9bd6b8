import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slideScoring } from './slide-scoring.ts';
import { clampPoints, newStarsBySlide, resultStars, starsEarned } from './stars.ts';
import { quizSlide, trueOrFalseGame } from './test-slides.ts';

describe('stars', () => {
  it('a game earns no star below the one-star points and all from the all-stars points', () => {
    const thresholds = { minimumPoints: 1000, maximumPoints: 3000 };
    expect(starsEarned(999, thresholds, 5)).toBe(0);
    expect(starsEarned(1000, thresholds, 5)).toBe(1);
    expect(starsEarned(2000, thresholds, 5)).toBe(3);
    expect(starsEarned(3000, thresholds, 5)).toBe(5);
    expect(starsEarned(1000, { minimumPoints: 1000, maximumPoints: 1000 }, 3)).toBe(3);
    expect(starsEarned(5000, thresholds, 0)).toBe(0);
  });

  it('never gives more than the slide has, and never fewer for more points', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.nat(5000), fc.nat(5000), fc.nat(6), (a, b, low, span, total) => {
        const thresholds = { minimumPoints: low, maximumPoints: low + span };
        const [less, more] = a <= b ? [a, b] : [b, a];
        const earned = starsEarned(more, thresholds, total);
        expect(earned).toBeGreaterThanOrEqual(0);
        expect(earned).toBeLessThanOrEqual(total);
        expect(starsEarned(less, thresholds, total)).toBeLessThanOrEqual(earned);
      }),
    );
  });

  it('a quiz earns all its stars when correct, none otherwise, whatever points it claims', () => {
    const scoring = slideScoring(quizSlide('q', { challenge_configuration: { nb_stars: 3 } }));
    expect(resultStars(scoring, { correct: true, points: 0 })).toBe(3);
    expect(resultStars(scoring, { correct: false, points: 1000 })).toBe(0);
  });

  it("a game's claimed points are clamped to its maximum before stars", () => {
    const scoring = slideScoring(
      trueOrFalseGame('g', 2, { stars: { minimumPoints: 1000, maximumPoints: 5000 }, challenge_configuration: { nb_stars: 5 } }),
    );
    expect(clampPoints(scoring, 1_000_000)).toBe(2000);
    expect(clampPoints(scoring, -5)).toBe(0);
    expect(resultStars(scoring, { correct: true, points: 1_000_000 })).toBe(
      starsEarned(2000, { minimumPoints: 1000, maximumPoints: 5000 }, 5),
    );
  });

  it('a replay adds only the stars the learner did not hold', () => {
    expect(newStarsBySlide({ a: 1, b: 3 }, { a: 3, b: 2, c: 1 })).toEqual({ a: 2, c: 1 });
    expect(newStarsBySlide({ a: 3 }, { a: 3 })).toEqual({});
  });
});
