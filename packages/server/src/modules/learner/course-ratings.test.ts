import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesAllow } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, courseAdminRoles, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createLearnerCourse } from './test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Course ratings');
});
afterAll(() => test.close());

const ratingUrl = (courseId: string) => `/api/learner/courses/${courseId}/rating`;

describe('a learner rating a course', () => {
  it('rates 1 to 5 stars, changes the rating, reads it back and takes it back', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Rated' });
    const url = ratingUrl(course.id);
    expect((await fixture.call('GET', url, undefined, 'app-user')).json()).toEqual({ stars: null });

    const rated = await fixture.call('PUT', url, { stars: 4 }, 'app-user');
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toEqual({ stars: 4 });
    expect((await fixture.call('PUT', url, { stars: 2 }, 'app-user')).json()).toEqual({ stars: 2 });
    expect((await fixture.call('GET', url, undefined, 'app-user')).json()).toEqual({ stars: 2 });
    // Each learner has their own rating.
    expect((await fixture.call('GET', url, undefined, 'facilitator')).json()).toEqual({ stars: null });

    expect((await fixture.call('DELETE', url, undefined, 'app-user')).json()).toEqual({ stars: null });
    expect((await fixture.call('DELETE', url, undefined, 'app-user')).statusCode).toBe(200);
    expect((await fixture.call('GET', url, undefined, 'app-user')).json()).toEqual({ stars: null });
  });

  it.each([0, 6, 3.5, '4', null])('refuses %j stars with a 400', async (stars) => {
    const course = await createLearnerCourse(fixture, { title: `Bad stars ${String(stars)}` });
    const response = await fixture.call('PUT', ratingUrl(course.id), { stars }, 'app-user');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect((await fixture.call('GET', ratingUrl(course.id), undefined, 'app-user')).json()).toEqual({ stars: null });
  });

  it('answers 404 for a draft, an unknown id and another account’s course', async () => {
    const draft = await createLearnerCourse(fixture, { title: 'Draft', publish: false });
    expect((await fixture.call('PUT', ratingUrl(draft.id), { stars: 5 }, 'app-user')).statusCode).toBe(404);
    expect((await fixture.call('PUT', ratingUrl(crypto.randomUUID()), { stars: 5 }, 'app-user')).statusCode).toBe(404);

    const other = await courseAdminFixture(test, 'Course ratings elsewhere');
    const theirs = await createLearnerCourse(other, { title: 'Theirs' });
    expect((await fixture.call('PUT', ratingUrl(theirs.id), { stars: 5 }, 'app-user')).statusCode).toBe(404);
    expect((await fixture.call('DELETE', ratingUrl(theirs.id), undefined, 'app-user')).statusCode).toBe(404);
    expect((await fixture.call('GET', ratingUrl(theirs.id), undefined, 'app-user')).statusCode).toBe(404);
  });

  it('lets every role that plays rate, and nobody signed out', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Roles' });
    for (const role of courseAdminRoles) {
      const allowed = rolesAllow('learning.rate', [role]);
      expect((await fixture.call('PUT', ratingUrl(course.id), { stars: 3 }, role)).statusCode, role).toBe(allowed ? 200 : 403);
    }
    const anonymous = await test.app.inject({ method: 'PUT', url: ratingUrl(course.id), payload: { stars: 3 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
