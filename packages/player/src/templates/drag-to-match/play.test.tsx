import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto, touchDragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('drag-to-match').examples[0]!.data as {
  items: { item: string; target: string }[];
  answer: { correct: string; incorrect: string };
};

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

describe('drag-to-match dragging', () => {
  const zone = (target: string) => screen.getByRole('button', { name: new RegExp(`(^Target | on )${target}$`) }).closest('li')!;

  it('places every item dragged onto its target', async () => {
    const { results, check } = await playQuiz('drag-to-match');
    for (const match of example.items) await dragOnto(screen.getByRole('button', { name: match.item }), zone(match.target));
    await check();
    expect(results).toEqual([{ correct: true, answers: example.items.map(({ item, target }) => ({ target, item })), points: 1000 }]);
  });

  it('a quick finger drag moves an item at once, its finger kept from scrolling the page', async () => {
    const { results, check } = await playQuiz('drag-to-match');
    const items = example.items.map((match) => screen.getByRole('button', { name: match.item }));
    // A finger on an item drags it, so the browser must not take the gesture for a scroll.
    for (const item of items) expect((item as HTMLElement).style.touchAction).toBe('none');
    for (const match of example.items) await touchDragOnto(screen.getByRole('button', { name: match.item }), zone(match.target));
    await check();
    expect(results).toEqual([{ correct: true, answers: example.items.map(({ item, target }) => ({ target, item })), points: 1000 }]);
  });

  it('an item dragged onto a taken target sends the one there back to the items', async () => {
    await playQuiz('drag-to-match');
    const [first, second] = example.items as [(typeof example.items)[0], (typeof example.items)[0]];
    await dragOnto(screen.getByRole('button', { name: first.item }), zone(second.target));
    expect(screen.getByRole('button', { name: `${first.item} on ${second.target}` })).toBeTruthy();
    await dragOnto(screen.getByRole('button', { name: second.item }), zone(second.target));
    expect(screen.getByRole('button', { name: `${second.item} on ${second.target}` })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Items to drag' })).getByRole('button', { name: first.item })).toBeTruthy();
  });
});

describe('drag-to-match by keyboard', () => {
  it('hands the focus from a picked item to the first target, and on to the next item', async () => {
    const { user } = await playQuiz('drag-to-match');
    const pool = within(screen.getByRole('list', { name: 'Items to drag' }));
    const first = example.items[0]!;
    pool.getByRole('button', { name: first.item }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Target ${example.items[0]!.target}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `${first.item} on ${first.target}` })).toBeTruthy();
    expect(document.activeElement).toBe(pool.getAllByRole('button').find((button) => !(button as HTMLButtonElement).disabled));
  });
});
