import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('categorise').examples[0]!.data as {
  categories: { title: string; items: { text: string }[] }[];
  answer: { correct: string; incorrect: string };
};
const [first, second] = example.categories as [(typeof example.categories)[0], (typeof example.categories)[0]];

async function sortAll(user: Awaited<ReturnType<typeof playQuiz>>['user'], into: (category: number) => string) {
  for (const [index, category] of [first, second].entries()) {
    for (const item of category.items) {
      await user.click(screen.getByRole('button', { name: item.text }));
      await user.click(screen.getByRole('button', { name: `Move to ${into(index)}` }));
    }
  }
}

describe('categorise in play', () => {
  it('reports a correct result once when every item is in its category', async () => {
    const { user, results, check } = await playQuiz('categorise');
    await sortAll(user, (index) => [first, second][index]!.title);
    await check();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ correct: true, points: 1000 });
    const answers = results[0]!.answers as { title: string; items: string[] }[];
    expect(answers.map((category) => [category.title, [...category.items].sort()])).toEqual(
      [first, second].map((category) => [category.title, category.items.map((item) => item.text).sort()]),
    );
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when the items land in the other category', async () => {
    const { user, results, check } = await playQuiz('categorise');
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
    await sortAll(user, (index) => [second, first][index]!.title);
    await check();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ correct: false, points: 0 });
    const answers = results[0]!.answers as { title: string; items: string[] }[];
    expect([...answers[0]!.items].sort()).toEqual(second.items.map((item) => item.text).sort());
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
