import type { AccountLeaderboard, LeaderboardStandings, StandingEntry } from '@slidewise/core';
import type { leaderboards } from '../../db/schema.ts';
import type { RankedRow } from './standings-repo.ts';

export type LeaderboardRow = typeof leaderboards.$inferSelect;

export function presentLeaderboard(row: LeaderboardRow): AccountLeaderboard {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    userGroupId: row.userGroupId,
    userGroupIds: row.userGroupIds,
    courseId: row.courseId,
    endedAt: row.endedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ranked rows as the board shows them: the first places, then the caller's own when further down. */
export function presentStandings(
  row: LeaderboardRow,
  ranked: readonly RankedRow[],
  mine: readonly string[],
  listed: number,
): LeaderboardStandings {
  const entry = (ranking: RankedRow): StandingEntry => ({
    rank: Number(ranking.rank),
    id: ranking.id,
    name: ranking.name ?? '',
    avatarUrl: ranking.avatarUrl,
    points: Number(ranking.points),
    memberCount: ranking.memberCount === null ? null : Number(ranking.memberCount),
    isMe: mine.includes(ranking.id),
  });
  const items = ranked.map(entry);
  const me = items.find((item) => item.isMe) ?? null;
  return {
    leaderboard: { id: row.id, title: row.title, kind: row.kind, status: row.status, endedAt: row.endedAt?.toISOString() ?? null },
    entrantCount: row.entrantCount,
    // The learner's own place comes once: in the list when among the first, after it otherwise.
    items: items.filter((item, index) => Number(ranked[index]!.position) <= listed || item === me),
    me,
  };
}
