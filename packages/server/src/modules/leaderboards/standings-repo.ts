// The standings queries: entrants of a board with their points, ranked in the database, so only the
// first places and the learner's own come back (a group board of ten thousand learners answers ~100 rows).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  leaderboardFinalStandings,
  learnerLessonPoints,
  learnerPointTotals,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema.ts';

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
  entrantCount: number;
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

/** An ended board's entrants as frozen, with today's names (a removed learner or group drops out). */
export const frozenEntrants = (leaderboardId: string, kind: 'people' | 'groups') =>
  kind === 'groups'
    ? sql`
  select g.id, g.name as first_name, '' as last_name, null::text as avatar_url, f.points, f.member_count
  from ${leaderboardFinalStandings} f join ${userGroups} g on g.id = f.entrant_id
  where f.leaderboard_id = ${leaderboardId}`
    : sql`
  select u.id, u.first_name, u.last_name, u.avatar_url, f.points, f.member_count
  from ${leaderboardFinalStandings} f join ${users} u on u.id = f.entrant_id
  where f.leaderboard_id = ${leaderboardId} and ${onTheBoards}`;

/**
 * The entrants ranked: most points first, equal points share a rank (1, 1, 3) and are listed by name then
 * id, so two reads agree. The first `listed` places, and the entrants whose ids are `mine` wherever they are.
 */
export async function rankedEntrants(db: Executor, entrants: SQL, listed: number, mine: readonly string[]): Promise<RankedRow[]> {
  const result = (await db.execute(sql`
    with entrants as (${entrants}),
    ranked as (
      select id, trim(first_name || ' ' || last_name) as name, avatar_url, points, member_count,
        rank() over (order by points desc) as rank,
        row_number() over (order by points desc, first_name, last_name, id) as position,
        count(*) over () as entrant_count
      from entrants
    )
    select id, name, avatar_url as "avatarUrl", points, member_count as "memberCount", rank, position, entrant_count as "entrantCount"
    from ranked
    where position <= ${listed} or id in (select jsonb_array_elements_text(${JSON.stringify(mine)}::jsonb)::uuid)
    order by position`)) as unknown as { rows: RankedRow[] };
  return result.rows.map((row) => ({
    ...row,
    points: Number(row.points),
    memberCount: row.memberCount === null ? null : Number(row.memberCount),
    rank: Number(row.rank),
    position: Number(row.position),
    entrantCount: Number(row.entrantCount),
  }));
}

/** Freezes an ended board: every entrant's points as they are now. */
export async function freezeStandings(db: Executor, accountId: string, leaderboardId: string, entrants: SQL) {
  await db.execute(sql`
    insert into ${leaderboardFinalStandings} (account_id, leaderboard_id, entrant_id, points, member_count)
    select ${accountId}, ${leaderboardId}, id, points, member_count from (${entrants}) entrants
    on conflict do nothing`);
}
