import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slideScoring } from './slide-scoring.ts';
import { keptPoints, newStarsBySlide, pointsPerQuestion, resultStars, starsEarned } from './stars.ts';
import { quizSlide, trueOrFalseGame } from './test-slides.ts';

const multipleChoiceGame = (data: Record<string, unknown> = {}) => ({
  id: 'mc',
  type: 'multiple-choice-game',
  data: {
    question: 'Which?',
    answers: [
      { content: 'a', correct: true },
      { content: 'b', correct: false },
    ],
    ...data,
  },
});

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

  it('no points never earn a star, even with a threshold of 0', () => {
    expect(starsEarned(0, { minimumPoints: 0, maximumPoints: 0 }, 3)).toBe(0);
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
    expect(keptPoints(scoring, { correct: true, points: 0 })).toBe(1000);
    expect(keptPoints(scoring, { correct: false, points: 1000 })).toBe(0);
  });

  it("a game's claimed points are kept within 0 and its maximum, and an unanswered slide keeps none", () => {
    const scoring = slideScoring(trueOrFalseGame('g', 2));
    expect(keptPoints(scoring, { correct: true, points: 1_000_000 })).toBe(2000);
    expect(keptPoints(scoring, { correct: false, points: -5 })).toBe(0);
    expect(keptPoints(scoring, { correct: null, points: 2000 })).toBe(0);
  });

  it('thresholds are points per question: 2 of 4 statements right is 500, whatever the count', () => {
    expect(pointsPerQuestion(2000, 4000)).toBe(500);
    expect(pointsPerQuestion(9000, 4000)).toBe(1000);
    expect(pointsPerQuestion(10, 0)).toBe(0);
    const scoring = slideScoring(
      trueOrFalseGame('g', 4, { stars: { minimumPoints: 500, maximumPoints: 1000 }, challenge_configuration: { nb_stars: 3 } }),
    );
    expect(resultStars(scoring, { correct: false, points: 1000 })).toBe(0);
    expect(resultStars(scoring, { correct: false, points: 2000 })).toBe(1);
    expect(resultStars(scoring, { correct: false, points: 3000 })).toBe(2);
    expect(resultStars(scoring, { correct: true, points: 4000 })).toBe(3);
  });

  // Issue 11, seen: "a true-or-false game with one statement wrong showed 1,000 points and a star".
  it('a true-or-false game with one of two statements wrong earns no star with the default thresholds', () => {
    expect(resultStars(slideScoring(trueOrFalseGame('g', 2)), { correct: false, points: 1000 })).toBe(0);
  });

  // Issue 11, seen: "a right answer to the multiple-choice game in under a second showed 983 points … and no star".
  it('a right multiple-choice game answer earns its star whatever its speed points', () => {
    const scoring = slideScoring(multipleChoiceGame());
    expect(resultStars(scoring, { correct: true, points: 983 })).toBe(1);
    expect(resultStars(scoring, { correct: true, points: 500 })).toBe(1);
    expect(resultStars(scoring, { correct: false, points: 0 })).toBe(0);
  });

  it('a replay adds only the stars the learner did not hold', () => {
    expect(newStarsBySlide({ a: 1, b: 3 }, { a: 3, b: 2, c: 1 })).toEqual({ a: 2, c: 1 });
    expect(newStarsBySlide({ a: 3 }, { a: 3 })).toEqual({});
  });
});

describe('stars and points follow the answers (properties)', () => {
  const thresholdsArbitrary = fc
    .tuple(fc.nat(1500), fc.nat(1500))
    .map(([low, span]) => ({ minimumPoints: low, maximumPoints: low + span }));

  // A true-or-false game of `count` statements with `right` of them answered right, as the player reports it.
  const trueOrFalseResult = (count: number, right: number) => ({ correct: right === count, points: right * 1000 });

  it('more right statements never give fewer points or stars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(20), fc.nat(20), thresholdsArbitrary, fc.nat(5), (count, a, b, stars, total) => {
        const scoring = slideScoring(trueOrFalseGame('g', count, { stars, challenge_configuration: { nb_stars: total } }));
        const [fewer, more] = [Math.min(a, b, count), Math.min(Math.max(a, b), count)];
        const low = trueOrFalseResult(count, fewer);
        const high = trueOrFalseResult(count, more);
        expect(keptPoints(scoring, low)).toBeLessThanOrEqual(keptPoints(scoring, high));
        expect(resultStars(scoring, low)).toBeLessThanOrEqual(resultStars(scoring, high));
      }),
    );
  });

  it('a right quiz never gives fewer points or stars than a wrong one', () => {
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (total, p1, p2) => {
          const scoring = slideScoring(quizSlide('q', { challenge_configuration: { nb_stars: total } }));
          expect(keptPoints(scoring, { correct: true, points: p1 })).toBeGreaterThan(keptPoints(scoring, { correct: false, points: p2 }));
          expect(resultStars(scoring, { correct: true, points: p1 })).toBeGreaterThanOrEqual(
            resultStars(scoring, { correct: false, points: p2 }),
          );
        },
      ),
    );
  });

  it('a fully wrong slide never earns a star, whatever its thresholds and star count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), thresholdsArbitrary, fc.nat(5), fc.boolean(), (count, stars, total, game) => {
        const data = { stars, challenge_configuration: { nb_stars: total } };
        const scoring = slideScoring(game ? trueOrFalseGame('g', count, data) : quizSlide('q', data));
        expect(resultStars(scoring, { correct: false, points: 0 })).toBe(0);
      }),
    );
  });

  it('a game with every item right earns every star, at any speed the player allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 1000 }), thresholdsArbitrary, fc.nat(5), (points, stars, total) => {
        const scoring = slideScoring(multipleChoiceGame({ stars, challenge_configuration: { nb_stars: total } }));
        expect(resultStars(scoring, { correct: true, points })).toBe(total);
      }),
    );
  });
});
