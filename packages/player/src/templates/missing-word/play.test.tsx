import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto } from '../../test/drag.ts';
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

describe('missing-word dragging', () => {
  it('fills the gap a word is dragged onto, moving it when dragged again', async () => {
    const { results, check } = await playQuiz('missing-word');
    await dragOnto(bank().getByRole('button', { name: missing[0]! }), screen.getByRole('button', { name: 'Gap 2' }));
    expect(screen.getByRole('button', { name: `Gap 2: ${missing[0]}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gap 1' })).toBeTruthy();
    // From gap 2 to gap 1, then the others from the bank.
    await dragOnto(screen.getByRole('button', { name: `Gap 2: ${missing[0]}` }), screen.getByRole('button', { name: 'Gap 1' }));
    expect(screen.getByRole('button', { name: `Gap 1: ${missing[0]}` })).toBeTruthy();
    for (const [index, word] of missing.entries()) {
      if (index > 0) await dragOnto(bank().getByRole('button', { name: word }), screen.getByRole('button', { name: `Gap ${index + 1}` }));
    }
    await check();
    expect(results).toEqual([{ correct: true, answers: missing, points: 1000 }]);
  });

  it('gives a word back when it is dragged from its gap to the bank', async () => {
    await playQuiz('missing-word');
    await dragOnto(bank().getByRole('button', { name: missing[1]! }), screen.getByRole('button', { name: 'Gap 1' }));
    await dragOnto(screen.getByRole('button', { name: `Gap 1: ${missing[1]}` }), screen.getByRole('list', { name: 'Words to place' }));
    expect(screen.getByRole('button', { name: 'Gap 1' })).toBeTruthy();
    expect(bank().getByRole('button', { name: missing[1]! })).toBeTruthy();
  });
});
