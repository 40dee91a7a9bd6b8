import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConferenceRegistration } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { conferenceRegistrations, users } from '../../db/schema.ts';
import { fullName, personInScope, type PeopleScope } from '../activities/people-scope.ts';

export async function registeredCount(db: Executor, lessonId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(conferenceRegistrations).where(eq(conferenceRegistrations.lessonId, lessonId));
  return row?.total ?? 0;
}

export async function findRegistrationOf(db: Executor, lessonId: string, userId: string) {
  const [row] = await db
    .select()
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.lessonId, lessonId), eq(conferenceRegistrations.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Holds the conference's lesson row until the transaction ends, so two learners registering for the last
 * place are counted one after the other.
 */
export async function lockConference(db: Executor, lessonId: string): Promise<void> {
  await db.execute(sql`select id from lessons where id = ${lessonId} for update`);
}

export async function insertRegistration(db: Executor, values: typeof conferenceRegistrations.$inferInsert): Promise<void> {
  await db.insert(conferenceRegistrations).values(values).onConflictDoNothing();
}

export async function deleteRegistration(db: Executor, lessonId: string, userId: string): Promise<void> {
  await db
    .delete(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.lessonId, lessonId), eq(conferenceRegistrations.userId, userId)));
}

const registrationColumns = {
  id: conferenceRegistrations.id,
  lessonId: conferenceRegistrations.lessonId,
  attended: conferenceRegistrations.attended,
  createdAt: conferenceRegistrations.createdAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type RegistrationRow = {
  id: string;
  lessonId: string;
  attended: boolean | null;
  createdAt: Date;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
};

export function presentRegistration(row: RegistrationRow): ConferenceRegistration {
  return {
    id: row.id,
    conferenceId: row.lessonId,
    user: { id: row.userId, name: fullName(row), email: row.email },
    registeredAt: row.createdAt.toISOString(),
    attended: row.attended,
  };
}

/** A page of registrations in the order people registered, of the people the scope shows. */
export async function registrationsPage(db: Executor, lessonId: string, scope: PeopleScope, page: number, pageSize: number) {
  const where = and(eq(conferenceRegistrations.lessonId, lessonId), personInScope(conferenceRegistrations.userId, scope));
  const [rows, [total]] = await Promise.all([
    db
      .select(registrationColumns)
      .from(conferenceRegistrations)
      .innerJoin(users, eq(users.id, conferenceRegistrations.userId))
      .where(where)
      .orderBy(asc(conferenceRegistrations.createdAt), asc(conferenceRegistrations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(conferenceRegistrations).where(where),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

/** Marks attendance on a registration the scope shows; undefined when there is none. */
export async function markAttendance(
  db: Executor,
  lessonId: string,
  registrationId: string,
  scope: PeopleScope,
  attended: boolean,
  now: Date,
) {
  const [updated] = await db
    .update(conferenceRegistrations)
    .set({ attended, modifiedAt: now })
    .where(
      and(
        eq(conferenceRegistrations.lessonId, lessonId),
        eq(conferenceRegistrations.id, registrationId),
        personInScope(conferenceRegistrations.userId, scope),
      ),
    )
    .returning({ id: conferenceRegistrations.id });
  if (!updated) return undefined;
  const [row] = await db
    .select(registrationColumns)
    .from(conferenceRegistrations)
    .innerJoin(users, eq(users.id, conferenceRegistrations.userId))
    .where(eq(conferenceRegistrations.id, updated.id));
  return row;
}
