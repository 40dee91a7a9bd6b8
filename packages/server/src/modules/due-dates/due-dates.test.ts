import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AssignmentCyclesResponse, LearnerDueItem, NotificationListResponse } from '@slidewise/core';
import { createTestApp, testConfig, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, courseAdminRoles, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { notifications, users } from '../../db/schema.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { runDueScan } from './due-scan.ts';
import { certificateExpiryOf } from './certificate-expiry.ts';
import { complete, DAY_MS, dueCourse, groupWith, newLearner, renewSessions, type Learner } from './due-test-support.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Due dates');
});
afterAll(() => test.close());

const scan = () => {
  const context = { db: test.database.db, clock: test.clock.now, jobs: test.jobs, config: testConfig() };
  return runDueScan(context, createNotifier(context));
};
const advance = async (milliseconds: number) => {
  test.clock.advance(milliseconds);
  await renewSessions(test, fixture);
};
const advanceTo = (iso: string) => advance(Date.parse(iso) - test.clock.now().getTime());

async function dueOf(learner: Learner, courseId: string): Promise<LearnerDueItem | null> {
  const response = await learner.call('GET', `/api/learner/courses/${courseId}/due`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
}

async function kindsOf(learner: Learner, courseId: string) {
  const list: NotificationListResponse = (await learner.call('GET', '/api/notifications')).json();
  return list.items
    .filter((item) => item.subject.courseId === courseId)
    .map((item) => item.kind)
    .sort();
}

describe('due dates a learner sees', () => {
  it('relative-due-by: due N days after the assignment, then due soon, then overdue, each told once', async () => {
    const { course } = await dueCourse(fixture, { type: 'relative-due-by', relativeDueDays: 10 });
    const learner = await newLearner(test, fixture.accountId);
    const assignedAt = test.clock.now();
    const first = await dueOf(learner, course.id);
    expect(first).toMatchObject({ type: 'relative-due-by', cycle: 1, status: 'upcoming', recurring: false });
    expect(first!.dueAt).toBe(new Date(assignedAt.getTime() + 10 * DAY_MS).toISOString());

    await advance(4 * DAY_MS);
    await scan();
    await scan();
    expect((await dueOf(learner, course.id))!.status).toBe('due-soon');
    expect(await kindsOf(learner, course.id)).toEqual(['assigned', 'due-soon']);

    await advance(7 * DAY_MS);
    await Promise.all([scan(), scan()]);
    expect((await dueOf(learner, course.id))!.status).toBe('overdue');
    expect(await kindsOf(learner, course.id)).toEqual(['assigned', 'due-soon', 'overdue']);
    const list = (await learner.call('GET', '/api/learner/due')).json().items as LearnerDueItem[];
    expect(list.find((item) => item.courseId === course.id)?.status).toBe('overdue');
  });

  it('due-by: the date for everyone, moved for open cycles when the author moves it; completed shows completed', async () => {
    const dueDate = new Date(test.clock.now().getTime() + 30 * DAY_MS).toISOString();
    const { course, lessonId } = await dueCourse(fixture, { type: 'due-by', dueDate });
    const learner = await newLearner(test, fixture.accountId);
    expect((await dueOf(learner, course.id))!.dueAt).toBe(dueDate);

    const moved = new Date(test.clock.now().getTime() + 40 * DAY_MS).toISOString();
    const current = await fixture.getCourse(course.id);
    const saved = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: current.version,
      mandatory: { type: 'due-by', dueDate: moved },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await scan();
    expect((await dueOf(learner, course.id))!.dueAt).toBe(moved);

    await complete(learner, course.id, lessonId);
    expect(await dueOf(learner, course.id)).toMatchObject({ status: 'completed', certificateExpiresAt: null });
    expect(await certificateExpiryOf(test.database.db, { id: learner.id, accountId: fixture.accountId }, course.id)).toBeNull();
  });

  it('no-due-date and not-specified courses ask nothing: no item, no assignment', async () => {
    for (const type of ['no-due-date', 'not-specified'] as const) {
      const { course } = await dueCourse(fixture, { type });
      const learner = await newLearner(test, fixture.accountId);
      expect(await dueOf(learner, course.id)).toBeNull();
    }
  });

  it('assigns a course limited to groups to their members only, and never staff', async () => {
    const member = await newLearner(test, fixture.accountId);
    const outsider = await newLearner(test, fixture.accountId);
    const group = await groupWith(test, fixture.accountId, [member.id, fixture.people.facilitator.id]);
    const { course } = await dueCourse(fixture, { type: 'relative-due-by', relativeDueDays: 3 }, [group]);
    await scan();
    expect(await dueOf(member, course.id)).toMatchObject({ cycle: 1 });
    expect((await outsider.call('GET', `/api/learner/courses/${course.id}/due`)).statusCode).toBe(404);
    const cycles: AssignmentCyclesResponse = (await fixture.call('GET', `/api/courses/${course.id}/assignment-cycles`)).json();
    expect(cycles.items.map((item) => item.userId)).toEqual([member.id]);
  });

  it('assigns nobody deactivated, and tells them nothing', async () => {
    const active = await newLearner(test, fixture.accountId);
    const gone = await newLearner(test, fixture.accountId);
    await test.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.id));
    const { course } = await dueCourse(fixture, { type: 'relative-due-by', relativeDueDays: 3 }, [
      await groupWith(test, fixture.accountId, [active.id, gone.id]),
    ]);
    await scan();
    const cycles: AssignmentCyclesResponse = (await fixture.call('GET', `/api/courses/${course.id}/assignment-cycles`)).json();
    expect(cycles.items.map((item) => item.userId)).toEqual([active.id]);
    const told = await test.database.db.select().from(notifications).where(eq(notifications.userId, gone.id));
    expect(told).toEqual([]);
  });
});

describe('recurring training', () => {
  it('recurring-static-date: completing sets the certificate expiry; the next period reopens the course with history kept', async () => {
    await advanceTo('2025-06-20T09:00:00.000Z');
    const { course, lessonId } = await dueCourse(fixture, { type: 'recurring-static-date', recurringDate: '07-01' });
    const learner = await newLearner(test, fixture.accountId);
    expect(await dueOf(learner, course.id)).toMatchObject({ dueAt: '2025-07-01T23:59:59.999Z', status: 'upcoming', recurring: true });
    await scan();

    await complete(learner, course.id, lessonId);
    // What the certificate prints, before the scan records the completion on the cycle and after.
    const person = { id: learner.id, accountId: fixture.accountId };
    expect((await certificateExpiryOf(test.database.db, person, course.id))?.toISOString()).toBe('2026-07-01T23:59:59.999Z');
    await scan();
    expect((await certificateExpiryOf(test.database.db, person, course.id))?.toISOString()).toBe('2026-07-01T23:59:59.999Z');
    expect(await dueOf(learner, course.id)).toMatchObject({
      status: 'completed',
      certificateExpiresAt: '2026-07-01T23:59:59.999Z',
      renewsAt: '2026-06-01T23:59:59.999Z',
    });

    // A year on, within the renewal window: cycle 2 opens, the completion resets.
    await advanceTo('2026-06-25T09:00:00.000Z');
    await Promise.all([scan(), scan()]);
    expect(await dueOf(learner, course.id)).toMatchObject({
      cycle: 2,
      status: 'due-soon',
      dueAt: '2026-07-01T23:59:59.999Z',
      completedAt: null,
    });
    expect((await learner.call('GET', `/api/learner/courses/${course.id}`)).json().completed).toBe(false);
    expect(await kindsOf(learner, course.id)).toEqual(['assigned', 'due-soon', 'recurrence-reopened']);

    const cycles: AssignmentCyclesResponse = (await fixture.call('GET', `/api/courses/${course.id}/assignment-cycles`)).json();
    const mine = cycles.items.find((item) => item.userId === learner.id)!;
    expect(mine.cycles.map((cycle) => [cycle.cycle, cycle.status, cycle.closedAt !== null])).toEqual([
      [2, 'due-soon', false],
      [1, 'completed', true],
    ]);
    expect(mine.cycles[1]).toMatchObject({ passed: true, expiresAt: '2026-07-01T23:59:59.999Z' });
  });

  it('a missed calendar cycle gives way to the next period; recurring-completion-date waits for the completion', async () => {
    const yearly = await dueCourse(fixture, { type: 'recurring-static-date', recurringDate: '01-15' });
    const afterCompletion = await dueCourse(fixture, { type: 'recurring-completion-date', recurrenceMonths: 6, relativeDueDays: 20 });
    const learner = await newLearner(test, fixture.accountId);
    expect((await dueOf(learner, yearly.course.id))!.cycle).toBe(1);
    expect((await dueOf(learner, afterCompletion.course.id))!.cycle).toBe(1);

    await advance(2 * 366 * DAY_MS);
    await scan();
    expect((await dueOf(learner, yearly.course.id))!.cycle).toBeGreaterThan(1);
    expect(await dueOf(learner, afterCompletion.course.id)).toMatchObject({ cycle: 1, status: 'overdue' });
  });
});

describe('validation', () => {
  it('refuses a due-by course without its date, a relative one without its days and a yearly one without its day (400), changing nothing', async () => {
    const course = await fixture.createCourse('Due validation');
    for (const mandatory of [
      { type: 'due-by' },
      { type: 'due-by', dueDate: null },
      { type: 'due-by', dueDate: '2027-03-01' },
      { type: 'relative-due-by' },
      { type: 'relative-due-by', relativeDueDays: 0 },
      { type: 'recurring-completion-date', recurrenceMonths: 0 },
      { type: 'recurring-static-date' },
      { type: 'recurring-static-date', recurringDate: '02-30' },
      { type: 'relative-due-by', relativeDueDays: 5, timeZone: 'Mars/Olympus_Mons' },
    ]) {
      const response = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, mandatory });
      expect(response.statusCode, JSON.stringify(mandatory)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^mandatory\./) });
    }
    const missingDate = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, mandatory: { type: 'due-by' } });
    expect(missingDate.json().message).toBe('mandatory.dueDate: A course due by a date needs the date (dueDate).');
    expect((await fixture.getCourse(course.id)).mandatory).toEqual({ type: 'no-due-date' });
  });

  it('never refuses a draft for what only publishing needs: a draft without lessons takes any complete rule', async () => {
    const course = await fixture.createCourse('Due draft');
    let version = course.version;
    for (const mandatory of [
      { type: 'due-by', dueDate: '2027-03-01T17:00:00.000Z' },
      { type: 'relative-due-by', relativeDueDays: 10 },
      { type: 'recurring-completion-date' },
      { type: 'recurring-publish-date', recurrenceMonths: 6 },
      { type: 'recurring-static-date', recurringDate: '02-29', timeZone: 'Europe/Madrid' },
      { type: 'not-specified' },
    ]) {
      const response = await fixture.call('PUT', `/api/courses/${course.id}`, { version, mandatory });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ courseStatus: 'Draft', mandatory });
      version = response.json().version;
    }
  });
});

describe('who may call', () => {
  let courseId: string;
  beforeAll(async () => {
    courseId = (await dueCourse(fixture, { type: 'relative-due-by', relativeDueDays: 5 })).course.id;
  });

  it.each(courseAdminRoles)('%s: reads their own due list (every role plays)', async (role) => {
    const response = await fixture.call('GET', '/api/learner/due', undefined, role);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as LearnerDueItem[];
    // Only learners are assigned: staff see nothing due.
    expect(items.some((item) => item.courseId === courseId)).toBe(role === 'app-user');
  });

  it.each(courseAdminRoles)("%s: the course's assignment cycles only for those who see its results", async (role) => {
    const response = await fixture.call('GET', `/api/courses/${courseId}/assignment-cycles`, undefined, role);
    const expected = { 'account-owner': 200, 'account-admin': 200, 'content-author': 200, facilitator: 200, 'restricted-author': 403 }[
      role as string
    ];
    expect(response.statusCode).toBe(expected ?? 403);
  });

  it('another account answers 404, the anonymous 401', async () => {
    expect((await fixture.call('GET', `/api/courses/${courseId}/assignment-cycles`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/learner/courses/${courseId}/due`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/learner/due' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: `/api/courses/${courseId}/assignment-cycles` })).statusCode).toBe(401);
  });

  it('stores each notification once although the scans of two servers ran together', async () => {
    const rows = await test.database.db
      .select({ userId: notifications.userId, key: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.accountId, fixture.accountId)));
    const keys = rows.map((row) => `${row.userId} ${row.key}`);
    expect(keys.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
