import { LEADERBOARD_PODIUM, type StandingEntry } from '@slidewise/core';

/** The podium: the entries ranked in the first three places (ties share a step), and the rest of the list. */
export function splitPodium(items: readonly StandingEntry[]): { podium: StandingEntry[]; rest: StandingEntry[] } {
  const podium = items.filter((item) => item.rank <= LEADERBOARD_PODIUM && item.points > 0);
  return { podium, rest: items.filter((item) => !podium.includes(item)) };
}

/** Up to two initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}
