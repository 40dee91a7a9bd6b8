// The course leaderboard (issue 5): per learner, the sum over the course's scored lessons of the best
// attempt's score (up to 100 a lesson); learners who played the course only.

export interface LeaderboardPlayer {
  userId: string;
  name: string;
  points: number;
}

export interface RankedPlayer extends LeaderboardPlayer {
  rank: number;
  isMe: boolean;
}

/**
 * Most points first; equal points share a rank (1, 1, 3) and are listed by name, then id, so the order
 * never changes between two reads. The top `size` are listed, and the learner after them when lower.
 */
export function rankLeaderboard(players: readonly LeaderboardPlayer[], meUserId: string, size: number): RankedPlayer[] {
  const sorted = [...players].sort(
    (left, right) =>
      right.points - left.points ||
      left.name.localeCompare(right.name) ||
      (left.userId < right.userId ? -1 : left.userId > right.userId ? 1 : 0),
  );
  const ranked: RankedPlayer[] = [];
  let rank = 0;
  sorted.forEach((player, index) => {
    if (index === 0 || player.points !== sorted[index - 1]!.points) rank = index + 1;
    ranked.push({ ...player, rank, isMe: player.userId === meUserId });
  });
  const top = ranked.slice(0, size);
  const me = ranked.slice(size).find((player) => player.isMe);
  return me ? [...top, me] : top;
}
