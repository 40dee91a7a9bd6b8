// Slides for the learning rules' tests, shaped as the catalogue stores them.
import type { SlideLike } from './slide-scoring.ts';

export const quizSlide = (id: string, data: Record<string, unknown> = {}): SlideLike => ({
  id,
  type: 'reorder',
  data: { list: ['a', 'b'], ...data },
});
export const contentSlide = (id: string): SlideLike => ({ id, type: 'title', data: { title: 'Hello' } });
export const surveySlide = (id: string): SlideLike => ({ id, type: 'multiple-choice-survey', data: {} });
/** A true-or-false game of `count` statements: worth count × 1000 points. */
export const trueOrFalseGame = (id: string, count: number, data: Record<string, unknown> = {}): SlideLike => ({
  id,
  type: 'game-true-or-false',
  data: { statements: Array.from({ length: count }, (_, index) => ({ text: `s${index}`, true: index % 2 === 0 })), ...data },
});
