import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate } from '../../test/render-example.tsx';
import { playQuiz } from '../../test/play-quiz.tsx';

const example = catalogueTemplate('construct').examples[0]!.data as {
  words: { text: string }[];
  answer: { correct: string; incorrect: string };
};
const words = example.words.map((word) => word.text);

function pool() {
  return within(screen.getByRole('list', { name: 'Words to use' }));
}

describe('construct in play', () => {
  it('reports a correct result once when the words are built in order', async () => {
    const { user, results, check } = await playQuiz('construct');
    for (const word of words) await user.click(pool().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: true, answers: words, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('reports an incorrect result with the order the learner built', async () => {
    const { user, results, check } = await playQuiz('construct');
    const reversed = [...words].reverse();
    for (const word of reversed) await user.click(pool().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: false, answers: reversed, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });

  it('lets a placed word go back before checking, by keyboard', async () => {
    const { user, results } = await playQuiz('construct');
    await user.click(pool().getByRole('button', { name: words[1]! }));
    screen.getByRole('button', { name: `Remove ${words[1]}` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: `Remove ${words[1]}` })).toBeNull();
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
    expect(results).toEqual([]);
  });
});
