import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScoredLesson, lessonScore, lessonScoreParts } from './lesson-score.ts';
import { contentSlide, quizSlide, surveySlide, trueOrFalseGame } from './test-slides.ts';

describe('lesson score', () => {
  it('shares 100 points among quiz and game slides by weighting; content and surveys score nothing', () => {
    const slides = [contentSlide('c'), quizSlide('q1'), quizSlide('q2', { challenge_configuration: { weighting: 3 } }), surveySlide('s')];
    expect(lessonScore(slides, { q1: { correct: true, points: 1000 } }).score).toBe(25);
    expect(lessonScore(slides, { q2: { correct: true, points: 1000 } }).score).toBe(75);
    expect(
      lessonScore(slides, { q1: { correct: true, points: 0 }, q2: { correct: true, points: 0 }, s: { correct: null, points: 0 } }).score,
    ).toBe(100);
    expect(lessonScore(slides, {}).score).toBe(0);
  });

  it('a game earns its share × min(1, points / its maximum)', () => {
    const slides = [trueOrFalseGame('g', 4), quizSlide('q')];
    expect(lessonScore(slides, { g: { correct: false, points: 2000 } }).score).toBe(25);
    expect(lessonScore(slides, { g: { correct: false, points: 99_999 } }).score).toBe(50);
  });

  it('counts the stars each result earns', () => {
    const slides = [quizSlide('q', { challenge_configuration: { nb_stars: 2 } }), trueOrFalseGame('g', 2)];
    const result = lessonScore(slides, { q: { correct: true, points: 1000 }, g: { correct: true, points: 2000 } });
    expect(result.starsBySlide).toEqual({ q: 2, g: 1 });
    expect(result.stars).toBe(3);
    // One statement of two wrong: half the game's points, below the one-star thresholds' 1000 a question.
    expect(lessonScore(slides, { q: { correct: false, points: 0 }, g: { correct: false, points: 1000 } }).starsBySlide).toEqual({});
  });

  it('a slide not answered (a slide that could not be shown) counts nothing, whatever points it carries', () => {
    expect(lessonScore([trueOrFalseGame('g', 2)], { g: { correct: null, points: 2000 } }).score).toBe(0);
  });

  it('a lesson without scored slides is fully earned and does not count in a course', () => {
    expect(lessonScore([contentSlide('c')], {})).toEqual({ score: 100, starsBySlide: {}, stars: 0, scored: false });
    expect(isScoredLesson([contentSlide('c')])).toBe(false);
    expect(isScoredLesson([quizSlide('q')])).toBe(true);
    expect(isScoredLesson([quizSlide('q')], false)).toBe(false);
    expect(isScoredLesson([quizSlide('q', { challenge_configuration: { weighting: 0 } })])).toBe(false);
  });

  it('always lies within 0 and 100, whatever a client claims', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weight: fc.nat(100),
            game: fc.boolean(),
            correct: fc.option(fc.boolean()),
            points: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          }),
          { maxLength: 12 },
        ),
        (parts) => {
          const slides = parts.map((part, index) =>
            part.game
              ? trueOrFalseGame(`s${index}`, 3, { challenge_configuration: { weighting: part.weight } })
              : quizSlide(`s${index}`, { challenge_configuration: { weighting: part.weight } }),
          );
          const results = Object.fromEntries(parts.map((part, index) => [`s${index}`, { correct: part.correct, points: part.points }]));
          const { score } = lessonScore(slides, results);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it("shows each scored slide's part: what it is worth of the 100 and what it added", () => {
    const slides = [contentSlide('c'), quizSlide('q'), trueOrFalseGame('g', 4, { challenge_configuration: { weighting: 3 } })];
    expect(lessonScoreParts(slides, { q: { correct: true, points: 0 }, g: { correct: false, points: 3000 } })).toEqual([
      { slideId: 'q', points: 1000, maxPoints: 1000, stars: 1, totalStars: 1, worth: 25, earned: 25 },
      { slideId: 'g', points: 3000, maxPoints: 4000, stars: 0, totalStars: 1, worth: 75, earned: 56.25 },
    ]);
  });

  it("the parts' worth makes the lesson's 100 and each adds at most its worth", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.nat(10), game: fc.boolean(), right: fc.nat(3), answered: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        (parts) => {
          const slides = parts.map((part, index) =>
            part.game
              ? trueOrFalseGame(`s${index}`, 3, { challenge_configuration: { weighting: part.weight } })
              : quizSlide(`s${index}`, { challenge_configuration: { weighting: part.weight } }),
          );
          const results = Object.fromEntries(
            parts
              .filter((part) => part.answered)
              .map((part) => [`s${parts.indexOf(part)}`, { correct: part.right === 3, points: part.right * 1000 }]),
          );
          const scoreParts = lessonScoreParts(slides, results);
          const worth = scoreParts.reduce((sum, part) => sum + part.worth, 0);
          expect(lessonScore(slides, results).scored ? Math.round(worth) : 0).toBe(lessonScore(slides, results).scored ? 100 : 0);
          for (const part of scoreParts) expect(part.earned).toBeLessThanOrEqual(part.worth + 1e-9);
        },
      ),
    );
  });
});
