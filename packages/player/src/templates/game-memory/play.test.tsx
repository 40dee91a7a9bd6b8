import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';
import { memoryLayout } from './memory-layout.ts';

const example = catalogueTemplate('game-memory').examples[0]!.data as { tiles: unknown[] };
const layout = memoryLayout(example.tiles);
/** The two places of each pair on the board. */
const places = example.tiles.map((_, pair) => layout.flatMap((tile, index) => (tile.pair === pair ? [index] : [])));

function tiles() {
  return within(screen.getByRole('list', { name: 'Tiles' })).getAllByRole('button');
}

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('game-memory', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

describe('game-memory in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every pair found without a miss: 1000 each, correct, reported once', async () => {
    const onResult = await play();
    for (const [first, second] of places) {
      await userEvent.click(tiles()[first!]!);
      await userEvent.click(tiles()[second!]!);
    }
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: { found: [0, 1, 2, 3], misses: 0 }, points: 4000 });
    expect(within(screen.getByRole('status')).getByText('4 of 4 correct')).toBeTruthy();
  });

  it('a miss costs the next pair 100 points, and the tiles turn back on the next tap (keyboard)', async () => {
    const onResult = await play();
    // Pair 0's first tile with pair 1's first tile: a miss.
    await userEvent.click(tiles()[places[0]![0]!]!);
    await userEvent.click(tiles()[places[1]![0]!]!);
    expect(screen.getByText('No match')).toBeTruthy();
    tiles()[places[0]![0]!]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(tiles().filter((tile) => !/face down$/.test(tile.getAttribute('aria-label') ?? ''))).toHaveLength(1);
    tiles()[places[0]![1]!]!.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Pairs found: 1 of 4')).toBeTruthy();
    expect(screen.getByText('900 points', { selector: '.sw-game__score' })).toBeTruthy();
    for (const [first, second] of places.slice(1)) {
      await userEvent.click(tiles()[first!]!);
      await userEvent.click(tiles()[second!]!);
    }
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: { found: [0, 1, 2, 3], misses: 1 }, points: 3900 });
  });

  it('time running out with pairs left: not correct, every tile shown', async () => {
    fakeGameClock();
    const onResult = await play();
    await userEvent.click(tiles()[places[0]![0]!]!);
    await userEvent.click(tiles()[places[0]![1]!]!);
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: { found: [0], misses: 0 }, points: 1000 });
    expect(tiles().every((tile) => !/face down$/.test(tile.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
