import { describe, expect, it } from 'vitest';
import { findSlideTemplate } from '../templates/catalogue.ts';
import { gameMaxPoints, slideScoring, slideStarCount } from './slide-scoring.ts';
import { contentSlide, quizSlide, surveySlide, trueOrFalseGame } from './test-slides.ts';

describe('what a slide is worth', () => {
  it('content and survey slides score nothing; quizzes and games do, with weighting 1 by default', () => {
    expect(slideScoring(contentSlide('c')).kind).toBe('unscored');
    expect(slideScoring(surveySlide('s')).kind).toBe('unscored');
    expect(slideScoring({ id: 'x', type: 'no-such-template', data: {} }).kind).toBe('unscored');
    expect(slideScoring(quizSlide('q'))).toEqual({
      kind: 'quiz',
      weighting: 1,
      stars: 1,
      maxPoints: 1000,
      thresholds: { minimumPoints: 1000, maximumPoints: 1000 },
    });
    expect(slideScoring(trueOrFalseGame('g', 3))).toMatchObject({ kind: 'game', maxPoints: 3000 });
  });

  it('reads weighting, nb_stars and star thresholds from the slide data', () => {
    const game = trueOrFalseGame('g', 2, {
      challenge_configuration: { weighting: 3, nb_stars: 4 },
      stars: { minimumPoints: 500, maximumPoints: 2000 },
    });
    expect(slideScoring(game)).toEqual({
      kind: 'game',
      weighting: 3,
      stars: 4,
      maxPoints: 2000,
      thresholds: { minimumPoints: 500, maximumPoints: 2000 },
    });
  });

  it('jumble and image-word match give 5 stars by default', () => {
    expect(slideStarCount('game-jumble', {})).toBe(5);
    expect(slideStarCount('image-word-match', {})).toBe(5);
    expect(slideStarCount('image-word-match', { challenge_configuration: { nb_stars: 2 } })).toBe(2);
    expect(slideStarCount('reorder', {})).toBe(1);
  });

  it('game maxima follow each template: image-word match 500 a round, jeopardy rising rows, next-in-order rounds after the first', () => {
    expect(gameMaxPoints('image-word-match', { rounds: [{}, {}, {}] })).toBe(1500);
    expect(gameMaxPoints('image-word-match', { rounds: [{}, {}], pointsPerQuestion: 100 })).toBe(200);
    const category = { questions: [{}, {}, {}, {}, {}] };
    // 3 categories × (200 + 400 + 600 + 800 + 1000).
    expect(gameMaxPoints('jeopardy', { categories: [category, category, category] })).toBe(9000);
    expect(gameMaxPoints('game-next-in-order', { sequence: [{}, {}, {}, {}] })).toBe(3000);
    expect(gameMaxPoints('game-memory', { tiles: [{}, {}] })).toBe(2000);
    expect(gameMaxPoints('multiple-choice-game', {})).toBe(1000);
  });

  it("each catalogue game's own example is worth at least one item", () => {
    for (const type of [
      'game-true-or-false',
      'game-jumble',
      'game-memory',
      'game-next-in-order',
      'elevator-game',
      'find-a-word',
      'image-word-match',
      'jeopardy',
      'left-or-right',
      'multiple-choice-game',
    ]) {
      const template = findSlideTemplate(type);
      expect(template?.play, type).toBe('game');
      expect(gameMaxPoints(type, template!.examples[0]!.data), type).toBeGreaterThan(0);
    }
  });
});
