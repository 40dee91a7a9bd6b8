import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanAccess } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { countAccountLessons, writePlanAccess } from './plan-access-repo.ts';
import { newPerson, playWell } from './test-learners.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Plan limits');
});
afterAll(() => test.close());

const open: PlanAccess = { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null };
const setAccess = (access: Partial<PlanAccess>) =>
  writePlanAccess(test.database.db, fixture.accountId, { ...open, ...access }, test.clock.now());

describe('planAccess.hasAccess false', () => {
  it('makes the authoring side read-only with the reason and locked date, and leaves learning and the account alone', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Before the lock' });
    const lesson = await addPublishedLesson(fixture, course.id);
    await setAccess({ hasAccess: false, hasAccessReason: 'The trial ended.', lockedDate: '2025-05-31T00:00:00.000Z' });
    try {
      for (const [method, url, body] of [
        ['POST', '/api/courses', { title: 'New' }],
        ['PUT', `/api/courses/${course.id}`, { version: course.version, title: 'Renamed' }],
        ['POST', `/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'More' }],
        ['PUT', `/api/lesson-authoring/${lesson.id}`, { slides: [], latestSavedSlidesStateIdentifier: null }],
      ] as const) {
        const response = await fixture.call(method, url, body);
        expect([url, response.statusCode, response.json().code, response.json().details]).toEqual([
          url,
          403,
          'plan_locked',
          { hasAccessReason: 'The trial ended.', lockedDate: '2025-05-31T00:00:00.000Z' },
        ]);
        expect(response.json().message).toContain('The trial ended.');
      }
      // The editors read the course's userPermissions: with the plan locked there is nothing but 'view'.
      expect((await fixture.call('GET', `/api/courses/${course.id}`)).json().userPermissions).toEqual(['view']);
      expect((await fixture.call('GET', '/api/plan')).json().planAccess).toMatchObject({
        hasAccess: false,
        hasAccessReason: 'The trial ended.',
      });
      expect((await fixture.call('PUT', '/api/account/settings', { switches: { offlineEnabled: true } })).statusCode).toBe(200);
      expect((await playWell(await newPerson(test, fixture.accountId), lesson.id)).score).toBeGreaterThan(0);
    } finally {
      await setAccess({});
    }
    expect((await fixture.call('POST', '/api/courses', { title: 'After the lock' })).statusCode).toBe(201);
    expect((await fixture.call('GET', `/api/courses/${course.id}`)).json().userPermissions).toContain('edit');
  });
});

describe('planAccess.lessonLimit', () => {
  it('refuses the lesson past the limit with a 403 that says the limit, for new lessons, copies and activities', async () => {
    const course = await fixture.createCourse('Limited');
    const first = await fixture.createLesson(course.id, 'Lesson', 'First');
    const own = await countAccountLessons(test.database.db, fixture.accountId);
    expect(own).toBeGreaterThan(0);
    await setAccess({ lessonLimit: own + 1 });
    try {
      expect(
        (await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'Up to the limit' })).statusCode,
      ).toBe(201);
      for (const [url, body] of [
        [`/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'One too many' }],
        ['/api/lessons/copy', { lessonId: first.id }],
        ['/api/discussions/new', { courseId: course.id, title: 'A discussion' }],
      ] as const) {
        const method = url.endsWith('/new') ? 'PUT' : 'POST';
        const response = await fixture.call(method, url, body);
        expect([url, response.statusCode, response.json().code, response.json().details]).toEqual([
          url,
          403,
          'lesson_limit_reached',
          { lessonLimit: own + 1, lessonCount: own + 1 },
        ]);
      }
    } finally {
      await setAccess({});
    }
  });
});
