import { describe, expect, it } from 'vitest';
import { inconsistentResult } from './result-consistency.ts';
import { slideScoring } from './slide-scoring.ts';
import { contentSlide, quizSlide, trueOrFalseGame } from './test-slides.ts';

describe('a game result whose verdict and points disagree', () => {
  const game = slideScoring(trueOrFalseGame('g', 4));

  it('is accepted when they agree', () => {
    expect(inconsistentResult(game, { correct: true, points: 4000 })).toBeNull();
    expect(inconsistentResult(game, { correct: true, points: 2000 })).toBeNull();
    expect(inconsistentResult(game, { correct: false, points: 3000 })).toBeNull();
    expect(inconsistentResult(game, { correct: false, points: 0 })).toBeNull();
    expect(inconsistentResult(game, { correct: null, points: 0 })).toBeNull();
  });

  it('is named when every item is claimed right with less than half the points', () => {
    expect(inconsistentResult(game, { correct: true, points: 1999 })).toMatch(/at least 2000/);
  });

  it('is named when an item is wrong and all the points are claimed', () => {
    expect(inconsistentResult(game, { correct: false, points: 4000 })).toMatch(/fewer than 4000/);
  });

  it('never concerns quizzes or content, whose points come from their verdict', () => {
    expect(inconsistentResult(slideScoring(quizSlide('q')), { correct: true, points: 0 })).toBeNull();
    expect(inconsistentResult(slideScoring(contentSlide('c')), { correct: false, points: 5 })).toBeNull();
  });
});
