import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { AnalyticsOverviewResponse, Course, LearnerReportResponse, Lesson } from '@slidewise/core';
import { courseAssignmentCycles, userGroupMembers, userGroups } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { newTestLearner, playSampleLesson, type TestLearner } from '../../test-support/learners.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';

// The fixture, by hand (the test clock starts on 2025-06-01 09:00 UTC; sample lesson scores: quiz right and
// game 4000 → 100, quiz right and game 0 → 50, quiz wrong and game 0 → 0, quiz right and game 2000 → 75):
//   06-01  Ana plays Safety's two lessons (100, 50): Safety completed. Ben plays Safety 1 (0).
//          Ex (exclude-from-analytics) plays Safety 1 (100): never counted.
//   06-02  Ben plays Safety 1 again (75).
//   06-04  Cal plays Onboarding's one lesson (100): Onboarding completed.
// Crew = Ben and Cal. Dan is assigned Safety, due 06-02, and does nothing; Ex likewise (not counted);
// Ana's Onboarding is due 06-10 (not yet overdue on 06-04).
const DAY_MS = 86_400_000;

let test: TestApp;
let fixture: CourseAdminFixture;
let safety: Course;
let onboarding: Course;
let safetyLessons: Lesson[];
let ana: TestLearner;
let ben: TestLearner;
let cal: TestLearner;
let dan: TestLearner;
let excluded: TestLearner;
let manager: TestLearner;
let crewId: string;

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Analytics overview');
  safety = await createLearnerCourse(fixture, { title: 'Safety' });
  safetyLessons = [
    await addPublishedLesson(fixture, safety.id, { title: 'Safety 1' }),
    await addPublishedLesson(fixture, safety.id, { title: 'Safety 2' }),
  ];
  onboarding = await createLearnerCourse(fixture, { title: 'Onboarding' });
  const onboardingLesson = await addPublishedLesson(fixture, onboarding.id, { title: 'Welcome' });
  ana = await newTestLearner(test, fixture.accountId, { firstName: 'Ana', lastName: 'Alba' });
  ben = await newTestLearner(test, fixture.accountId, { firstName: 'Ben', lastName: 'Bravo' });
  cal = await newTestLearner(test, fixture.accountId, { firstName: 'Cal', lastName: 'Cruz' });
  dan = await newTestLearner(test, fixture.accountId, { firstName: 'Dan', lastName: 'Diaz' });
  excluded = await newTestLearner(test, fixture.accountId, {
    firstName: 'Ex',
    lastName: 'Cluded',
    roles: ['app-user', 'exclude-from-analytics'],
  });
  manager = await newTestLearner(test, fixture.accountId, { firstName: 'Mia', lastName: 'Manager', roles: ['manager-analytics'] });
  const [crew] = await test.database.db.insert(userGroups).values({ accountId: fixture.accountId, name: 'Crew' }).returning();
  crewId = crew!.id;
  await test.database.db
    .insert(userGroupMembers)
    .values([ben, cal].map((person) => ({ accountId: fixture.accountId, userGroupId: crewId, userId: person.id })));
  const cycle = (person: TestLearner, courseId: string, dueAt: string) => ({
    accountId: fixture.accountId,
    userId: person.id,
    courseId,
    cycle: 1,
    openedAt: new Date('2025-05-20T00:00:00Z'),
    dueAt: new Date(dueAt),
  });
  await test.database.db
    .insert(courseAssignmentCycles)
    .values([
      cycle(dan, safety.id, '2025-06-02T00:00:00Z'),
      cycle(excluded, safety.id, '2025-06-02T00:00:00Z'),
      cycle(ana, onboarding.id, '2025-06-10T00:00:00Z'),
    ]);

  await playSampleLesson(ana, safetyLessons[0]!.id, true, 4000);
  await playSampleLesson(ana, safetyLessons[1]!.id, true, 0);
  await playSampleLesson(ben, safetyLessons[0]!.id, false, 0);
  await playSampleLesson(excluded, safetyLessons[0]!.id, true, 4000);
  test.clock.advance(DAY_MS);
  await playSampleLesson(ben, safetyLessons[0]!.id, true, 2000);
  test.clock.advance(2 * DAY_MS);
  await playSampleLesson(cal, onboardingLesson.id, true, 4000);
});
afterAll(() => test.close());

const overview = async (query: string, as: TestLearner | 'owner' = 'owner') => {
  const url = `/api/analytics/overview${query}`;
  return as === 'owner' ? fixture.call('GET', url) : as.call('GET', url);
};

describe('GET /api/analytics/overview', () => {
  it('counts active learners, lessons and courses completed each day, from the rollup, without the excluded', async () => {
    const response = await overview('?from=2025-06-01&to=2025-06-04');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AnalyticsOverviewResponse;
    expect(body.days).toEqual([
      { day: '2025-06-01', dailyActive: 2, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 3, coursesCompleted: 1 },
      { day: '2025-06-02', dailyActive: 1, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 1, coursesCompleted: 0 },
      { day: '2025-06-03', dailyActive: 0, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 0, coursesCompleted: 0 },
      { day: '2025-06-04', dailyActive: 1, weeklyActive: 3, monthlyActive: 3, lessonsCompleted: 1, coursesCompleted: 1 },
    ]);
    // (100 + 50 + 0 + 75 + 100) / 5
    expect(body.totals).toEqual({ activeLearners: 3, lessonsCompleted: 5, coursesCompleted: 2, averageScore: 65, overduePeople: 1 });
    expect(body.overdue).toEqual([
      {
        userId: dan.id,
        name: 'Dan Diaz',
        email: expect.stringContaining('@example.com'),
        courseId: safety.id,
        courseTitle: 'Safety',
        dueAt: '2025-06-02T00:00:00.000Z',
      },
    ]);
  });

  it('drops from the weekly count a learner idle for 7 days, and keeps them in the monthly one', async () => {
    const body = (await overview('?from=2025-06-08&to=2025-06-08')).json() as AnalyticsOverviewResponse;
    expect(body.days).toEqual([
      { day: '2025-06-08', dailyActive: 0, weeklyActive: 2, monthlyActive: 3, lessonsCompleted: 0, coursesCompleted: 0 },
    ]);
    expect(body.totals).toMatchObject({ activeLearners: 0, lessonsCompleted: 0, averageScore: null });
  });

  it('narrows everything to the members of the chosen groups', async () => {
    const body = (await overview(`?from=2025-06-01&to=2025-06-04&groupIds=${crewId}`)).json() as AnalyticsOverviewResponse;
    expect(body.groupIds).toEqual([crewId]);
    expect(body.groups).toEqual([{ id: crewId, name: 'Crew' }]);
    expect(body.days.map((day) => [day.dailyActive, day.lessonsCompleted, day.coursesCompleted])).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [0, 0, 0],
      [1, 1, 1],
    ]);
    // (0 + 75 + 100) / 3; Dan is not in the crew.
    expect(body.totals).toEqual({ activeLearners: 2, lessonsCompleted: 3, coursesCompleted: 1, averageScore: 175 / 3, overduePeople: 0 });
  });

  it('opens on the last 30 days up to today, or up to the chosen end', async () => {
    const body = (await overview('')).json() as AnalyticsOverviewResponse;
    expect([body.from, body.to, body.days.length]).toEqual(['2025-05-06', '2025-06-04', 30]);
    expect(body.totals.lessonsCompleted).toBe(5);
    const endingEarlier = (await overview('?to=2025-06-01')).json() as AnalyticsOverviewResponse;
    expect([endingEarlier.from, endingEarlier.to, endingEarlier.totals.lessonsCompleted]).toEqual(['2025-05-03', '2025-06-01', 3]);
  });

  it('refuses a range that ends first or is too long, and malformed groups (400); another account’s group is 404', async () => {
    const backwards = await overview('?from=2025-06-04&to=2025-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'validation_failed', message: 'The range ends before it starts.' });
    expect((await overview('?from=2024-01-01&to=2025-01-01')).json()).toMatchObject({ message: 'A report covers at most 366 days.' });
    expect((await overview('?groupIds=crew')).statusCode).toBe(400);
    expect((await overview('?from=2025-13-01')).statusCode).toBe(400);
    const [foreign] = await test.database.db
      .insert(userGroups)
      .values({ accountId: fixture.outsider.accountId, name: 'Theirs' })
      .returning();
    expect((await overview(`?groupIds=${foreign!.id}`)).statusCode).toBe(404);
  });

  it('is read by owners, administrators and analytics managers; not by authors, facilitators or learners', async () => {
    expect((await overview('')).statusCode).toBe(200);
    expect((await fixture.call('GET', '/api/analytics/overview', undefined, 'account-admin')).statusCode).toBe(200);
    expect((await overview('', manager)).statusCode).toBe(200);
    for (const role of ['content-author', 'facilitator', 'app-user'] as const) {
      expect((await fixture.call('GET', '/api/analytics/overview', undefined, role)).statusCode, role).toBe(403);
    }
    // Another account's owner sees their own account: none of these people.
    const theirs = (await fixture.call('GET', '/api/analytics/overview?from=2025-06-01&to=2025-06-04', undefined, 'outsider')).json();
    expect(theirs.totals).toEqual({ activeLearners: 0, lessonsCompleted: 0, coursesCompleted: 0, averageScore: null, overduePeople: 0 });
  });
});

describe('GET /api/analytics/learners/{userId}', () => {
  it('lists what one person did: courses, attempts, scores and last activity', async () => {
    const response = await overview('', manager).then(() => manager.call('GET', `/api/analytics/learners/${ben.id}`));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as LearnerReportResponse;
    expect(report.learner).toEqual({
      id: ben.id,
      name: 'Ben Bravo',
      email: expect.any(String),
      status: 'active',
      excludedFromAnalytics: false,
      lastActivityAt: '2025-06-02T09:00:00.000Z',
    });
    // (0 + 75) / 2
    expect(report.totals).toEqual({ lessonsCompleted: 2, coursesCompleted: 0, averageScore: 37.5, certificates: 0 });
    expect(report.courses).toEqual([
      {
        courseId: safety.id,
        title: 'Safety',
        lessonsCompleted: 1,
        lessonsTotal: 2,
        bestAverageScore: 75,
        completedAt: null,
        passed: false,
        dueAt: null,
        lastActivityAt: '2025-06-02T09:00:00.000Z',
      },
    ]);
    expect(report.attempts.map((attempt) => [attempt.lessonTitle, attempt.startedAt, attempt.score])).toEqual([
      ['Safety 1', '2025-06-02T09:00:00.000Z', 75],
      ['Safety 1', '2025-06-01T09:00:00.000Z', 0],
    ]);
  });

  it('shows a completed course with its due date, and says when a person is not counted', async () => {
    const anaReport = (await fixture.call('GET', `/api/analytics/learners/${ana.id}`)).json() as LearnerReportResponse;
    expect(anaReport.totals).toMatchObject({ lessonsCompleted: 2, coursesCompleted: 1, averageScore: 75 });
    expect(anaReport.courses.map((course) => [course.title, course.lessonsCompleted, course.completedAt, course.dueAt])).toEqual([
      ['Safety', 2, '2025-06-01T09:00:00.000Z', null],
      ['Onboarding', 0, null, '2025-06-10T00:00:00.000Z'],
    ]);
    const excludedReport = (await fixture.call('GET', `/api/analytics/learners/${excluded.id}`)).json() as LearnerReportResponse;
    expect(excludedReport.learner.excludedFromAnalytics).toBe(true);
  });

  it('answers 404 for a person of another account, and 403 to an author', async () => {
    expect((await fixture.call('GET', `/api/analytics/learners/${fixture.outsider.id}`)).statusCode).toBe(404);
    expect((await fixture.call('GET', '/api/analytics/learners/not-an-id')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/analytics/learners/${ana.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/analytics/learners/${ana.id}`, undefined, 'content-author')).statusCode).toBe(403);
    expect((await ana.call('GET', `/api/analytics/learners/${ana.id}`)).statusCode).toBe(403);
  });
});

describe('migration 0022’s backfill of the rollup', () => {
  it('counts the attempts and completions made before it as the live refresh counts them', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0022_analytics_rollups_partitioned_events.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(
      migration.indexOf('SELECT "account_id", "user_id", "day", sum('),
      migration.indexOf('GROUP BY "account_id", "user_id", "day";'),
    );
    const row = (day: {
      user_id: string;
      day: string;
      lessons_started: number;
      lessons_completed: number;
      courses_completed: number;
      score_sum: number;
      scored_lessons: number;
    }) => [
      day.user_id,
      day.day,
      day.lessons_started,
      day.lessons_completed,
      day.courses_completed,
      Number(day.score_sum),
      day.scored_lessons,
    ];
    const fromBackfill = await queryRows<Parameters<typeof row>[0]>(
      test.database.db,
      sql.raw(`select user_id, to_char(day, 'YYYY-MM-DD') as day, lessons_started, lessons_completed, courses_completed, score_sum, scored_lessons
        from (${backfill} GROUP BY "account_id", "user_id", "day") counted where account_id = '${fixture.accountId}' order by user_id, day`),
    );
    const live = await queryRows<Parameters<typeof row>[0]>(
      test.database.db,
      sql`select user_id, to_char(day, 'YYYY-MM-DD') as day, lessons_started, lessons_completed, courses_completed, score_sum, scored_lessons
        from analytics_daily_activity where account_id = ${fixture.accountId} order by user_id, day`,
    );
    expect(live).toHaveLength(5);
    expect(fromBackfill.map(row)).toEqual(live.map(row));
  });
});
