import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('missing-word').examples[0]!.data as {
  words: { word: string }[];
  answer: { correct: string; incorrect: string };
};
const missing = example.words.map((gap) => gap.word);
const bank = () => within(screen.getByRole('list', { name: 'Words to place' }));

describe('missing-word in play', () => {
  it('reports a correct result once when every gap holds its word', async () => {
    const { user, results, check } = await playQuiz('missing-word');
    for (const word of missing) await user.click(bank().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: true, answers: missing, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result with the word in each gap', async () => {
    const { user, results, check } = await playQuiz('missing-word');
    const swapped = [missing[1]!, missing[0]!, ...missing.slice(2)];
    for (const word of swapped) await user.click(bank().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: false, answers: swapped, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
