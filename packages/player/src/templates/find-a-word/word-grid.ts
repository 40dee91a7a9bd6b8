// The letter grid of a find-a-word slide: the words placed in any of the eight directions, the other
// cells filled with letters. Built from the words alone, so the same words always give the same grid
// (the preview does not reshuffle on every keystroke, and learners of a lesson share one puzzle).
import { seededRandom } from '../../ui/play/ordering.ts';

export type Cell = readonly [row: number, column: number];

export interface WordPlacement {
  word: string;
  cells: Cell[];
}

export interface WordGrid {
  size: number;
  letters: string[][];
  placements: WordPlacement[];
}

const DIRECTIONS: readonly Cell[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];
const MINIMUM_SIZE = 6;
/** Tries per word before the grid grows by one. */
const ATTEMPTS_PER_WORD = 300;
/** How far past the first size the grid may grow before words are given up (never reached by the model's 12 × 12 letters). */
const MAXIMUM_GROWTH = 10;
const FILLER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A word as the grid holds it: upper case, letters only. */
export function gridWord(word: string): string {
  return Array.from(word.toLocaleUpperCase())
    .filter((character) => /\p{L}/u.test(character))
    .join('');
}

export function buildWordGrid(words: readonly string[]): WordGrid {
  const cleaned = [...new Set(words.map(gridWord).filter((word) => word.length > 0))];
  const longest = Math.max(0, ...cleaned.map((word) => Array.from(word).length));
  const letterCount = cleaned.reduce((sum, word) => sum + Array.from(word).length, 0);
  const firstSize = Math.max(MINIMUM_SIZE, longest, Math.ceil(Math.sqrt(letterCount * 2)));
  const key = cleaned.join('\u0000');
  for (let size = firstSize; size <= firstSize + MAXIMUM_GROWTH; size += 1) {
    const grid = tryPlace(cleaned, size, seededRandom(`${key}\u0000${size}`));
    if (grid) return fill(grid, cleaned, seededRandom(`${key}\u0000fill`));
  }
  return fill({ size: firstSize, letters: emptyLetters(firstSize), placements: [] }, cleaned, seededRandom(key));
}

function tryPlace(words: readonly string[], size: number, random: () => number): WordGrid | undefined {
  const letters = emptyLetters(size);
  const placements: WordPlacement[] = [];
  // Longest first: they have the fewest places to go.
  const byLength = [...words].sort((left, right) => Array.from(right).length - Array.from(left).length);
  for (const word of byLength) {
    const characters = Array.from(word);
    let placed: Cell[] | undefined;
    for (let attempt = 0; attempt < ATTEMPTS_PER_WORD && !placed; attempt += 1) {
      const [rowStep, columnStep] = DIRECTIONS[Math.floor(random() * DIRECTIONS.length)]!;
      const row = Math.floor(random() * size);
      const column = Math.floor(random() * size);
      const cells = characters.map((_, index): Cell => [row + rowStep * index, column + columnStep * index]);
      const fits = cells.every(
        ([cellRow, cellColumn], index) =>
          cellRow >= 0 &&
          cellRow < size &&
          cellColumn >= 0 &&
          cellColumn < size &&
          [characters[index], ''].includes(letters[cellRow]![cellColumn]!),
      );
      if (fits) placed = cells;
    }
    if (!placed) return undefined;
    placed.forEach(([row, column], index) => {
      letters[row]![column] = characters[index]!;
    });
    placements.push({ word, cells: placed });
  }
  // Back in the author's order, which the word list shows.
  placements.sort((left, right) => words.indexOf(left.word) - words.indexOf(right.word));
  return { size, letters, placements };
}

function fill(grid: WordGrid, words: readonly string[], random: () => number): WordGrid {
  // Letters from outside A–Z (ñ, é, ß) join the filler so they do not stand out as part of a word.
  const extra = [...new Set(words.flatMap((word) => Array.from(word)))].filter((letter) => !FILLER.includes(letter));
  const alphabet = [...FILLER, ...extra];
  const letters = grid.letters.map((row) => row.map((letter) => letter || alphabet[Math.floor(random() * alphabet.length)]!));
  return { ...grid, letters };
}

function emptyLetters(size: number): string[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => ''));
}
