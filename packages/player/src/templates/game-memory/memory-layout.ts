// Where a memory slide's tiles lie: both tiles of every pair, scrambled the same way for the same pairs
// (the preview does not reshuffle on each keystroke; the play tests know the layout).
import { stableScramble } from '../../ui/play/ordering.ts';
import { list, record, text } from '../../ui/read-data.ts';

export interface MemoryTile {
  /** Which pair the tile belongs to (its place in the slide's list). */
  pair: number;
  side: 'left' | 'right';
  text: string;
  image: string;
}

export function memoryLayout(pairs: unknown): MemoryTile[] {
  return stableScramble(
    list(pairs)
      .map(record)
      .flatMap((pair, index) => (['left', 'right'] as const).map((side) => readTile(pair[side], index, side))),
    (tile) => `${tile.pair}:${tile.side}:${tile.text}`,
  );
}

function readTile(value: unknown, pair: number, side: 'left' | 'right'): MemoryTile {
  const item = record(value);
  return { pair, side, text: text(item.text), image: text(item.image) };
}
