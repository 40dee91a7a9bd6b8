import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('strikeout').examples[0]!.data as {
  words: { incorrect: string; replaces: string }[];
  answer: { correct: string; incorrect: string };
};
const [first, second] = example.words as [{ incorrect: string; replaces: string }, { incorrect: string; replaces: string }];

describe('strikeout in play', () => {
  it('reports a correct result once when each mistake is struck and replaced', async () => {
    const { user, results, check } = await playQuiz('strikeout');
    for (const mistake of [first, second]) {
      await user.click(screen.getByRole('button', { name: mistake.incorrect }));
      await user.click(screen.getByRole('button', { name: mistake.replaces }));
    }
    await check();
    expect(results).toEqual([
      {
        correct: true,
        answers: [
          { word: first.incorrect, replacement: first.replaces },
          { word: second.incorrect, replacement: second.replaces },
        ],
        points: 1000,
      },
    ]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when the replacements are swapped', async () => {
    const { user, results, check } = await playQuiz('strikeout');
    await user.click(screen.getByRole('button', { name: first.incorrect }));
    await user.click(screen.getByRole('button', { name: second.replaces }));
    await user.click(screen.getByRole('button', { name: second.incorrect }));
    await user.click(screen.getByRole('button', { name: first.replaces }));
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: [
          { word: first.incorrect, replacement: second.replaces },
          { word: second.incorrect, replacement: first.replaces },
        ],
        points: 0,
      },
    ]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
