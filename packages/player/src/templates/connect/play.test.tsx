import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('connect').examples[0]!.data as { pairs: { left: string; right: string }[]; answer: { correct: string; incorrect: string } };

async function connectAll(user: Awaited<ReturnType<typeof playQuiz>>['user'], partner: (index: number) => string) {
  for (const [index, pair] of example.pairs.entries()) {
    await user.click(screen.getByRole('button', { name: pair.left }));
    await user.click(screen.getByRole('button', { name: `to ${partner(index)}` }));
  }
}

describe('connect in play', () => {
  it('reports a correct result once when every pair is connected', async () => {
    const { user, results, check } = await playQuiz('connect');
    await connectAll(user, (index) => example.pairs[index]!.right);
    await check();
    expect(results).toEqual([{ correct: true, answers: example.pairs.map(({ left, right }) => ({ left, right })), points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when the lines are crossed', async () => {
    const { user, results, check } = await playQuiz('connect');
    const count = example.pairs.length;
    // Each left item to the next one's partner.
    await connectAll(user, (index) => example.pairs[(index + 1) % count]!.right);
    await check();
    expect(results).toEqual([
      { correct: false, answers: example.pairs.map(({ left }, index) => ({ left, right: example.pairs[(index + 1) % count]!.right })), points: 0 },
    ]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});

describe('connect dragging', () => {
  it('connects a left item dragged onto a right item', async () => {
    const { results, check } = await playQuiz('connect');
    for (const pair of example.pairs) {
      const right = screen.getAllByRole('button').find((button) => button.textContent === pair.right)!;
      await dragOnto(screen.getByRole('button', { name: pair.left }), right.closest('li')!);
    }
    expect(screen.getByText(`${example.pairs[0]!.left} connects to ${example.pairs[0]!.right}`)).toBeTruthy();
    await check();
    expect(results).toEqual([{ correct: true, answers: example.pairs.map(({ left, right }) => ({ left, right })), points: 1000 }]);
  });
});
