// A board as someone opens it, read in one statement: the board, the account's switches, whether the reader
// belongs to the board's groups, which entrants are the reader, and the standings they see as last ranked.
// A learner's look at a board of ten thousand costs the session's read and this one, whatever the kind.
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accounts, leaderboardStandings, leaderboards, userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { accountSwitchColumns } from '../account/switches.ts';
import type { LeaderboardRow } from './presenter.ts';
import type { RankedRow } from './standings-repo.ts';

export interface BoardLook {
  row: LeaderboardRow;
  switchFacts: { settings: Record<string, unknown>; planKind: string };
  /** The reader is a member of the board's group (a user-group board) or of one of its groups (group against group). */
  isMember: boolean;
  /** The entrants that are the reader: themselves, or on a group-against-group board their groups among its own. */
  mine: string[];
  /** The first `listed` places and the reader's own further down, as the standings were last ranked. */
  standings: RankedRow[];
}

/** The reader's entrant ids on the board. */
const mineOf = (userId: Placeholder) => sql`(case when ${leaderboards.kind} = 'group-vs-group'
  then array(select ${userGroupMembers.userGroupId} from ${userGroupMembers}
    where ${userGroupMembers.userId} = ${userId} and ${userGroupMembers.userGroupId} = any(${leaderboards.userGroupIds}))
  else array[${userId}::uuid] end)`;

const membershipOf = (userId: Placeholder) => sql<boolean>`exists (select 1 from ${userGroupMembers}
  where ${userGroupMembers.userId} = ${userId}
    and case when ${leaderboards.kind} = 'user-group' then ${userGroupMembers.userGroupId} = ${leaderboards.userGroupId}
      else ${userGroupMembers.userGroupId} = any(${leaderboards.userGroupIds}) end)`;

/** readStandings of standings-repo.ts as a JSON array, for the board of the row being read. */
const standingsOf = (userId: Placeholder, listed: Placeholder) => sql<RankedRow[]>`(
  select coalesce(json_agg(json_build_object('id', s.entrant_id, 'name', coalesce(trim(u.first_name || ' ' || u.last_name), g.name),
    'avatarUrl', u.avatar_url, 'points', s.points, 'memberCount', s.member_count, 'rank', s.rank, 'position', s.position)
    order by s.position), '[]'::json)
  from (
    (select * from ${leaderboardStandings} where leaderboard_id = ${leaderboards.id} and position <= ${listed})
    union all
    (select * from ${leaderboardStandings}
      where leaderboard_id = ${leaderboards.id} and position > ${listed} and entrant_id = any(${mineOf(userId)}))
  ) s
  left join ${users} u on u.id = s.entrant_id
  left join ${userGroups} g on g.id = s.entrant_id
  where u.id is not null or g.id is not null)`;

// Built and prepared once per database: the look runs on every request for a board.
const lookQuery = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      row: leaderboards,
      switchFacts: accountSwitchColumns,
      isMember: membershipOf(userId),
      mine: sql<string[]>`${mineOf(userId)}::text[]`,
      standings: standingsOf(userId, sql.placeholder('listed')),
    })
    .from(leaderboards)
    .innerJoin(accounts, eq(accounts.id, leaderboards.accountId))
    .where(and(eq(leaderboards.accountId, sql.placeholder('accountId')), eq(leaderboards.id, sql.placeholder('leaderboardId'))))
    .limit(1)
    .prepare('leaderboard_look');
});

/** The board of the account with this id as `userId` sees it, or undefined when there is none. */
export async function lookAtBoard(
  db: Executor,
  accountId: string,
  leaderboardId: string,
  userId: string,
  listed: number,
): Promise<BoardLook | undefined> {
  const [look] = await lookQuery(db).execute({ accountId, leaderboardId, userId, listed });
  return look;
}
