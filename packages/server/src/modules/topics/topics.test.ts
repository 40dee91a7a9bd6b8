import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

const topicsUrl = (courseId: string) => `/api/courses/${courseId}/topics`;

describe('/api/courses/:courseId/topics', () => {
  it('adds (201), lists by name, renames and deletes (204) a course’s topics', async () => {
    const course = await fixture.createCourse();
    const created = await fixture.call('POST', topicsUrl(course.id), { name: 'Fire' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), courseId: course.id, name: 'Fire' });
    await fixture.call('POST', topicsUrl(course.id), { name: 'Exits' });
    expect((await fixture.call('GET', topicsUrl(course.id))).json().map((topic: { name: string }) => topic.name)).toEqual([
      'Exits',
      'Fire',
    ]);

    const renamed = await fixture.call('PUT', `${topicsUrl(course.id)}/${created.json().id}`, { name: 'Fire drills' });
    expect(renamed.json()).toMatchObject({ name: 'Fire drills' });
    expect((await fixture.call('DELETE', `${topicsUrl(course.id)}/${created.json().id}`)).statusCode).toBe(204);
    expect((await fixture.call('GET', topicsUrl(course.id))).json().map((topic: { name: string }) => topic.name)).toEqual(['Exits']);
    expect((await fixture.call('DELETE', `${topicsUrl(course.id)}/${created.json().id}`)).statusCode).toBe(404);
  });

  it('answers 400 for an empty or too long name', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('POST', topicsUrl(course.id), { name: '' })).statusCode).toBe(400);
    expect((await fixture.call('POST', topicsUrl(course.id), { name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('answers 404 for another account’s course, or a topic of another course', async () => {
    const course = await fixture.createCourse();
    const topic = (await fixture.call('POST', topicsUrl(course.id), { name: 'Mine' })).json();
    expect((await fixture.call('GET', topicsUrl(course.id), undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', topicsUrl(course.id), { name: 'x' }, 'outsider')).statusCode).toBe(404);
    const otherCourse = await fixture.createCourse();
    expect((await fixture.call('PUT', `${topicsUrl(otherCourse.id)}/${topic.id}`, { name: 'Moved?' })).statusCode).toBe(404);
  });

  it('lets reviewers read but not change topics (403)', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('GET', topicsUrl(course.id), undefined, 'reviewer')).statusCode).toBe(200);
    expect((await fixture.call('POST', topicsUrl(course.id), { name: 'x' }, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('GET', topicsUrl(course.id), undefined, 'app-user')).statusCode).toBe(403);
  });
});
