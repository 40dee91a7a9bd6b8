import { sql } from 'drizzle-orm';
import {
  roleIdentifierSchema,
  type RoleIdentifier,
  type UserActivity,
  type UserCourseProgress,
  type UserDetail,
  type UserStatus,
} from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { groupsOf, type PersonRow } from './person-repo.ts';
import { queryRows } from '../../db/query-rows.ts';

const RECENT_ACTIVITY = 20;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The courses the person has played, with lessons finished out of the course's lessons and the mean score. */
async function coursesOf(db: Executor, person: PersonRow): Promise<UserCourseProgress[]> {
  const rows = await queryRows<{
    course_id: string;
    title: string;
    completed_lessons: number;
    total_lessons: number;
    average_score: number | null;
    last_activity_at: Date | string | null;
  }>(
    db,
    sql`
    select c.id as course_id, c.title,
           count(distinct a.lesson_id) filter (where a.finished_at is not null and not a.discarded)::int as completed_lessons,
           (select count(*)::int from lessons l where l.course_id = c.id) as total_lessons,
           avg(a.score) filter (where a.finished_at is not null and not a.discarded) as average_score,
           max(a.modified_at) as last_activity_at
    from learner_attempts a join courses c on c.id = a.course_id
    where a.user_id = ${person.id} and a.account_id = ${person.accountId}
    group by c.id, c.title
    order by max(a.modified_at) desc`,
  );
  return rows.map((row) => ({
    courseId: row.course_id,
    title: row.title,
    completedLessons: row.completed_lessons,
    totalLessons: row.total_lessons,
    averageScore: row.average_score === null ? null : Math.round(Number(row.average_score) * 10) / 10,
    lastActivityAt: row.last_activity_at === null ? null : iso(row.last_activity_at),
  }));
}

/** What the person did lately, newest first: lessons finished, the last sign-in, joining. */
async function activityOf(db: Executor, person: PersonRow): Promise<UserActivity[]> {
  const finished = await queryRows<{ finished_at: Date | string; title: string }>(
    db,
    sql`
    select a.finished_at, l.title from learner_attempts a join lessons l on l.id = a.lesson_id
    where a.user_id = ${person.id} and a.account_id = ${person.accountId} and a.finished_at is not null
    order by a.finished_at desc limit ${RECENT_ACTIVITY}`,
  );
  const events: UserActivity[] = finished.map((row) => ({ kind: 'lessonFinished', at: iso(row.finished_at), subject: row.title }));
  if (person.lastActiveAt) events.push({ kind: 'signedIn', at: person.lastActiveAt.toISOString(), subject: null });
  events.push({ kind: person.status === 'invited' ? 'invited' : 'created', at: person.createdAt.toISOString(), subject: null });
  return events.sort((first, second) => second.at.localeCompare(first.at)).slice(0, RECENT_ACTIVITY);
}

export function customFieldList(fields: Record<string, string>) {
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

export async function toUserDetail(db: Executor, person: PersonRow): Promise<UserDetail> {
  const [userGroups, courses, activity] = await Promise.all([groupsOf(db, person.id), coursesOf(db, person), activityOf(db, person)]);
  return {
    userId: person.id,
    userEmail: person.email,
    userFirstName: person.firstName,
    userLastName: person.lastName,
    userRoles: person.roles.filter((role): role is RoleIdentifier => roleIdentifierSchema.safeParse(role).success),
    status: person.status as UserStatus,
    lastActiveAt: person.lastActiveAt?.toISOString() ?? null,
    createdAt: person.createdAt.toISOString(),
    userAvatarUrl: person.avatarUrl ?? '',
    userCustomFields: customFieldList(person.customFields),
    userGroups,
    courses,
    activity,
  };
}
