import { describe, expect, it } from 'vitest';
import { buildWordGrid, gridWord, type WordGrid } from './word-grid.ts';

function spelled(grid: WordGrid, cells: readonly (readonly [number, number])[]): string {
  return cells.map(([row, column]) => grid.letters[row]![column]).join('');
}

function isStraightLine(cells: readonly (readonly [number, number])[]): boolean {
  if (cells.length < 2) return true;
  const rowStep = cells[1]![0] - cells[0]![0];
  const columnStep = cells[1]![1] - cells[0]![1];
  return (
    Math.max(Math.abs(rowStep), Math.abs(columnStep)) === 1 &&
    cells.every(([row, column], index) => row === cells[0]![0] + rowStep * index && column === cells[0]![1] + columnStep * index)
  );
}

describe('buildWordGrid', () => {
  const words = ['PHISHING', 'PASSWORD', 'FIREWALL', 'MALWARE', 'BACKUP', 'PATCH'];

  it('places every word along a straight line of the grid', () => {
    const grid = buildWordGrid(words);
    expect(grid.placements.map((placement) => placement.word)).toEqual(words);
    for (const placement of grid.placements) {
      expect(spelled(grid, placement.cells)).toBe(placement.word);
      expect(isStraightLine(placement.cells)).toBe(true);
    }
  });

  it('fills every cell of a square grid with one letter', () => {
    const grid = buildWordGrid(words);
    expect(grid.letters).toHaveLength(grid.size);
    for (const row of grid.letters) {
      expect(row).toHaveLength(grid.size);
      for (const letter of row) expect(letter).toMatch(/^\p{L}$/u);
    }
  });

  it('gives the same grid for the same words', () => {
    expect(buildWordGrid(words)).toEqual(buildWordGrid([...words]));
  });

  it('fits the most the model allows: 12 words of 12 letters', () => {
    const longWords = Array.from({ length: 12 }, (_, index) => `${'ABCDEFGHIJKL'.slice(index)}${'MNOPQRSTUVWX'.slice(0, index)}`);
    const grid = buildWordGrid(longWords);
    expect(grid.placements).toHaveLength(12);
    for (const placement of grid.placements) expect(spelled(grid, placement.cells)).toBe(placement.word);
  });

  it('reads words in upper case, letters only', () => {
    expect(gridWord('Fire-wall 2')).toBe('FIREWALL');
    expect(gridWord('año')).toBe('AÑO');
    expect(buildWordGrid(['año', 'sí', 'mañana']).placements.map((placement) => placement.word)).toEqual(['AÑO', 'SÍ', 'MAÑANA']);
  });
});
