// Account leaderboards (issue 16): set up as Drafts, published to the learners they concern, ended with
// their standings frozen. Learners see them only while the account's leaderboardEnabled switch is on.
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  LEADERBOARD_LISTED,
  LEADERBOARD_STANDINGS_TTL_MS,
  type AccountLeaderboard,
  type LeaderboardCreateBody,
  type LeaderboardListResponse,
  type LeaderboardStandings,
  type LeaderboardUpdateBody,
  type LearnerLeaderboardListResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { leaderboards, userGroupMembers } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createLearnerViews } from '../learner/learner-views.ts';
import { existingCourseIds } from '../playlists/repo.ts';
import { existingUserGroupIds } from '../user-groups/repo.ts';
import { switchesFrom } from '../account/switches.ts';
import { leaderboardsEnabled } from './account-switch.ts';
import { lookAtBoard, type BoardLook } from './board-look.ts';
import { presentLeaderboard, presentStandings, type LeaderboardRow } from './presenter.ts';
import { courseLearnersWithPoints, groupMembersWithPoints, groupsWithPoints, rankStandings, readStandings } from './standings-repo.ts';

const leaderboardNotFound = () => notFound('Leaderboard not found');
const staleBoard = (current: AccountLeaderboard) => conflict('conflict', 'This leaderboard was changed since you opened it.', { current });

/** What a board needs before it is published, by kind; the reason when it lacks it. */
function incompleteReason(row: LeaderboardRow): string | null {
  if (row.kind === 'user-group' && !row.userGroupId) return 'Choose the user group whose members compete.';
  if (row.kind === 'group-vs-group' && row.userGroupIds.length < 2) return 'Choose at least two user groups to compete.';
  if (row.kind === 'course' && !row.courseId) return 'Choose the course whose learners compete.';
  return null;
}

export function createLeaderboardService(context: AppContext) {
  const { db, clock } = context;
  const views = createLearnerViews(context);

  async function found(executor: Executor, accountId: string, leaderboardId: string) {
    if (!isRowId(leaderboardId)) throw leaderboardNotFound();
    const [row] = await executor
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.accountId, accountId), eq(leaderboards.id, leaderboardId)))
      .limit(1);
    if (!row) throw leaderboardNotFound();
    return row;
  }

  async function checkReferences(
    executor: Executor,
    user: SignedInUser,
    body: { userGroupId?: string | null; userGroupIds?: string[]; courseId?: string | null },
  ) {
    const groupIds = [...(body.userGroupId ? [body.userGroupId] : []), ...(body.userGroupIds ?? [])];
    const groups = await existingUserGroupIds(executor, user.accountId, groupIds.filter(isRowId));
    const missingGroup = groupIds.find((id) => !groups.has(id));
    if (missingGroup !== undefined) throw notFound(`User group ${missingGroup} not found`);
    if (
      body.courseId &&
      !(isRowId(body.courseId) && (await existingCourseIds(executor, user.accountId, [body.courseId])).has(body.courseId))
    )
      throw notFound(`Course ${body.courseId} not found`);
  }

  /** Who takes part in a live board, with their points. */
  function liveEntrants(row: LeaderboardRow) {
    if (row.kind === 'group-vs-group') return groupsWithPoints(row.accountId, row.userGroupIds);
    if (row.kind === 'course') return courseLearnersWithPoints(row.accountId, row.courseId ?? '00000000-0000-0000-0000-000000000000');
    return groupMembersWithPoints(row.accountId, row.userGroupId ?? '00000000-0000-0000-0000-000000000000');
  }

  /**
   * Ranks a board that is not Ended again when its standings are missing or older than the TTL. The
   * guarded update lets one server (one request) do it while the others serve the standings they find.
   */
  async function rankedRow(row: LeaderboardRow): Promise<LeaderboardRow> {
    const now = clock();
    const stale = row.standingsAt === null || now.getTime() - row.standingsAt.getTime() >= LEADERBOARD_STANDINGS_TTL_MS;
    if (row.status === 'Ended' || !stale) return row;
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(leaderboards)
        .set({ standingsAt: now })
        .where(
          and(
            eq(leaderboards.id, row.id),
            or(isNull(leaderboards.standingsAt), lte(leaderboards.standingsAt, new Date(now.getTime() - LEADERBOARD_STANDINGS_TTL_MS))),
          ),
        )
        .returning();
      if (!claimed) return await found(tx, row.accountId, row.id);
      const entrantCount = await rankStandings(tx, row.accountId, row.id, liveEntrants(row));
      const [ranked] = await tx.update(leaderboards).set({ entrantCount }).where(eq(leaderboards.id, row.id)).returning();
      return ranked!;
    });
  }

  /**
   * The standings the look read, when they are still current; a board due for ranking is ranked first and
   * its standings read again (once a TTL per board, so almost every look is one statement).
   */
  async function standingsOf({ row, mine, standings }: BoardLook): Promise<LeaderboardStandings> {
    const ranked = await rankedRow(row);
    if (ranked === row) return presentStandings(row, standings, mine, LEADERBOARD_LISTED);
    return presentStandings(ranked, await readStandings(db, row.id, LEADERBOARD_LISTED, mine), mine, LEADERBOARD_LISTED);
  }

  async function look(user: SignedInUser, leaderboardId: string): Promise<BoardLook> {
    if (!isRowId(leaderboardId)) throw leaderboardNotFound();
    const found = await lookAtBoard(db, user.accountId, leaderboardId, user.id, LEADERBOARD_LISTED);
    if (!found) throw leaderboardNotFound();
    return found;
  }

  /** Whether the learner takes part in (and so may see) a published or ended board; `isMember` as a look read it. */
  async function concerns(user: SignedInUser, row: LeaderboardRow, isMember?: boolean): Promise<boolean> {
    if (row.status === 'Draft') return false;
    if (row.kind === 'course') {
      if (!row.courseId) return false;
      return views.visibleCourse(user, row.courseId).then(
        () => true,
        () => false,
      );
    }
    const groupIds = row.kind === 'user-group' ? (row.userGroupId ? [row.userGroupId] : []) : row.userGroupIds;
    if (groupIds.length === 0) return false;
    if (isMember !== undefined) return isMember;
    const [membership] = await db
      .select({ id: userGroupMembers.userGroupId })
      .from(userGroupMembers)
      .where(and(eq(userGroupMembers.userId, user.id), inArray(userGroupMembers.userGroupId, groupIds)))
      .limit(1);
    return Boolean(membership);
  }

  async function change(
    user: SignedInUser,
    leaderboardId: string,
    write: (row: LeaderboardRow, tx: Executor) => Promise<Partial<LeaderboardRow>>,
  ) {
    return db.transaction(async (tx) => {
      const row = await found(tx, user.accountId, leaderboardId);
      const fields = await write(row, tx);
      const [written] = await tx
        .update(leaderboards)
        .set({ ...fields, version: row.version + 1, modifiedAt: clock() })
        .where(and(eq(leaderboards.id, row.id), eq(leaderboards.version, row.version)))
        .returning();
      if (!written) throw staleBoard(presentLeaderboard(await found(tx, user.accountId, leaderboardId)));
      return presentLeaderboard(written);
    });
  }

  return {
    async list(user: SignedInUser): Promise<LeaderboardListResponse> {
      const rows = await db
        .select()
        .from(leaderboards)
        .where(eq(leaderboards.accountId, user.accountId))
        .orderBy(desc(leaderboards.createdAt), desc(leaderboards.id));
      return { enabled: await leaderboardsEnabled(db, user.accountId), items: rows.map(presentLeaderboard) };
    },

    async read(user: SignedInUser, leaderboardId: string): Promise<AccountLeaderboard> {
      return presentLeaderboard(await found(db, user.accountId, leaderboardId));
    },

    async create(user: SignedInUser, body: LeaderboardCreateBody): Promise<AccountLeaderboard> {
      await checkReferences(db, user, body);
      const now = clock();
      const [row] = await db
        .insert(leaderboards)
        .values({
          accountId: user.accountId,
          title: body.title,
          kind: body.kind,
          userGroupId: body.userGroupId ?? null,
          userGroupIds: body.userGroupIds ?? [],
          courseId: body.courseId ?? null,
          createdAt: now,
          modifiedAt: now,
        })
        .returning();
      return presentLeaderboard(row!);
    },

    update(user: SignedInUser, leaderboardId: string, body: LeaderboardUpdateBody): Promise<AccountLeaderboard> {
      return change(user, leaderboardId, async (row, tx) => {
        if (row.version !== body.version) throw staleBoard(presentLeaderboard(row));
        if (row.status !== 'Draft') throw conflict('not_draft', 'Only a Draft leaderboard can be changed.');
        await checkReferences(tx, user, body);
        const { version: _version, ...fields } = body;
        // Whom the board ranks may have changed: its standings are ranked afresh on the next look.
        return { ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)), standingsAt: null };
      });
    },

    async remove(user: SignedInUser, leaderboardId: string): Promise<void> {
      const row = await found(db, user.accountId, leaderboardId);
      await db.delete(leaderboards).where(eq(leaderboards.id, row.id));
    },

    publish(user: SignedInUser, leaderboardId: string): Promise<AccountLeaderboard> {
      return change(user, leaderboardId, async (row) => {
        if (row.status !== 'Draft') throw conflict('not_draft', 'Only a Draft leaderboard can be published.');
        const reason = incompleteReason(row);
        if (reason) throw conflict('incomplete_leaderboard', reason);
        return { status: 'Published', standingsAt: null };
      });
    },

    end(user: SignedInUser, leaderboardId: string): Promise<AccountLeaderboard> {
      return change(user, leaderboardId, async (row, tx) => {
        if (row.status !== 'Published') throw conflict('not_published', 'Only a published leaderboard can be ended.');
        // The standings as they are now, frozen: an Ended board is never ranked again.
        const entrantCount = await rankStandings(tx, row.accountId, row.id, liveEntrants(row));
        return { status: 'Ended', endedAt: clock(), standingsAt: clock(), entrantCount };
      });
    },

    async standings(user: SignedInUser, leaderboardId: string): Promise<LeaderboardStandings> {
      return standingsOf(await look(user, leaderboardId));
    },

    async learnerList(user: SignedInUser): Promise<LearnerLeaderboardListResponse> {
      if (!(await leaderboardsEnabled(db, user.accountId))) return { enabled: false, items: [] };
      const rows = await db
        .select()
        .from(leaderboards)
        .where(and(eq(leaderboards.accountId, user.accountId), sql`${leaderboards.status} <> 'Draft'`))
        .orderBy(desc(leaderboards.createdAt), desc(leaderboards.id));
      const concerned = [];
      for (const row of rows) if (await concerns(user, row)) concerned.push(row);
      return {
        enabled: true,
        items: concerned.map(({ id, title, kind, status, endedAt }) => ({
          id,
          title,
          kind,
          status,
          endedAt: endedAt?.toISOString() ?? null,
        })),
      };
    },

    /** A board the learner takes part in; any other (a draft, another group's, boards switched off) answers 404. */
    async learnerStandings(user: SignedInUser, leaderboardId: string): Promise<LeaderboardStandings> {
      const board = isRowId(leaderboardId) ? await lookAtBoard(db, user.accountId, leaderboardId, user.id, LEADERBOARD_LISTED) : undefined;
      if (!board || !switchesFrom(board.switchFacts).leaderboardEnabled) throw leaderboardNotFound();
      if (!(await concerns(user, board.row, board.isMember))) throw leaderboardNotFound();
      return standingsOf(board);
    },
  };
}
