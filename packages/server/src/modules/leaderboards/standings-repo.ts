// The standings queries: who takes part in a board with their points (live), ranked into
// leaderboard_standings in one statement; reads then take the first places and the caller's own row by
// index, so a group board of ten thousand learners answers about a hundred rows without sorting them.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leaderboardStandings, learnerLessonPoints, learnerPointTotals, userGroupMembers, userGroups, users } from '../../db/schema.ts';

/** Roles whose holders never appear on a board (templates §6: hidden users; people kept out of analytics). */
export const ROLES_OFF_THE_BOARDS = ['hidden-user', 'exclude-from-analytics'] as const;

// The queries below name the users table `u`.
const onTheBoards = sql.raw(`not (u.roles && array[${ROLES_OFF_THE_BOARDS.map((role) => `'${role}'`).join(', ')}]::text[])`);

export interface RankedRow {
  id: string;
  name: string;
  avatarUrl: string | null;
  points: number;
  memberCount: number | null;
  rank: number;
  position: number;
}

/** Learners: every member of the group, with their points over the account (0 before any). */
export const groupMembersWithPoints = (accountId: string, groupId: string) => sql`
  select u.id, u.first_name, u.last_name, u.avatar_url, coalesce(t.points, 0) as points, null::integer as member_count
  from ${userGroupMembers} m
  join ${users} u on u.id = m.user_id
  left join ${learnerPointTotals} t on t.user_id = m.user_id
  where m.user_group_id = ${groupId} and u.account_id = ${accountId} and ${onTheBoards}`;

/** Learners who earned points in the course's lessons. */
export const courseLearnersWithPoints = (accountId: string, courseId: string) => sql`
  select u.id, u.first_name, u.last_name, u.avatar_url, p.points, null::integer as member_count
  from (select user_id, sum(points)::integer as points from ${learnerLessonPoints} where course_id = ${courseId} group by user_id) p
  join ${users} u on u.id = p.user_id
  where u.account_id = ${accountId} and ${onTheBoards}`;

/** Groups: each group's average points per member who counts, rounded, and how many members count. */
export const groupsWithPoints = (accountId: string, groupIds: readonly string[]) => sql`
  select g.id, g.name as first_name, '' as last_name, null::text as avatar_url,
    coalesce(round(avg(coalesce(t.points, 0))), 0)::integer as points, count(u.id)::integer as member_count
  from ${userGroups} g
  left join ${userGroupMembers} m on m.user_group_id = g.id
  left join ${users} u on u.id = m.user_id and ${onTheBoards}
  left join ${learnerPointTotals} t on t.user_id = u.id
  where g.account_id = ${accountId} and g.id in (select jsonb_array_elements_text(${JSON.stringify(groupIds)}::jsonb)::uuid)
  group by g.id, g.name`;

/**
 * Ranks the entrants into the board's standings, replacing the last ranking: most points first, equal
 * points share a rank (1, 1, 3) and are placed by name then id, so two reads agree. Answers how many.
 */
export async function rankStandings(db: Executor, accountId: string, leaderboardId: string, entrants: SQL): Promise<number> {
  await db.delete(leaderboardStandings).where(sql`${leaderboardStandings.leaderboardId} = ${leaderboardId}`);
  const result = (await db.execute(sql`
    with ranked as (
      insert into ${leaderboardStandings} (account_id, leaderboard_id, entrant_id, points, member_count, rank, position)
      select ${accountId}, ${leaderboardId}, id, points, member_count,
        rank() over (order by points desc),
        row_number() over (order by points desc, first_name, last_name, id)
      from (${entrants}) entrants
      returning 1
    )
    select count(*)::integer as count from ranked`)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * The first `listed` places of the board's standings and the rows of `mine` wherever they are, with today's
 * names. Two index reads (by place, by entrant) and a look-up per row for the name, so the answer costs
 * the same for a board of ten or of ten thousand.
 */
export async function readStandings(db: Executor, leaderboardId: string, listed: number, mine: readonly string[]): Promise<RankedRow[]> {
  const result = (await db.execute(sql`
    select s.entrant_id as id, coalesce(trim(u.first_name || ' ' || u.last_name), g.name) as name, u.avatar_url as "avatarUrl",
      s.points, s.member_count as "memberCount", s.rank, s.position
    from (
      (select * from ${leaderboardStandings} where leaderboard_id = ${leaderboardId} and position <= ${listed})
      union all
      (select * from ${leaderboardStandings}
        where leaderboard_id = ${leaderboardId} and position > ${listed} and entrant_id = any(string_to_array(${mine.join(',')}, ',')::uuid[]))
    ) s
    left join ${users} u on u.id = s.entrant_id
    left join ${userGroups} g on g.id = s.entrant_id
    where u.id is not null or g.id is not null
    order by s.position`)) as unknown as { rows: RankedRow[] };
  return result.rows;
}
