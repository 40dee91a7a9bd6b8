import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseAssignmentCycles, courses, learnerAttempts, learnerCourseProgress, userGroupMembers, users } from '../../db/schema.ts';
import { assignedRoles, trackedDueTypes } from './course-rules.ts';

export type CycleRow = typeof courseAssignmentCycles.$inferSelect;

const INSERT_BATCH = 1000;
const rolesArray = () =>
  sql`array[${sql.join(
    assignedRoles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]`;

/** Published courses (of one account, or all) whose due-date type assigns them. */
export async function trackedCourseRows(db: Executor, accountId?: string) {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.courseStatus, 'Published'),
        inArray(sql<string>`${courses.data} -> 'mandatory' ->> 'type'`, [...trackedDueTypes]),
        accountId ? eq(courses.accountId, accountId) : undefined,
      ),
    );
}

/** Active learners the course reaches who hold no cycle of it yet (optionally only among the given people). */
export async function unassignedLearners(
  db: Executor,
  course: { id: string; accountId: string },
  audience: { universal: boolean; groupIds: readonly string[] },
  onlyUserIds?: readonly string[],
): Promise<string[]> {
  if (!audience.universal && audience.groupIds.length === 0) return [];
  const groupIds = audience.groupIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const inGroup = sql`exists (select 1 from ${userGroupMembers} m where m.user_id = ${users.id}
    and m.user_group_id in (select unnest(${`{${groupIds.join(',')}}`}::uuid[])))`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, course.accountId),
        // A deactivated person is not assigned; one invited is, once they join.
        eq(users.status, 'active'),
        sql`${users.roles} && ${rolesArray()}`,
        audience.universal ? undefined : inGroup,
        onlyUserIds ? inArray(users.id, [...onlyUserIds]) : undefined,
        sql`not exists (select 1 from ${courseAssignmentCycles} c where c.user_id = ${users.id} and c.course_id = ${course.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** First cycles; answers the learners this call assigned (another server may have assigned the rest). */
export async function insertFirstCycles(
  db: Executor,
  course: { id: string; accountId: string },
  userIds: readonly string[],
  openedAt: Date,
  dates: { dueAt: Date | null; renewsAt: Date | null },
): Promise<string[]> {
  const assigned: string[] = [];
  for (let start = 0; start < userIds.length; start += INSERT_BATCH) {
    const rows = await db
      .insert(courseAssignmentCycles)
      .values(
        userIds.slice(start, start + INSERT_BATCH).map((userId) => ({
          accountId: course.accountId,
          userId,
          courseId: course.id,
          cycle: 1,
          openedAt,
          ...dates,
          modifiedAt: openedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: courseAssignmentCycles.userId });
    assigned.push(...rows.map((row) => row.userId));
  }
  return assigned;
}

/** A due-by course's date applies to every open cycle not yet completed, also after the date is moved. */
export async function moveOpenDueDates(db: Executor, courseId: string, dueAt: Date, now: Date): Promise<void> {
  await db
    .update(courseAssignmentCycles)
    .set({ dueAt, modifiedAt: now })
    .where(
      and(
        eq(courseAssignmentCycles.courseId, courseId),
        isNull(courseAssignmentCycles.closedAt),
        isNull(courseAssignmentCycles.completedAt),
        sql`${courseAssignmentCycles.dueAt} is distinct from ${dueAt}`,
      ),
    );
}

/** Open cycles whose learner has completed the course since: the completion is copied onto the cycle. */
export async function recordCycleCompletions(db: Executor, now: Date, courseIds?: readonly string[]) {
  const result = (await db.execute(sql`
    update ${courseAssignmentCycles} c
    set completed_at = p.completed_at, passed = p.passed, score = p.score, modified_at = ${now}
    from ${learnerCourseProgress} p
    where p.user_id = c.user_id and p.course_id = c.course_id and p.completed_at is not null
      and c.closed_at is null and c.completed_at is null
      ${courseIds ? sql`and c.course_id in (select unnest(${`{${courseIds.join(',')}}`}::uuid[]))` : sql``}
    returning c.id, c.course_id as "courseId", c.due_at as "dueAt", c.completed_at as "completedAt"`)) as unknown as {
    rows: { id: string; courseId: string; dueAt: string | Date | null; completedAt: string | Date }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    dueAt: row.dueAt === null ? null : new Date(row.dueAt),
    completedAt: new Date(row.completedAt),
  }));
}

/** Sets when each completed recurring cycle renews and its certificate expires. */
export async function setRenewals(db: Executor, renewals: readonly { id: string; renewsAt: Date; expiresAt: Date }[], now: Date) {
  for (let start = 0; start < renewals.length; start += INSERT_BATCH) {
    const batch = renewals.slice(start, start + INSERT_BATCH);
    await db.execute(sql`
      update ${courseAssignmentCycles} c set renews_at = v.renews_at, expires_at = v.expires_at, modified_at = ${now}
      from (select unnest(${`{${batch.map((row) => row.id).join(',')}}`}::uuid[]) as id,
                   unnest(${`{${batch.map((row) => row.renewsAt.toISOString()).join(',')}}`}::timestamptz[]) as renews_at,
                   unnest(${`{${batch.map((row) => row.expiresAt.toISOString()).join(',')}}`}::timestamptz[]) as expires_at) v
      where c.id = v.id`);
  }
}

/** Open cycles whose renewal has come (the next cycle of a recurring course opens). */
export async function cyclesToRenew(db: Executor, courseIds: readonly string[], now: Date): Promise<CycleRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseAssignmentCycles)
    .where(
      and(
        inArray(courseAssignmentCycles.courseId, [...courseIds]),
        isNull(courseAssignmentCycles.closedAt),
        lte(courseAssignmentCycles.renewsAt, now),
      ),
    );
}

export interface NextCycleValues {
  cycleId: string;
  openedAt: Date;
  dueAt: Date;
  renewsAt: Date | null;
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const momentArray = (moments: readonly (Date | null)[]) => `{${moments.map((moment) => moment?.toISOString() ?? 'NULL').join(',')}}`;

/**
 * Closes the cycles and opens the next of each, in the caller's transaction; a cycle another server closed
 * first is left out (the close re-checks it under the row lock). Answers the cycles opened.
 */
export async function openNextCycles(db: Executor, next: readonly NextCycleValues[], now: Date): Promise<CycleRow[]> {
  if (next.length === 0) return [];
  const result = (await db.execute(sql`
    with closed as (
      update ${courseAssignmentCycles} c set closed_at = ${now}, modified_at = ${now}
      where c.id in (select unnest(${uuidArray(next.map((row) => row.cycleId))}::uuid[])) and c.closed_at is null
      returning c.id, c.account_id, c.user_id, c.course_id, c.cycle),
    dates as (
      select unnest(${uuidArray(next.map((row) => row.cycleId))}::uuid[]) as id,
        unnest(${momentArray(next.map((row) => row.openedAt))}::timestamptz[]) as opened_at,
        unnest(${momentArray(next.map((row) => row.dueAt))}::timestamptz[]) as due_at,
        unnest(${momentArray(next.map((row) => row.renewsAt))}::timestamptz[]) as renews_at)
    insert into ${courseAssignmentCycles} (account_id, user_id, course_id, cycle, opened_at, due_at, renews_at, modified_at)
    select closed.account_id, closed.user_id, closed.course_id, closed.cycle + 1, dates.opened_at, dates.due_at, dates.renews_at, ${now}
    from closed join dates on dates.id = closed.id
    returning id, user_id as "userId", course_id as "courseId", account_id as "accountId", cycle, due_at as "dueAt"`)) as unknown as {
    rows: { id: string; userId: string; courseId: string; accountId: string; cycle: number; dueAt: string | Date }[];
  };
  return result.rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt) }) as unknown as CycleRow);
}

/** Starts the learners' courses again (as a course reset does): attempts stop counting, recorded completion goes. */
export async function resetCourses(db: Executor, cycles: readonly Pick<CycleRow, 'accountId' | 'userId' | 'courseId'>[], now: Date) {
  if (cycles.length === 0) return;
  const users = uuidArray(cycles.map((cycle) => cycle.userId));
  const courseIds = uuidArray(cycles.map((cycle) => cycle.courseId));
  const accountIds = uuidArray(cycles.map((cycle) => cycle.accountId));
  await db.execute(sql`
    update ${learnerAttempts} a set discarded = true, modified_at = ${now}
    from (select unnest(${users}::uuid[]) as user_id, unnest(${courseIds}::uuid[]) as course_id) pairs
    where a.user_id = pairs.user_id and a.course_id = pairs.course_id and a.discarded = false`);
  await db.execute(sql`
    insert into ${learnerCourseProgress} (account_id, user_id, course_id, reset_count, completed_at, passed, score, modified_at)
    select unnest(${accountIds}::uuid[]), unnest(${users}::uuid[]), unnest(${courseIds}::uuid[]), 1, null, false, null, ${now}
    on conflict (user_id, course_id) do update
      set completed_at = null, passed = false, score = null, reset_count = ${learnerCourseProgress}.reset_count + 1, modified_at = ${now}`);
}

/**
 * Tells the learners of open, uncompleted cycles of live tracked courses that are due within the window
 * (due soon) or past due (overdue), once per cycle: one statement marks the cycles told and inserts their
 * notifications. The mark is taken under the row lock, so two servers scanning at once tell each once, and
 * a told cycle leaves the scan's index.
 */
export async function insertDueNotifications(db: Executor, kind: 'due-soon' | 'overdue', now: Date, dueSoonUntil: Date) {
  const told = kind === 'overdue' ? sql.raw('overdue_notified_at') : sql.raw('due_soon_notified_at');
  const inWindow = kind === 'overdue' ? sql`c.due_at < ${now}` : sql`c.due_at >= ${now} and c.due_at <= ${dueSoonUntil}`;
  const result = (await db.execute(sql`
    with told as (
      update ${courseAssignmentCycles} c set ${told} = ${now}
      from ${courses} co
      where co.id = c.course_id and c.closed_at is null and c.completed_at is null and c.${told} is null and ${inWindow}
        and co.course_status = 'Published'
        and co.data -> 'mandatory' ->> 'type' in (select unnest(${`{${trackedDueTypes.join(',')}}`}::text[]))
      returning c.id, c.account_id, c.user_id, c.course_id, c.due_at, co.title)
    insert into notifications (account_id, user_id, kind, subject, dedupe_key, created_at)
    select account_id, user_id, ${kind},
      jsonb_build_object('courseId', course_id, 'courseTitle', title,
        'dueAt', to_char(due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      ${`${kind}:`} || id, ${now}
    from told
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId"`)) as unknown as { rows: { userId: string }[] };
  return result.rows.map((row) => row.userId);
}

/** The learner's open cycles of the courses. */
export async function openCyclesOf(db: Executor, userId: string, courseIds: readonly string[]): Promise<CycleRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseAssignmentCycles)
    .where(
      and(
        eq(courseAssignmentCycles.userId, userId),
        inArray(courseAssignmentCycles.courseId, [...courseIds]),
        isNull(courseAssignmentCycles.closedAt),
      ),
    );
}

/** Every cycle of the course with its learner, newest cycles first. */
export async function cyclesOfCourse(db: Executor, accountId: string, courseId: string) {
  return db
    .select({
      cycle: courseAssignmentCycles,
      person: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(courseAssignmentCycles)
    .innerJoin(users, eq(users.id, courseAssignmentCycles.userId))
    .where(and(eq(courseAssignmentCycles.accountId, accountId), eq(courseAssignmentCycles.courseId, courseId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), desc(courseAssignmentCycles.cycle));
}
