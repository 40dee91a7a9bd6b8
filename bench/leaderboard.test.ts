import { describe, expect, it } from 'vitest';
import { leaderboardLines, percentile95 } from './leaderboard.ts';

describe('percentile95', () => {
  it('takes the nearest rank', () => {
    expect(percentile95(Array.from({ length: 100 }, (_, index) => index + 1))).toBe(95);
    expect(percentile95([7])).toBe(7);
  });

  it('refuses an empty run', () => {
    expect(() => percentile95([])).toThrow();
  });
});

describe('leaderboardLines', () => {
  it('prints the figure, and a missed target first', () => {
    expect(leaderboardLines(12.345)).toEqual(['leaderboard-10k-p95-ms: 12.35']);
    expect(leaderboardLines(25)).toEqual(['target-missed: leaderboard-10k-p95-ms 25 is above 20', 'leaderboard-10k-p95-ms: 25']);
  });
});
