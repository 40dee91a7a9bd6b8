import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('image-word-match').examples[0]!.data as { rounds: { alt: string; word: string }[] };
const words = example.rounds.map((round) => round.word);

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('image-word-match', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

async function pickAll(choices: readonly string[]) {
  for (const [index, word] of choices.entries()) {
    await userEvent.click(within(screen.getByRole('list', { name: example.rounds[index]!.alt })).getByRole('button', { name: word }));
    if (index + 1 < choices.length) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('image-word-match in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every round right: 500 points each, all stars, correct', async () => {
    const onResult = await play();
    await pickAll(words);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: words, points: 2000 });
    const result = screen.getByRole('status');
    expect(within(result).getByText('2,000 points')).toBeTruthy();
    expect(within(result).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
  });

  it('a wrong word in round 2: marked, that round scores nothing, not correct', async () => {
    const onResult = await play();
    await userEvent.click(screen.getByRole('button', { name: words[0]! }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Round 2 of 4')).toBeTruthy();
    // The next round's first word has the focus, so the keyboard goes on from there.
    expect(within(screen.getByRole('list', { name: example.rounds[1]!.alt })).getAllByRole('button')[0]).toBe(document.activeElement);
    await userEvent.click(screen.getByRole('button', { name: words[2]! }));
    expect(screen.getByRole('button', { name: `${words[2]} (not correct)` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pickAll([]);
    await userEvent.click(screen.getByRole('button', { name: words[2]! }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: words[3]! }));
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [words[0], words[2], words[2], words[3]], points: 1500 });
    expect(screen.getByText(`Your answer: ${words[2]}`)).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('3 of 4 correct')).toBeTruthy();
  });

  it('ends when the time runs out', async () => {
    fakeGameClock();
    const onResult = await play();
    await userEvent.click(screen.getByRole('button', { name: words[0]! }));
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [words[0]], points: 500 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
