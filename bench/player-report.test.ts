import { describe, expect, it } from 'vitest';
import { playerFirstSlideLines } from './player-report.ts';

describe('playerFirstSlideLines', () => {
  it('prints the figure alone when the target is met', () => {
    expect(playerFirstSlideLines(612.4)).toEqual(['player-first-slide-ms: 612']);
    expect(playerFirstSlideLines(1000)).toEqual(['player-first-slide-ms: 1000']);
  });

  it('names a missed target before the figure', () => {
    expect(playerFirstSlideLines(1400.2)).toEqual([
      'target-missed: player-first-slide-ms 1400 is above 1000',
      'player-first-slide-ms: 1400',
    ]);
  });
});
