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

// What every single-purpose course call must do besides its own job.
const calls = [
  { name: 'tags', method: 'PUT', path: 'tags', body: { tagIds: [] }, invalid: { tagIds: 'none' } },
  { name: 'group training', method: 'PUT', path: 'group-training', body: { isEnabled: true }, invalid: { isEnabled: 'yes' } },
  {
    name: 'user groups',
    method: 'PUT',
    path: 'usergroups',
    body: { universalAccess: true, userGroups: [] },
    invalid: { universalAccess: true },
  },
  { name: 'prerequisites', method: 'PUT', path: 'prerequisites', body: { prerequisites: [] }, invalid: { prerequisites: [1] } },
  { name: 'sharing', method: 'PUT', path: 'sharing', body: { sharedWith: [] }, invalid: {} },
] as const;

describe.each(calls)('PUT /api/courses/:courseId/$path', ({ path, body, invalid }) => {
  it('answers the updated course with a new version', async () => {
    const course = await fixture.createCourse();
    const response = await fixture.call('PUT', `/api/courses/${course.id}/${path}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(course.version + 1);
  });

  it('answers 409 with the current course for a stale version', async () => {
    const course = await fixture.createCourse();
    await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'Moved on' });
    const response = await fixture.call('PUT', `/api/courses/${course.id}/${path}`, { ...body, version: course.version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', details: { current: { title: 'Moved on' } } });
  });

  it('answers 400 for an invalid body, 404 for another account’s course, 403 to a reviewer', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('PUT', `/api/courses/${course.id}/${path}`, invalid)).statusCode).toBe(400);
    expect((await fixture.call('PUT', `/api/courses/${course.id}/${path}`, body, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/courses/${course.id}/${path}`, body, 'reviewer')).statusCode).toBe(403);
  });
});

describe('tags', () => {
  it('sets tagIds plus tags created on the fly; names match existing tags ignoring case', async () => {
    const course = await fixture.createCourse();
    const created = await fixture.call('PUT', `/api/courses/${course.id}/tags`, { tagIds: [], newTagNames: ['Safety', 'Onboarding'] });
    expect(created.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Safety', 'Onboarding']);
    const [safety] = created.json().tags;
    const reused = await fixture.call('PUT', `/api/courses/${course.id}/tags`, {
      tagIds: [safety.id],
      newTagNames: ['onboarding', 'SAFETY'],
    });
    expect(reused.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Safety', 'Onboarding']);
    const listed = (await fixture.call('GET', '/api/tags')).json();
    expect(listed.filter((tag: { name: string }) => ['safety', 'onboarding'].includes(tag.name.toLowerCase()))).toHaveLength(2);
  });

  it('answers 404 for a tag id that is not the account’s', async () => {
    const course = await fixture.createCourse();
    const response = await fixture.call('PUT', `/api/courses/${course.id}/tags`, { tagIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^Tag .* not found$/);
  });
});

describe('POST /api/v2/leaderBoard/enable', () => {
  it('turns the leaderboard on with an id it keeps when turned off and on again', async () => {
    const course = await fixture.createCourse();
    const on = await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: true });
    expect(on.statusCode).toBe(200);
    const { leaderboard } = on.json();
    expect(leaderboard).toEqual({ id: expect.any(String), isEnabled: true });
    expect(
      (await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: false })).json().leaderboard,
    ).toEqual({ id: leaderboard.id, isEnabled: false });
  });

  it('answers 400 without courseId, 404 for another account’s course, 403 to a learner, 409 for a stale version', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('POST', '/api/v2/leaderBoard/enable', { isEnabled: true })).statusCode).toBe(400);
    expect(
      (await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: true }, 'outsider')).statusCode,
    ).toBe(404);
    expect(
      (await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: true }, 'app-user')).statusCode,
    ).toBe(403);
    expect(
      (await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: course.id, isEnabled: true, version: 9 })).statusCode,
    ).toBe(409);
  });
});

describe('group training and access', () => {
  it('sets isGroupTrainingEnabled', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('PUT', `/api/courses/${course.id}/group-training`, { isEnabled: true })).json().isGroupTrainingEnabled).toBe(
      true,
    );
  });

  it('limits access to user groups of the account', async () => {
    const course = await fixture.createCourse();
    const group = (await fixture.call('POST', '/api/usergroups', { name: 'Night shift' })).json();
    const limited = await fixture.call('PUT', `/api/courses/${course.id}/usergroups`, {
      universalAccess: false,
      userGroups: [group.id, group.id],
    });
    expect(limited.json()).toMatchObject({ universalAccess: false, userGroups: [group.id] });
    const unknown = await fixture.call('PUT', `/api/courses/${course.id}/usergroups`, {
      universalAccess: false,
      userGroups: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('prerequisites', () => {
  it('sets courses of the account as prerequisites', async () => {
    const [first, second] = [await fixture.createCourse('First'), await fixture.createCourse('Second')];
    const response = await fixture.call('PUT', `/api/courses/${second.id}/prerequisites`, { prerequisites: [first.id] });
    expect(response.json().prerequisites).toEqual([first.id]);
  });

  it('refuses the course itself (400), an unknown course (404) and a loop (409)', async () => {
    const [a, b, c] = [await fixture.createCourse('A'), await fixture.createCourse('B'), await fixture.createCourse('C')];
    const itself = await fixture.call('PUT', `/api/courses/${a.id}/prerequisites`, { prerequisites: [a.id] });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ code: 'invalid_prerequisites', message: 'A course cannot be its own prerequisite.' });
    const foreign = await fixture.createCourse('Foreign', 'outsider');
    expect((await fixture.call('PUT', `/api/courses/${a.id}/prerequisites`, { prerequisites: [foreign.id] })).statusCode).toBe(404);

    await fixture.call('PUT', `/api/courses/${b.id}/prerequisites`, { prerequisites: [a.id] });
    await fixture.call('PUT', `/api/courses/${c.id}/prerequisites`, { prerequisites: [b.id] });
    const loop = await fixture.call('PUT', `/api/courses/${a.id}/prerequisites`, { prerequisites: [c.id] });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toMatchObject({ code: 'prerequisite_cycle', details: { cycle: [a.id, c.id, b.id, a.id] } });
    expect((await fixture.getCourse(a.id)).prerequisites).toEqual([]);
  });
});
