import { sql } from 'drizzle-orm';
import { MONTHLY_ACTIVE_DAYS, WEEKLY_ACTIVE_DAYS } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { analyticsDailyActivity, courseAssignmentCycles, courses, userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { countedPeopleCondition, isoInstant } from './sql-values.ts';

/** The overview's scope: an account's counted people, all of them or the members of some groups. */
export interface OverviewScope {
  accountId: string;
  groupIds: readonly string[];
}

/** The people of the scope, as a `counted` common table expression (ids only). */
function countedPeople({ accountId, groupIds }: OverviewScope) {
  const inGroups =
    groupIds.length === 0
      ? sql``
      : sql`and exists (select 1 from ${userGroupMembers} member
          where member.user_id = person.id and member.user_group_id in (${sql.join(
            groupIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`;
  return sql`counted as (
    select person.id from ${users} person
    where person.account_id = ${accountId} and ${countedPeopleCondition(sql`person`)} ${inGroups}
  )`;
}

/** The account's user groups by name, to narrow the overview to. */
export async function accountGroups(db: Executor, accountId: string): Promise<{ id: string; name: string }[]> {
  return queryRows(db, sql`select id, name from ${userGroups} where account_id = ${accountId} order by lower(name), id`);
}

/** How many of these groups are the account's: fewer than asked means one is someone else's. */
export async function accountGroupCount(db: Executor, accountId: string, groupIds: readonly string[]): Promise<number> {
  if (groupIds.length === 0) return 0;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${userGroups}
      where account_id = ${accountId} and id in (${sql.join(
        groupIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return row!.count;
}

export interface OverviewDayRow {
  day: string;
  daily_active: number;
  weekly_active: number;
  monthly_active: number;
  lessons_completed: number;
  courses_completed: number;
}

/**
 * Each day of the range from the rollup: the learners active that day, in the 7 and 30 days up to it, and
 * the lessons and courses completed that day. A row of the rollup is activity (a lesson started or finished,
 * a course completed); rows a reset emptied are not.
 */
export async function overviewDays(db: Executor, scope: OverviewScope, from: string, to: string): Promise<OverviewDayRow[]> {
  return queryRows<OverviewDayRow>(
    db,
    sql`with ${countedPeople(scope)},
    activity as (
      select rollup.user_id, rollup.day, rollup.lessons_completed, rollup.courses_completed
      from ${analyticsDailyActivity} rollup join counted on counted.id = rollup.user_id
      where rollup.account_id = ${scope.accountId}
        and rollup.day between ${from}::date - ${MONTHLY_ACTIVE_DAYS - 1}::int and ${to}::date
        and rollup.lessons_started + rollup.lessons_completed + rollup.courses_completed > 0
    ),
    days as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day)
    select to_char(days.day, 'YYYY-MM-DD') as day,
      (count(distinct activity.user_id) filter (where activity.day = days.day))::int as daily_active,
      (count(distinct activity.user_id) filter (where activity.day > days.day - ${WEEKLY_ACTIVE_DAYS}::int))::int as weekly_active,
      count(distinct activity.user_id)::int as monthly_active,
      (coalesce(sum(activity.lessons_completed) filter (where activity.day = days.day), 0))::int as lessons_completed,
      (coalesce(sum(activity.courses_completed) filter (where activity.day = days.day), 0))::int as courses_completed
    from days left join activity on activity.day > days.day - ${MONTHLY_ACTIVE_DAYS}::int and activity.day <= days.day
    group by days.day order by days.day`,
  );
}

export interface OverviewTotalsRow {
  active_learners: number;
  lessons_completed: number;
  courses_completed: number;
  score_sum: number;
  scored_lessons: number;
}

/** The range's sums from the rollup; the average score is score_sum / scored_lessons (a mean of lessons, not of days). */
export async function overviewTotals(db: Executor, scope: OverviewScope, from: string, to: string): Promise<OverviewTotalsRow> {
  const [row] = await queryRows<OverviewTotalsRow>(
    db,
    sql`with ${countedPeople(scope)}
    select
      (count(distinct rollup.user_id) filter (where rollup.lessons_started + rollup.lessons_completed + rollup.courses_completed > 0))::int as active_learners,
      coalesce(sum(rollup.lessons_completed), 0)::int as lessons_completed,
      coalesce(sum(rollup.courses_completed), 0)::int as courses_completed,
      coalesce(sum(rollup.score_sum), 0)::float8 as score_sum,
      coalesce(sum(rollup.scored_lessons), 0)::int as scored_lessons
    from ${analyticsDailyActivity} rollup join counted on counted.id = rollup.user_id
    where rollup.account_id = ${scope.accountId} and rollup.day between ${from}::date and ${to}::date`,
  );
  return row!;
}

export interface OverdueRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  course_id: string;
  course_title: string;
  due_at: string;
}

/** The most overdue assignments listed (the count of people is computed apart, over all of them). */
export const OVERDUE_LISTED = 1000;

/** Open assignment cycles past their due date and not completed, now: most overdue first. */
export async function overdueAssignments(db: Executor, scope: OverviewScope, now: Date): Promise<{ rows: OverdueRow[]; people: number }> {
  const overdue = sql`with ${countedPeople(scope)},
    overdue as (
      select cycle.user_id, cycle.course_id, cycle.due_at from ${courseAssignmentCycles} cycle join counted on counted.id = cycle.user_id
      where cycle.account_id = ${scope.accountId} and cycle.closed_at is null and cycle.completed_at is null
        and cycle.due_at < ${now.toISOString()}::timestamptz
    )`;
  const [rows, [count]] = await Promise.all([
    queryRows<OverdueRow>(
      db,
      sql`${overdue}
      select person.id as user_id, person.first_name, person.last_name, person.email, course.id as course_id, course.title as course_title,
        ${isoInstant(sql`overdue.due_at`)} as due_at
      from overdue join ${users} person on person.id = overdue.user_id join ${courses} course on course.id = overdue.course_id
      order by overdue.due_at, lower(person.last_name), lower(person.first_name), course.title
      limit ${OVERDUE_LISTED}`,
    ),
    queryRows<{ people: number }>(db, sql`${overdue} select count(distinct user_id)::int as people from overdue`),
  ]);
  return { rows, people: count!.people };
}
