import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersDisagree, checkedAnswers } from './answer-check.ts';
import { trueOrFalseGame } from './test-slides.ts';

const multipleChoiceGame = {
  id: 'mc',
  type: 'multiple-choice-game',
  data: {
    answers: [
      { content: 'a', correct: false },
      { content: 'b', correct: true },
      { content: 'c', correct: true },
    ],
  },
};
const leftOrRight = {
  id: 'lr',
  type: 'left-or-right',
  data: { statements: [{ text: 'a', side: 'Left' }, { text: 'b', side: 'Right' }, { text: 'c' }] },
};

describe('what the answers give', () => {
  // trueOrFalseGame: statement i is true when i is even.
  it('true or false: 1000 a statement judged right, correct only when all are', () => {
    const game = trueOrFalseGame('g', 2);
    expect(checkedAnswers(game, [true, false])).toEqual({ correct: true, minimumPoints: 2000, maximumPoints: 2000 });
    expect(checkedAnswers(game, [true, true])).toEqual({ correct: false, minimumPoints: 1000, maximumPoints: 1000 });
    expect(checkedAnswers(game, [])).toEqual({ correct: false, minimumPoints: 0, maximumPoints: 0 });
    expect(checkedAnswers(game, 'nonsense')).toEqual({ correct: false, minimumPoints: 0, maximumPoints: 0 });
  });

  it('left or right: each card on its side (a card with no side goes left)', () => {
    expect(checkedAnswers(leftOrRight, ['Left', 'Right', 'Left'])?.correct).toBe(true);
    expect(checkedAnswers(leftOrRight, ['Left', 'Left', 'Left'])).toEqual({ correct: false, minimumPoints: 2000, maximumPoints: 2000 });
  });

  it('multiple-choice game: exactly the right answers, half to all the points', () => {
    expect(checkedAnswers(multipleChoiceGame, [2, 1])).toEqual({ correct: true, minimumPoints: 500, maximumPoints: 1000 });
    expect(checkedAnswers(multipleChoiceGame, [1])).toEqual({ correct: false, minimumPoints: 0, maximumPoints: 0 });
    expect(checkedAnswers(multipleChoiceGame, [0, 1, 2])?.correct).toBe(false);
  });

  it('reads no other template', () => {
    expect(checkedAnswers({ id: 'q', type: 'reorder', data: {} }, [])).toBeNull();
  });

  it('names a claim the answers contradict, and accepts one they give', () => {
    const game = trueOrFalseGame('g', 2);
    expect(answersDisagree(game, { correct: true, points: 2000, answers: [true, true] })).toBe('These answers are not all right.');
    expect(answersDisagree(game, { correct: false, points: 2000, answers: [true, true] })).toBe('These answers score 1000 points.');
    expect(answersDisagree(game, { correct: false, points: 1000, answers: [true, true] })).toBeNull();
    expect(answersDisagree(multipleChoiceGame, { correct: true, points: 400, answers: [1, 2] })).toMatch(/between 500 and 1000/);
    expect(answersDisagree(game, { correct: null, points: 0, answers: null })).toBeNull();
  });

  it('more statements judged right never give fewer points (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), fc.nat(19), (verdicts, flip) => {
        const game = trueOrFalseGame('g', verdicts.length);
        const expected = verdicts.map((_, index) => index % 2 === 0);
        const index = flip % verdicts.length;
        const better = verdicts.map((verdict, at) => (at === index ? expected[at]! : verdict));
        expect(checkedAnswers(game, better)!.minimumPoints).toBeGreaterThanOrEqual(checkedAnswers(game, verdicts)!.minimumPoints);
      }),
    );
  });
});
