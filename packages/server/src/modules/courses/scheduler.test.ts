import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCourseStatus, type Course } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { runDueStatusChanges } from './scheduler.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(test.clock.now().getTime() + hoursFromNow * HOUR).toISOString();

async function scheduled(publishInHours: number, unpublishInHours?: number): Promise<Course> {
  const course = await fixture.createCourse();
  const response = await fixture.call('POST', `/api/courses/${course.id}/schedule`, {
    scheduleStatus: 'Later',
    publishOn: at(publishInHours),
    ...(unpublishInHours === undefined ? {} : { unpublishOn: at(unpublishInHours) }),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the course scheduler (a controllable clock)', () => {
  it('publishes a scheduled course once publishOn comes, exactly as publishing by hand would', async () => {
    const course = await scheduled(1, 3);
    expect((await runDueStatusChanges(test.database.db, test.clock.now())).published).not.toContain(course.id);

    test.clock.advance(HOUR);
    const changes = await runDueStatusChanges(test.database.db, test.clock.now());
    expect(changes.published).toContain(course.id);
    const after = await fixture.getCourse(course.id);
    const expected = changeCourseStatus(course, { kind: 'publish' }, test.clock.now());
    if (!expected.ok) throw new Error(expected.message);
    expect(after).toMatchObject({ ...expected.fields, version: course.version + 1 });
    expect(after.publishOn).toBe(course.publishOn);

    test.clock.advance(2 * HOUR);
    expect((await runDueStatusChanges(test.database.db, test.clock.now())).unpublished).toContain(course.id);
    expect(await fixture.getCourse(course.id)).toMatchObject({
      courseStatus: 'Draft',
      display: { active: false },
      publishOn: null,
      unpublishOn: null,
    });
  });

  it('unpublishes a course whose whole window passed while nothing ran', async () => {
    const course = await scheduled(1, 2);
    test.clock.advance(3 * HOUR);
    const changes = await runDueStatusChanges(test.database.db, test.clock.now());
    expect(changes.unpublished).toContain(course.id);
    expect(changes.published).not.toContain(course.id);
    expect((await fixture.getCourse(course.id)).courseStatus).toBe('Draft');
  });

  it('changes each due course once when several servers run at the same moment', async () => {
    const courses = await Promise.all([scheduled(1), scheduled(1), scheduled(1)]);
    test.clock.advance(HOUR);
    const rounds = await Promise.all([1, 2, 3, 4].map(() => runDueStatusChanges(test.database.db, test.clock.now())));
    for (const course of courses) {
      expect(rounds.filter((round) => round.published.includes(course.id))).toHaveLength(1);
      expect((await fixture.getCourse(course.id)).version).toBe(course.version + 1);
    }
  });

  it('makes a stale editor save answer 409 instead of undoing the publication', async () => {
    const course = await scheduled(1);
    test.clock.advance(HOUR);
    await runDueStatusChanges(test.database.db, test.clock.now());
    const stale = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'Edited in an old tab' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.courseStatus).toBe('Published');
  });

  it('runs as a recurring job of the queue, at start and then every interval', async () => {
    const course = await scheduled(1);
    await test.jobs.start();
    try {
      await test.jobs.runDue();
      expect((await fixture.getCourse(course.id)).courseStatus).toBe('Scheduled');
      test.clock.advance(HOUR);
      await test.jobs.runDue();
      expect((await fixture.getCourse(course.id)).courseStatus).toBe('Published');
    } finally {
      await test.jobs.stop();
    }
  });
});
