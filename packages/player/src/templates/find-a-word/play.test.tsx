import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';
import { buildWordGrid, type Cell } from './word-grid.ts';

const example = catalogueTemplate('find-a-word').examples[0]!.data as { words: { word: string }[] };
const words = example.words.map((entry) => entry.word);
const grid = buildWordGrid(words);

function cell([row, column]: Cell): HTMLElement {
  return document.querySelectorAll<HTMLElement>('[role="gridcell"]')[row * grid.size + column]!;
}

const ends = (index: number) => {
  const cells = grid.placements[index]!.cells;
  return [cells[0]!, cells[cells.length - 1]!] as const;
};

/** Taps the first and the last letter of a word. */
async function tapWord(index: number) {
  const [first, last] = ends(index);
  await userEvent.click(cell(first));
  await userEvent.click(cell(last));
}

/** Drags from the last letter of a word across it to the first (words read backwards count too). */
function dragWord(index: number) {
  const cells = [...grid.placements[index]!.cells].reverse();
  fireEvent.pointerDown(cell(cells[0]!), { pointerId: 1 });
  for (const step of cells.slice(1)) fireEvent.pointerEnter(cell(step), { pointerId: 1 });
  fireEvent.pointerUp(cell(cells.at(-1)!), { pointerId: 1 });
}

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('find-a-word', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

function wordList() {
  return within(screen.getByRole('region', { name: 'Words to find' })).getAllByRole('listitem');
}

describe('find-a-word in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every word found, by taps, by dragging and by the keyboard: 1000 each, correct, reported once', async () => {
    const onResult = await play();
    const order = [3, 0, 1, 2, 4];
    await tapWord(3);
    dragWord(0);
    for (const index of [1, 2, 4]) await tapWord(index);
    expect(wordList()[0]!.textContent).toBe(`${words[0]}, found`);
    // The last word by keyboard: move the cursor from the top left corner and press Enter at each end.
    const [first, last] = ends(5);
    cell([0, 0]).focus();
    const walkTo = async ([row, column]: Cell, from: Cell) => {
      const vertical = row > from[0] ? '{ArrowDown}' : '{ArrowUp}';
      const horizontal = column > from[1] ? '{ArrowRight}' : '{ArrowLeft}';
      await userEvent.keyboard(vertical.repeat(Math.abs(row - from[0])) + horizontal.repeat(Math.abs(column - from[1])));
    };
    await walkTo(first, [0, 0]);
    expect(document.activeElement).toBe(cell(first));
    await userEvent.keyboard('{Enter}');
    expect(cell(first).getAttribute('aria-selected')).toBe('true');
    await walkTo(last, first);
    await userEvent.keyboard(' ');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      correct: true,
      answers: [...order, 5].map((index) => grid.placements[index]!.word),
      points: 6000,
    });
    expect(within(screen.getByRole('status')).getByText('6 of 6 correct')).toBeTruthy();
    // Six words by taps, a drag and a keyboard walk: about 1.5 s alone, past 5 s on a loaded machine.
  }, 15_000);

  it('a line through no word finds nothing; the clock ends the game after 30 s: not correct', async () => {
    fakeGameClock();
    const onResult = await play();
    await tapWord(0);
    // The first letter of one word to the first letter of another: no word.
    const [firstOfTwo] = ends(1);
    const [firstOfThree] = ends(2);
    await userEvent.click(cell(firstOfTwo));
    await userEvent.click(cell(firstOfThree));
    expect(screen.getByText('No word there')).toBeTruthy();
    expect(wordList()[1]!.textContent).toBe(words[1]);
    advanceGameClock(29_000);
    expect(onResult).not.toHaveBeenCalled();
    advanceGameClock(1_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [words[0]], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });

  it('tapping the first letter again lets go of it', async () => {
    await play();
    const [first] = ends(0);
    await userEvent.click(cell(first));
    expect(cell(first).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(cell(first));
    expect(cell(first).getAttribute('aria-selected')).toBe('false');
  });
});
