import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

describe('POST /api/courses', () => {
  it('creates a Draft course with the spec defaults and the given fields (201)', async () => {
    const response = await fixture.call('POST', '/api/courses', {
      title: '  Fire safety ',
      description: 'Stay safe.',
      brandingImage: 'https://img.example/brand.png',
      libraryImage: 'https://img.example/library.png',
      creationType: 'manual',
    });
    expect(response.statusCode).toBe(201);
    const course = response.json();
    expect(courseSchema.safeParse(course).success).toBe(true);
    expect(course).toMatchObject({
      title: 'Fire safety',
      description: 'Stay safe.',
      brandingImage: 'https://img.example/brand.png',
      libraryImage: 'https://img.example/library.png',
      creationType: 'manual',
      courseStatus: 'Draft',
      universalAccess: false,
      versionNumber: 1,
      version: 1,
      lessons: [],
      userPermissions: ['view', 'edit', 'share', 'comment', 'review'],
    });
    expect((await fixture.call('GET', '/api/courses')).json().items[0].id).toBe(course.id);
  });

  it('takes collectionId null as no collection, and keeps one of the account', async () => {
    const loose = await fixture.call('POST', '/api/courses', { title: 'No collection', collectionId: null });
    expect(loose.statusCode, loose.body).toBe(201);
    expect(loose.json()).not.toHaveProperty('collectionId');
    const collectionId = (await fixture.call('POST', '/api/course-collections', { title: 'A collection' })).json().id;
    const filed = await fixture.call('POST', '/api/courses', { title: 'In a collection', collectionId });
    expect(filed.json().collectionId).toBe(collectionId);
    // Issue 16: a collection must exist in the account.
    expect((await fixture.call('POST', '/api/courses', { title: 'Nowhere', collectionId: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('answers 400 without a title', async () => {
    const response = await fixture.call('POST', '/api/courses', { description: 'No title' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^title: /) });
  });

  it('lets content authors create courses, not restricted authors, reviewers or learners (403)', async () => {
    expect((await fixture.call('POST', '/api/courses', { title: 'By an author' }, 'content-author')).statusCode).toBe(201);
    for (const role of ['restricted-author', 'reviewer', 'course-reviewer', 'facilitator', 'app-user'] as const) {
      expect([role, (await fixture.call('POST', '/api/courses', { title: 'Nope' }, role)).statusCode]).toEqual([role, 403]);
    }
  });
});

describe('PUT /api/courses/:courseId', () => {
  it('merges the given fields, keeps the others, and raises the version', async () => {
    const course = await fixture.createCourse('Before');
    const response = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      title: 'After',
      completionCriteria: { percentage: 80, milestonePercentage: 50, certificate: { enabled: false }, openToComplete: true },
      mandatory: { type: 'due-by', dueDate: '2030-01-01T00:00:00.000Z' },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      title: 'After',
      description: course.description,
      version: course.version + 1,
      completionCriteria: { percentage: 80, openToComplete: true },
      mandatory: { type: 'due-by', dueDate: '2030-01-01T00:00:00.000Z' },
    });
    expect(await fixture.getCourse(course.id)).toEqual(saved);
  });

  it('ignores fields that change only through their own calls, even when the whole course is sent', async () => {
    const course = await fixture.createCourse();
    const response = await fixture.call('PUT', `/api/courses/${course.id}`, {
      ...course,
      title: 'Whole course sent',
      courseStatus: 'Published',
      universalAccess: true,
      tags: [{ id: 'x', name: 'Sneaky' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Whole course sent', courseStatus: 'Draft', universalAccess: false, tags: [] });
  });

  it('answers 409 with the current course for a stale version, and writes nothing', async () => {
    const course = await fixture.createCourse('Shared draft');
    const first = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'Saved first' });
    expect(first.statusCode).toBe(200);
    const stale = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'Saved second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('changed elsewhere'),
      details: { current: { title: 'Saved first', version: course.version + 1 } },
    });
    expect(courseSchema.safeParse(stale.json().details.current).success).toBe(true);
    expect((await fixture.getCourse(course.id)).title).toBe('Saved first');
  });

  it('refuses a due-by due date without its date, and keeps the one it has', async () => {
    const course = await fixture.createCourse('Due soon');
    const undated = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, mandatory: { type: 'due-by' } });
    expect([undated.statusCode, undated.json().code, undated.json().message]).toEqual([
      400,
      'validation_failed',
      expect.stringContaining('dueDate'),
    ]);
    const nulled = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      mandatory: { type: 'due-by', dueDate: null },
    });
    expect(nulled.statusCode).toBe(400);
    const dueDate = '2030-06-01T17:00:00.000Z';
    const dated = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      mandatory: { type: 'due-by', dueDate },
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().mandatory).toMatchObject({ type: 'due-by', dueDate });
  });

  it('answers 400 with a description over 5000 characters', async () => {
    const course = await fixture.createCourse();
    const long = await fixture.call('PUT', `/api/courses/${course.id}`, { version: 1, description: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^description: /);
  });

  it('keeps modules to the course’s own lessons, each in one module', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const other = await fixture.createLesson((await fixture.createCourse()).id);
    const module = (lessonIds: string[]) => ({ id: 'm1', title: 'Module', lessonIds });
    const foreign = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, modules: [module([other.id])] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('invalid_modules');
    const twice = await fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      modules: [module([lesson.id]), { ...module([lesson.id]), id: 'm2' }],
    });
    expect(twice.statusCode).toBe(400);
    const saved = await fixture.call('PUT', `/api/courses/${course.id}`, { version: course.version, modules: [module([lesson.id])] });
    expect(saved.json().modules).toEqual([module([lesson.id])]);
  });

  it('answers 404 for another account’s course and 403 to those who only read', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('PUT', `/api/courses/${course.id}`, { version: 1, title: 'x' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', `/api/courses/${course.id}`, undefined, 'outsider')).statusCode).toBe(404);
    for (const role of ['reviewer', 'course-reviewer', 'facilitator', 'app-user'] as const) {
      expect([role, (await fixture.call('PUT', `/api/courses/${course.id}`, { version: 1, title: 'x' }, role)).statusCode]).toEqual([
        role,
        403,
      ]);
    }
    expect(
      (await fixture.call('PUT', `/api/courses/${course.id}`, { version: 1, title: 'By the admin' }, 'account-admin')).statusCode,
    ).toBe(200);
  });
});

describe('restricted authors', () => {
  it('edit only the courses shared with them', async () => {
    const course = await fixture.createCourse('Not shared yet');
    const restricted = fixture.people['restricted-author'];
    const refused = await fixture.call('PUT', `/api/courses/${course.id}`, { version: 1, title: 'Edited' }, 'restricted-author');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not been shared with you/);
    expect((await fixture.call('GET', `/api/courses/${course.id}`, undefined, 'restricted-author')).json().userPermissions).toEqual([
      'view',
      'comment',
    ]);

    const shared = await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [restricted.id] }, 'content-author');
    expect(shared.statusCode).toBe(200);
    expect(shared.json().sharedWith).toEqual([restricted.id]);
    const edited = await fixture.call(
      'PUT',
      `/api/courses/${course.id}`,
      { version: shared.json().version, title: 'Edited' },
      'restricted-author',
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().userPermissions).toEqual(['view', 'edit', 'comment']);
    expect(
      (await fixture.call('POST', `/api/course/${course.id}/lessons`, { kind: 'Lesson', title: 'Mine' }, 'restricted-author')).statusCode,
    ).toBe(201);
  });

  it('cannot share courses themselves (403), and sharing names people of the account only (404)', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [] }, 'restricted-author')).statusCode).toBe(403);
    const outsider = await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [fixture.outsider.id] });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toMatch(/^User .* not found$/);
  });
});
