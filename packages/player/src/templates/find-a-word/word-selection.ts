// Which word a learner's selection in the letter grid names: the straight line (across, down or
// diagonal) from the first letter chosen to the last, read either way.
import type { Cell, WordPlacement } from './word-grid.ts';

/** The cells from `from` to `to` when they lie on one of the eight directions; otherwise just `from`. */
export function lineCells(from: Cell, to: Cell): Cell[] {
  const rowStep = Math.sign(to[0] - from[0]);
  const columnStep = Math.sign(to[1] - from[1]);
  const rows = Math.abs(to[0] - from[0]);
  const columns = Math.abs(to[1] - from[1]);
  if (rows !== 0 && columns !== 0 && rows !== columns) return [from];
  const length = Math.max(rows, columns) + 1;
  return Array.from({ length }, (_, index): Cell => [from[0] + rowStep * index, from[1] + columnStep * index]);
}

/** The index of the placement whose first and last letters are the two ends (in either order), if any. */
export function placementAt(placements: readonly WordPlacement[], from: Cell, to: Cell): number {
  return placements.findIndex((placement) => {
    const first = placement.cells[0];
    const last = placement.cells[placement.cells.length - 1];
    if (!first || !last || placement.cells.length < 2) return false;
    return (sameCell(first, from) && sameCell(last, to)) || (sameCell(first, to) && sameCell(last, from));
  });
}

export function sameCell(left: Cell, right: Cell): boolean {
  return left[0] === right[0] && left[1] === right[1];
}
