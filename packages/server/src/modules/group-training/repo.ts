import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { GroupTrainingSession } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { groupTrainingAttendees, groupTrainingSessions, users } from '../../db/schema.ts';
import { fullName } from '../activities/people-scope.ts';

export type SessionRow = typeof groupTrainingSessions.$inferSelect;

export async function sessionsPage(db: Executor, courseId: string, page: number, pageSize: number) {
  const where = eq(groupTrainingSessions.courseId, courseId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(groupTrainingSessions)
      .where(where)
      .orderBy(desc(groupTrainingSessions.createdAt), desc(groupTrainingSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(groupTrainingSessions).where(where),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

export async function findSession(db: Executor, courseId: string, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(groupTrainingSessions)
    .where(and(eq(groupTrainingSessions.courseId, courseId), eq(groupTrainingSessions.id, sessionId)))
    .limit(1);
  return row;
}

export async function insertSession(db: Executor, values: typeof groupTrainingSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(groupTrainingSessions).values(values).returning();
  return row!;
}

export async function updateSessionIfVersion(
  db: Executor,
  id: string,
  fromVersion: number,
  values: Partial<Pick<SessionRow, 'title' | 'state' | 'endedAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(groupTrainingSessions)
    .set({ ...values, version: fromVersion + 1, modifiedAt: now })
    .where(and(eq(groupTrainingSessions.id, id), eq(groupTrainingSessions.version, fromVersion)))
    .returning();
  return row;
}

/** Replaces a session's attendees with `userIds`. */
export async function setAttendees(
  db: Executor,
  accountId: string,
  sessionId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(groupTrainingAttendees).where(eq(groupTrainingAttendees.sessionId, sessionId));
  if (userIds.length === 0) return;
  await db.insert(groupTrainingAttendees).values(userIds.map((userId) => ({ sessionId, userId, accountId, createdAt: now })));
}

/** The attendees of each session, by name. */
export async function attendeesOf(db: Executor, sessionIds: readonly string[]) {
  const bySession = new Map<string, { id: string; name: string; email: string }[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      sessionId: groupTrainingAttendees.sessionId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(groupTrainingAttendees)
    .innerJoin(users, eq(users.id, groupTrainingAttendees.userId))
    .where(inArray(groupTrainingAttendees.sessionId, [...sessionIds]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  for (const row of rows) {
    const list = bySession.get(row.sessionId) ?? [];
    list.push({ id: row.id, name: fullName(row), email: row.email });
    bySession.set(row.sessionId, list);
  }
  return bySession;
}

export function presentSession(row: SessionRow, attendees: GroupTrainingSession['attendees']): GroupTrainingSession {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    state: row.state,
    facilitator: { id: row.facilitatorUserId, name: row.facilitatorName },
    attendees,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}
