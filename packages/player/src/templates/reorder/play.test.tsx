import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto, touchDragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('reorder').examples[0]!.data as {
  list: { text: string }[];
  answer: { correct: string; incorrect: string };
};
const steps = example.list.map((item) => item.text);

function shownOrder(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.sw-reorder__text')].map((item) => item.textContent ?? '');
}

describe('reorder in play', () => {
  it('reports a correct result once when the list is moved into order with the move buttons', async () => {
    const { user, results, check, container } = await playQuiz('reorder');
    // Each step in turn is raised to its place, as a learner would do it.
    for (const [place, step] of steps.entries()) {
      while (shownOrder(container).indexOf(step) > place) await user.click(screen.getByRole('button', { name: `Move ${step} up` }));
    }
    expect(shownOrder(container)).toEqual(steps);
    await check();
    expect(results).toEqual([{ correct: true, answers: steps, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result with the order as left', async () => {
    const { results, check, container } = await playQuiz('reorder');
    const shuffled = shownOrder(container);
    expect(shuffled).not.toEqual(steps);
    await check();
    expect(results).toEqual([{ correct: false, answers: shuffled, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});

describe('reorder dragging', () => {
  it('puts a dragged item in the place of the one it is dropped on', async () => {
    const { container, results, check } = await playQuiz('reorder');
    const row = (text: string) =>
      [...container.querySelectorAll('.sw-reorder__item')].find((item) => item.querySelector('.sw-reorder__text')?.textContent === text)!;
    // Each step dragged onto the row at its place, first to last.
    for (const [place, step] of steps.entries()) {
      const here = shownOrder(container)[place]!;
      if (here !== step) await dragOnto(row(step), row(here));
    }
    expect(shownOrder(container)).toEqual(steps);
    await check();
    expect(results).toEqual([{ correct: true, answers: steps, points: 1000 }]);
  });

  it('moves an item under a quick finger drag at once, its finger kept from scrolling the page', async () => {
    const { container, results, check } = await playQuiz('reorder');
    const row = (text: string) =>
      [...container.querySelectorAll<HTMLElement>('.sw-reorder__item')].find(
        (item) => item.querySelector('.sw-reorder__text')?.textContent === text,
      )!;
    for (const step of steps) expect(row(step).style.touchAction).toBe('none');
    for (const [place, step] of steps.entries()) {
      const here = shownOrder(container)[place]!;
      if (here !== step) await touchDragOnto(row(step), row(here));
    }
    expect(shownOrder(container)).toEqual(steps);
    await check();
    expect(results).toEqual([{ correct: true, answers: steps, points: 1000 }]);
  });
});
