import { resultStars, slideScoring } from '@slidewise/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerOutcome, speedPoints } from './speed-points.ts';

describe('speedPoints', () => {
  it('gives all 1000 points during the first quarter of the time', () => {
    expect(speedPoints(20_000, 20_000, true)).toBe(1000);
    expect(speedPoints(15_000, 20_000, true)).toBe(1000);
  });

  it('then falls evenly to half when the time runs out', () => {
    expect(speedPoints(7_500, 20_000, true)).toBe(750);
    expect(speedPoints(0, 20_000, true)).toBe(500);
  });

  it('gives the full points when the game is untimed', () => {
    expect(speedPoints(0, 20_000, false)).toBe(1000);
    expect(speedPoints(0, -1, true)).toBe(1000);
  });
});

describe('the clock and the answer (properties)', () => {
  const timing = fc.tuple(fc.integer({ min: -1, max: 120_000 }), fc.integer({ min: -5_000, max: 130_000 }), fc.boolean());
  const game = slideScoring({ id: 'mc', type: 'multiple-choice-game', data: { challenge_configuration: { nb_stars: 3 } } });

  it('the clock never changes whether an answer is right, nor costs a right answer its stars', () => {
    fc.assert(
      fc.property(fc.boolean(), timing, (correct, [limitMs, remainingMs, timed]) => {
        const outcome = answerOutcome(correct, remainingMs, limitMs, timed);
        expect(outcome.correct).toBe(correct);
        expect(resultStars(game, outcome)).toBe(correct ? 3 : 0);
      }),
    );
  });

  it('a right answer keeps between half and all its points, more the sooner it comes; a wrong one none', () => {
    fc.assert(
      fc.property(timing, fc.integer({ min: 0, max: 130_000 }), ([limitMs, remainingMs, timed], later) => {
        const right = answerOutcome(true, remainingMs, limitMs, timed).points;
        expect(right).toBeGreaterThanOrEqual(500);
        expect(right).toBeLessThanOrEqual(1000);
        expect(answerOutcome(true, remainingMs - later, limitMs, timed).points).toBeLessThanOrEqual(right);
        expect(answerOutcome(false, remainingMs, limitMs, timed).points).toBe(0);
      }),
    );
  });
});
