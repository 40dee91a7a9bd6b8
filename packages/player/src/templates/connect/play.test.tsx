import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterDrag, dragOnto, touchDragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('connect').examples[0]!.data as {
  pairs: { left: string; right: string }[];
  answer: { correct: string; incorrect: string };
};

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
      {
        correct: false,
        answers: example.pairs.map(({ left }, index) => ({ left, right: example.pairs[(index + 1) % count]!.right })),
        points: 0,
      },
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

  it('connects a left item dragged by a quick finger at once, its finger kept from scrolling the page', async () => {
    const { results, check } = await playQuiz('connect');
    for (const pair of example.pairs) expect(screen.getByRole('button', { name: pair.left }).style.touchAction).toBe('none');
    for (const pair of example.pairs) {
      const right = screen.getAllByRole('button').find((button) => button.textContent === pair.right)!;
      await touchDragOnto(screen.getByRole('button', { name: pair.left }), right.closest('li')!);
    }
    await check();
    expect(results).toEqual([{ correct: true, answers: example.pairs.map(({ left, right }) => ({ left, right })), points: 1000 }]);
  });

  it('draws a line from the dragged item to the pointer while it moves, the item staying put', async () => {
    const { container } = await playQuiz('connect');
    const svg = container.querySelector('.sw-connect__lines')!;
    Object.defineProperty(svg, 'getBoundingClientRect', {
      configurable: true,
      value: () => ({ left: 100, top: 0, width: 100, height: 400, right: 200, bottom: 400, x: 100, y: 0 }),
    });
    const left = screen.getByRole('button', { name: example.pairs[1]!.left });
    const mouse = { pointerType: 'mouse', pointerId: 1, isPrimary: true };
    fireEvent.pointerDown(left, { ...mouse, button: 0, clientX: 50, clientY: 150 });
    fireEvent.pointerMove(document, { ...mouse, clientX: 60, clientY: 150 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.pointerMove(document, { ...mouse, clientX: 150, clientY: 300 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    const line = container.querySelector('.sw-connect__line--dragging')!;
    // Four rows of 100 drawing units in 400 px: the pointer at (150, 300) is at (50, 300); the line starts at row 2's middle.
    expect([line.getAttribute('x1'), line.getAttribute('y1'), line.getAttribute('x2'), line.getAttribute('y2')]).toEqual([
      '0',
      '150',
      '50',
      '300',
    ]);
    expect((left as HTMLElement).style.transform).toBe('');
    fireEvent.pointerUp(document, { ...mouse, clientX: 150, clientY: 300 });
    await afterDrag();
    expect(container.querySelector('.sw-connect__line--dragging')).toBeNull();
  });
});

describe('connect by keyboard', () => {
  it('hands the focus from a left item to the right column, and on to the next left item', async () => {
    const { user } = await playQuiz('connect');
    const [first, second] = example.pairs as [(typeof example.pairs)[0], (typeof example.pairs)[0]];
    screen.getByRole('button', { name: first.left }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.closest('ul')?.getAttribute('aria-label')).toBe('Right items');
    screen.getByRole('button', { name: `to ${first.right}` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(`${first.left} connects to ${first.right}`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: second.left }));
  });
});
