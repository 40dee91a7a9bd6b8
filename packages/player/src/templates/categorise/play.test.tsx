import { fireEvent, screen, within } from '@testing-library/react';
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

describe('categorise swiping', () => {
  const swipe = (element: Element, dx: number, dy = 0) => {
    fireEvent.touchStart(element, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(element, { touches: [], changedTouches: [{ clientX: 100 + dx, clientY: 100 + dy }] });
  };

  it('sends an item swiped left to the first category and right to the second; a steep move does nothing', async () => {
    const { results, check } = await playQuiz('categorise');
    const item = first.items[0]!.text;
    swipe(screen.getByRole('button', { name: item }), 80, 60);
    expect(within(screen.getByRole('list', { name: 'Items to sort' })).getByRole('button', { name: item })).toBeTruthy();
    swipe(screen.getByRole('button', { name: item }), 80);
    expect(within(screen.getByRole('region', { name: second.title })).getByRole('button', { name: item })).toBeTruthy();
    swipe(screen.getByRole('button', { name: item }), -80);
    expect(within(screen.getByRole('region', { name: first.title })).getByRole('button', { name: item })).toBeTruthy();
    for (const other of first.items.slice(1)) swipe(screen.getByRole('button', { name: other.text }), -80);
    for (const other of second.items) swipe(screen.getByRole('button', { name: other.text }), 80);
    await check();
    expect(results).toMatchObject([{ correct: true, points: 1000 }]);
  });
});
