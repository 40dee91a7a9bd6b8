import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('game-next-in-order').examples[0]!.data as {
  sequence: { alt: string }[];
  imposters: { alt: string }[];
};
const steps = example.sequence.map((step) => step.alt);

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('game-next-in-order', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

const pick = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('game-next-in-order in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('each next step picked: 1000 a round, correct, reported once', async () => {
    const onResult = await play();
    for (const step of steps.slice(1)) await pick(step);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      correct: true,
      answers: [1, 2, 3].map((index) => ({ from: 'sequence', index })),
      points: 3000,
    });
    expect(within(screen.getByRole('status')).getByText('3 of 3 correct')).toBeTruthy();
  });

  it('an imposter picked: the round scores nothing, the right step joins the sequence anyway', async () => {
    const onResult = await play();
    await pick(steps[1]!);
    // The focus stays on the choices for the next pick.
    expect(document.activeElement?.classList.contains('sw-next__choice')).toBe(true);
    await pick(example.imposters[0]!.alt);
    expect(screen.getByText('Not quite', { selector: '.sw-next__verdict' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'The sequence so far' })).getByRole('img', { name: steps[2]! })).toBeTruthy();
    await pick(steps[3]!);
    expect(onResult).toHaveBeenCalledWith({
      correct: false,
      answers: [
        { from: 'sequence', index: 1 },
        { from: 'imposters', index: 0 },
        { from: 'sequence', index: 3 },
      ],
      points: 2000,
    });
  });

  it('ends when the time runs out', async () => {
    fakeGameClock();
    const onResult = await play();
    await pick(steps[1]!);
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [{ from: 'sequence', index: 1 }], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
