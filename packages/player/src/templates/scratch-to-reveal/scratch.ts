// Where the learner has scratched, in percent of the card, and when enough is gone to reveal the rest.

export interface ScratchPoint {
  x: number;
  y: number;
}

/** The scratch brush's radius, in percent of the card's width (about 1.5rem on a phone). */
export const BRUSH_RADIUS = 9;
const GRID = 10;
/** Scratching away this share of the card reveals all of it, as on a real scratch card. */
export const REVEAL_SHARE = 0.55;
/** A point closer than this to the last one adds nothing to see (keeps the mask small). */
const MIN_STEP = 3;

export function addPoint(points: readonly ScratchPoint[], point: ScratchPoint): ScratchPoint[] {
  const last = points[points.length - 1];
  if (last && Math.hypot(last.x - point.x, last.y - point.y) < MIN_STEP) return points as ScratchPoint[];
  return [...points, point];
}

/** The share of a 10×10 grid over the card whose cell centres lie under a scratched point. */
export function scratchedShare(points: readonly ScratchPoint[]): number {
  let covered = 0;
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      const x = ((column + 0.5) / GRID) * 100;
      const y = ((row + 0.5) / GRID) * 100;
      if (points.some((point) => Math.hypot(point.x - x, point.y - y) <= BRUSH_RADIUS)) covered += 1;
    }
  }
  return covered / (GRID * GRID);
}

/** The scratch layer's mask: one transparent hole per point, intersected. */
export function scratchMask(points: readonly ScratchPoint[]): string | undefined {
  if (points.length === 0) return undefined;
  return points
    .map(
      (point) =>
        `radial-gradient(circle at ${point.x.toFixed(1)}% ${point.y.toFixed(1)}%, transparent ${BRUSH_RADIUS}cqw, #000 calc(${BRUSH_RADIUS}cqw + 1px))`,
    )
    .join(', ');
}

/** A diagonal stroke across the card: how a half-scratched card looks in the preview. */
export function sampleStroke(): ScratchPoint[] {
  return Array.from({ length: 9 }, (_, index) => ({ x: 15 + index * 7, y: 25 + index * 5 }));
}
