import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('left-or-right').examples[0]!.data as {
  leftLabel: string;
  rightLabel: string;
  statements: { text: string; side: 'Left' | 'Right' }[];
};
const rightSides = example.statements.map((statement) => statement.side);

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('left-or-right', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

const sendTo = (side: 'Left' | 'Right') =>
  userEvent.click(screen.getByRole('button', { name: `Send to ${side === 'Left' ? example.leftLabel : example.rightLabel}` }));

describe('left-or-right in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every card sent to its side: 1000 points each, correct, reported once', async () => {
    const onResult = await play();
    for (const side of rightSides) await sendTo(side);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: rightSides, points: 6000 });
    expect(within(screen.getByRole('status')).getByText('6 of 6 correct')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Send to ${example.leftLabel}` })).toBeNull();
  });

  it('a card swiped and one sent by arrow key to the wrong side: not correct, marked in the pile', async () => {
    const onResult = await play();
    const card = () => screen.getByText(example.statements[0]!.text).closest('article')!;
    // The first card belongs on the left: a swipe right is wrong.
    fireEvent.pointerDown(card(), { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card(), { clientX: 300, pointerId: 1 });
    // The second belongs on the right: the right arrow is right.
    fireEvent.keyDown(screen.getByText(example.statements[1]!.text).closest('article')!, { key: 'ArrowRight' });
    for (const side of rightSides.slice(2)) await sendTo(side);
    const answers = ['Right', ...rightSides.slice(1)];
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers, points: 5000 });
    const wrong = within(screen.getByRole('region', { name: example.rightLabel })).getByText(example.statements[0]!.text);
    expect(within(wrong).getByText('Not quite')).toBeTruthy();
  });

  it('says at once whether a swiped card landed right, and where a wrong one belonged', async () => {
    await play();
    const [first, second] = example.statements as [(typeof example.statements)[0], (typeof example.statements)[0]];
    const card = screen.getByText(first.text).closest('article')!;
    const wrongSide = first.side === 'Left' ? 'Right' : 'Left';
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: wrongSide === 'Right' ? 300 : 100, pointerId: 1 });
    const rightLabel = (side: 'Left' | 'Right') => (side === 'Left' ? example.leftLabel : example.rightLabel);
    const verdict = screen.getByRole('status');
    expect(verdict.textContent).toBe(`✕Not quite: “${first.text}” belongs in ${rightLabel(first.side)}`);
    expect(verdict.querySelector('.sw-swipe-verdict--wrong')).not.toBeNull();
    await sendTo(second.side);
    expect(screen.getByRole('status').textContent).toBe(`✓Right: ${rightLabel(second.side)}`);
  });

  it('a short tug is not a swipe', async () => {
    const onResult = await play();
    const card = screen.getByText(example.statements[0]!.text).closest('article')!;
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 230, pointerId: 1 });
    expect(screen.getByText('Card 1 of 6')).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('ends when the 20 s run out, with the cards sent so far', async () => {
    fakeGameClock();
    const onResult = await play();
    await sendTo(rightSides[0]!);
    advanceGameClock(19_000);
    expect(onResult).not.toHaveBeenCalled();
    advanceGameClock(1_000);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [rightSides[0]], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
