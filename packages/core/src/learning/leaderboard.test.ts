import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankLeaderboard } from './leaderboard.ts';

describe('leaderboard', () => {
  it('ranks by points, equal points sharing a rank, listed by name', () => {
    const ranked = rankLeaderboard(
      [
        { userId: 'u1', name: 'Cleo', points: 100 },
        { userId: 'u2', name: 'Ana', points: 200 },
        { userId: 'u3', name: 'Bea', points: 100 },
        { userId: 'u4', name: 'Dan', points: 50 },
      ],
      'u3',
      10,
    );
    expect(ranked.map((player) => [player.name, player.rank, player.isMe])).toEqual([
      ['Ana', 1, false],
      ['Bea', 2, true],
      ['Cleo', 2, false],
      ['Dan', 4, false],
    ]);
  });

  it('lists the top ones and the learner after them when lower', () => {
    const players = Array.from({ length: 5 }, (_, index) => ({ userId: `u${index}`, name: `P${index}`, points: 100 - index }));
    expect(rankLeaderboard(players, 'u4', 2).map((player) => [player.userId, player.rank])).toEqual([
      ['u0', 1],
      ['u1', 2],
      ['u4', 5],
    ]);
    expect(rankLeaderboard(players, 'u1', 2)).toHaveLength(2);
  });

  it('never lists more than the size plus the learner, and ranks never fall as points rise', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ userId: fc.uuid(), name: fc.string(), points: fc.nat(1000) }), { selector: (player) => player.userId }),
        fc.nat(10),
        (players, size) => {
          const ranked = rankLeaderboard(players, players[0]?.userId ?? 'none', size);
          expect(ranked.length).toBeLessThanOrEqual(size + 1);
          for (let index = 1; index < ranked.length; index += 1)
            expect(ranked[index]!.rank).toBeGreaterThanOrEqual(ranked[index - 1]!.rank);
        },
      ),
    );
  });
});
