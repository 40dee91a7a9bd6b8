// What a game's answers give, for the games whose answers settle it (issue 11: the server recomputes
// what it can rather than trust the player's verdict). The player reports answers in the shapes written
// in docs/scoring.md; the defaults here are the player's (a statement is true, a card goes left, unless
// the data says otherwise).
import { POINTS_PER_QUESTION } from '../constants.ts';
import { isPackageSlideType, packageResultDisagrees } from '../packages/package-result.ts';
import type { SlideLike } from './slide-scoring.ts';

export interface CheckedAnswers {
  correct: boolean;
  /** The points the answers can keep: exact for item-by-item games, a range where speed counts. */
  minimumPoints: number;
  maximumPoints: number;
}

/** The least share of its points a right multiple-choice game answer keeps, however late (the player's speed floor). */
export const SLOWEST_RIGHT_ANSWER_SHARE = 0.5;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Item by item: `right` of `count` items, 1000 each. */
function itemByItem(right: number, count: number): CheckedAnswers {
  const points = right * POINTS_PER_QUESTION;
  return { correct: count > 0 && right === count, minimumPoints: points, maximumPoints: points };
}

/** Answers given in item order against what each item expects; missing or extra answers are not right. */
function countRight(expected: readonly unknown[], answers: unknown): number {
  const given = list(answers);
  return expected.filter((value, index) => index < given.length && given[index] === value).length;
}

/**
 * The result the answers give, or null for a slide whose answers this does not read (the other games and
 * the quizzes, whose verdict the player sends). True or false: the verdict per statement in order;
 * left or right: the side per card in order; multiple-choice game: the chosen answers' places.
 */
export function checkedAnswers(slide: SlideLike, answers: unknown): CheckedAnswers | null {
  switch (slide.type) {
    case 'game-true-or-false': {
      const expected = list(slide.data.statements).map((statement) => record(statement).true !== false);
      return itemByItem(countRight(expected, answers), expected.length);
    }
    case 'left-or-right': {
      const expected = list(slide.data.statements).map((statement) => (record(statement).side === 'Right' ? 'Right' : 'Left'));
      return itemByItem(countRight(expected, answers), expected.length);
    }
    case 'multiple-choice-game': {
      const right = list(slide.data.answers).flatMap((answer, index) => (record(answer).correct === true ? [index] : []));
      const chosen = new Set(list(answers));
      const correct = right.length > 0 && chosen.size === right.length && right.every((index) => chosen.has(index));
      return correct
        ? { correct, minimumPoints: POINTS_PER_QUESTION * SLOWEST_RIGHT_ANSWER_SHARE, maximumPoints: POINTS_PER_QUESTION }
        : { correct, minimumPoints: 0, maximumPoints: 0 };
    }
    default:
      return null;
  }
}

/** Why a claimed result is not what its answers give, or null when it is (or when the answers are not read). */
export function answersDisagree(slide: SlideLike, result: { correct: boolean | null; points: number; answers: unknown }): string | null {
  if (isPackageSlideType(slide.type)) return packageResultDisagrees(result);
  if (result.correct === null) return null;
  const checked = checkedAnswers(slide, result.answers);
  if (!checked) return null;
  if (checked.correct !== result.correct) return `These answers are ${checked.correct ? '' : 'not '}all right.`;
  if (result.points < checked.minimumPoints || result.points > checked.maximumPoints)
    return checked.minimumPoints === checked.maximumPoints
      ? `These answers score ${checked.minimumPoints} points.`
      : `These answers score between ${checked.minimumPoints} and ${checked.maximumPoints} points.`;
  return null;
}
