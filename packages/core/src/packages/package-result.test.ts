import { describe, expect, it } from 'vitest';
import { lessonScore, isScoredLesson } from '../learning/lesson-score.ts';
import { slideOutcome } from '../learning/slide-outcome.ts';
import { answersDisagree } from '../learning/answer-check.ts';
import { skippedSlideAnswers } from '../learning/slide-skip.ts';
import { quizSlide } from '../learning/test-slides.ts';
import { packagePoints, packageResult, packageResultDisagrees } from './package-result.ts';

const scormSlide = { id: 'package', type: 'scorm', data: { package: '/packages/a/b/index.html' } };
const quiz = quizSlide('quiz');

describe('a package’s points', () => {
  it('are its reported score on one question’s scale, or all or nothing by its status without a score', () => {
    expect(packagePoints({ status: 'failed', score: 35 })).toBe(350);
    expect(packagePoints({ status: 'passed', score: 87.44 })).toBe(874);
    expect(packagePoints({ status: 'completed', score: null })).toBe(1000);
    expect(packagePoints({ status: 'passed', score: null })).toBe(1000);
    expect(packagePoints({ status: 'failed', score: null })).toBe(0);
  });
});

describe('a package slide’s result', () => {
  it('is made only once the package reports a final status, with its verdict and points', () => {
    expect(packageResult({ status: 'incomplete', score: 50 })).toBeNull();
    expect(packageResult({ status: 'passed', score: 90 })).toEqual({
      correct: true,
      answers: { status: 'passed', score: 90 },
      points: 900,
    });
    expect(packageResult({ status: 'completed', score: null })).toEqual({ correct: null, answers: { status: 'completed' }, points: 1000 });
  });

  it('is refused when its verdict or points are not what its status and score give', () => {
    expect(packageResultDisagrees({ correct: true, points: 900, answers: { status: 'passed', score: 90 } })).toBeNull();
    expect(packageResultDisagrees({ correct: true, points: 1000, answers: { status: 'passed', score: 90 } })).toBe(
      "This package's outcome scores 900 points.",
    );
    expect(packageResultDisagrees({ correct: true, points: 0, answers: { status: 'failed', score: 0 } })).toBe(
      'A package that reported failed is not right.',
    );
    expect(packageResultDisagrees({ correct: true, points: 1000, answers: { status: 'passed', score: 140 } })).toBe(
      'A package score is a number from 0 to 100.',
    );
    expect(packageResultDisagrees({ correct: null, points: 1000, answers: {} })).toMatch(/final status/);
  });

  it('accepts a skip with no verdict and no points, and nothing more', () => {
    const skipped = skippedSlideAnswers('package-unavailable');
    expect(answersDisagree(scormSlide, { correct: null, points: 0, answers: skipped })).toBeNull();
    expect(answersDisagree(scormSlide, { correct: null, points: 1000, answers: skipped })).toBe(
      'A skipped package has no verdict and no points.',
    );
  });

  it('accepts a package left before it reported (viewed: nothing claimed), and no claim without a status', () => {
    expect(answersDisagree(scormSlide, { correct: null, points: 0, answers: null })).toBeNull();
    expect(answersDisagree(scormSlide, { correct: null, points: 1000, answers: null })).toMatch(/final status/);
    expect(answersDisagree(scormSlide, { correct: true, points: 0, answers: null })).toMatch(/final status/);
  });
});

describe('a package in the lesson’s score', () => {
  it('makes the lesson scored, and counts its score by its weighting beside the quizzes', () => {
    expect(isScoredLesson([scormSlide])).toBe(true);
    const failedAt40 = packageResult({ status: 'failed', score: 40 })!;
    expect(lessonScore([scormSlide], { package: failedAt40 })).toMatchObject({ score: 40, scored: true, stars: 0 });
    // Half the lesson: the package's 40 % of 50, plus a right quiz's 50.
    expect(lessonScore([scormSlide, quiz], { package: failedAt40, quiz: { correct: true, points: 1000 } }).score).toBe(70);
    const weighted = { ...scormSlide, data: { ...scormSlide.data, challenge_configuration: { weighting: 3 } } };
    expect(lessonScore([weighted, quiz], { package: failedAt40, quiz: { correct: true, points: 1000 } }).score).toBe(55);
  });

  it('keeps a completed package’s score though it has no verdict, and nothing of a skip', () => {
    const completed = packageResult({ status: 'completed', score: 75 })!;
    expect(slideOutcome(scormSlide, completed)).toEqual({ correct: null, points: 750, maxPoints: 1000, stars: 0, totalStars: 0 });
    expect(lessonScore([scormSlide], { package: { correct: null, points: 0 } }).score).toBe(0);
    expect(lessonScore([scormSlide], {}).score).toBe(0);
  });
});
