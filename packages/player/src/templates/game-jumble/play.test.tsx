import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('game-jumble').examples[0]!.data as { words: { alt: string; word: string }[] };
const words = example.words.map((word) => word.word);

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('game-jumble', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

/** Taps the letters of `word` (the first free tile of each letter). */
async function tap(word: string) {
  for (const letter of word) {
    const tile = screen
      .getAllByRole('button', { name: `Letter ${letter}` })
      .find((button) => button.getAttribute('aria-disabled') !== 'true')!;
    await userEvent.click(tile);
  }
}

describe('game-jumble in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every word spelled: 1000 points each, all 5 stars, correct', async () => {
    const onResult = await play();
    for (const [index, word] of words.entries()) {
      await tap(word);
      if (index + 1 === words.length) break;
      expect(within(screen.getByRole('status')).getByText('Right')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: words, points: 4000 });
    const result = screen.getAllByRole('status').find((element) => element.classList.contains('sw-game-result'))!;
    expect(within(result).getByText('4,000 points')).toBeTruthy();
    expect(within(result).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
  });

  it('typed on the keyboard, a letter taken back, one word misspelled: not correct', async () => {
    const onResult = await play();
    // Start handed the focus to a control of the board; typing works wherever the focus is: a letter
    // not on offer is ignored, Backspace takes letters back.
    expect(document.activeElement?.closest('.sw-game__board')).not.toBeNull();
    await userEvent.keyboard('GLX');
    await userEvent.keyboard('OV{Backspace}{Backspace}OVES');
    expect(within(screen.getByRole('status')).getByText('Right')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('button')[0]).toBe(document.activeElement);
    await tap('GGOGLES');
    expect(screen.getByText(`The word was ${words[1]}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await tap(words[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await tap(words[3]!);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [words[0], 'GGOGLES', words[2], words[3]], points: 3000 });
    expect(screen.getByText('Your answer: GGOGLES')).toBeTruthy();
  });

  it('ends when the time runs out, with the words spelled so far', async () => {
    fakeGameClock();
    const onResult = await play();
    await tap(words[0]!);
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [words[0]], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
