import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('drag-to-match').examples[0]!.data as { items: { item: string; target: string }[]; answer: { correct: string; incorrect: string } };

async function placeAll(user: Awaited<ReturnType<typeof playQuiz>>['user'], targetOf: (index: number) => string) {
  for (const [index, match] of example.items.entries()) {
    await user.click(screen.getByRole('button', { name: match.item }));
    await user.click(screen.getByRole('button', { name: `Target ${targetOf(index)}` }));
  }
}

describe('drag-to-match in play', () => {
  it('reports a correct result once when every item is on its target', async () => {
    const { user, results, check } = await playQuiz('drag-to-match');
    await placeAll(user, (index) => example.items[index]!.target);
    await check();
    expect(results).toEqual([{ correct: true, answers: example.items.map(({ item, target }) => ({ target, item })), points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result with the item on each target', async () => {
    const { user, results, check } = await playQuiz('drag-to-match');
    const count = example.items.length;
    await placeAll(user, (index) => example.items[(index + 1) % count]!.target);
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: example.items.map(({ target }, index) => ({ target, item: example.items[(index - 1 + count) % count]!.item })),
        points: 0,
      },
    ]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
