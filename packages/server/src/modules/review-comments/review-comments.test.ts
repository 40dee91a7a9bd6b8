import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCommentSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let lessonId: string;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
  courseId = (await fixture.createCourse('Under review')).id;
  lessonId = (await fixture.createLesson(courseId)).id;
});
afterAll(() => test.close());

const comments = () => `/api/courses/${courseId}/review-comments`;

describe('course review comments', () => {
  it('lets a reviewer comment on a lesson or one of its slides (201), oldest first', async () => {
    const onLesson = await fixture.call('POST', comments(), { lessonId, content: 'Intro is long' }, 'reviewer');
    expect(onLesson.statusCode).toBe(201);
    expect(reviewCommentSchema.safeParse(onLesson.json()).success).toBe(true);
    expect(onLesson.json()).toMatchObject({ lessonId, slideId: null, content: 'Intro is long', resolved: false, author: { id: fixture.people.reviewer.id, name: 'Role reviewer' } });
    test.clock.advance(1000);
    const onSlide = await fixture.call('POST', comments(), { lessonId, slideId: 's3', content: 'Typo here' }, 'course-reviewer');
    expect(onSlide.json()).toMatchObject({ slideId: 's3' });
    const listed = (await fixture.call('GET', comments(), undefined, 'reviewer')).json();
    expect(listed.map((comment: { content: string }) => comment.content).slice(-2)).toEqual(['Intro is long', 'Typo here']);
  });

  it('resolves and reopens for anyone who may comment; only the author rewords (403 otherwise)', async () => {
    const comment = (await fixture.call('POST', comments(), { lessonId, content: 'Check the title' }, 'reviewer')).json();
    const resolved = await fixture.call('PUT', `${comments()}/${comment.id}`, { resolved: true }, 'content-author');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, content: 'Check the title' });
    expect((await fixture.call('PUT', `${comments()}/${comment.id}`, { content: 'Rewritten' }, 'content-author')).statusCode).toBe(403);
    expect((await fixture.call('PUT', `${comments()}/${comment.id}`, { content: 'Check the title, please', resolved: false }, 'reviewer')).json()).toMatchObject({
      content: 'Check the title, please',
      resolved: false,
    });
  });

  it('answers 400 for an empty comment or update, 404 for a lesson of another course or another account', async () => {
    expect((await fixture.call('POST', comments(), { lessonId, content: '   ' })).statusCode).toBe(400);
    const comment = (await fixture.call('POST', comments(), { lessonId, content: 'x' })).json();
    expect((await fixture.call('PUT', `${comments()}/${comment.id}`, {})).statusCode).toBe(400);
    const elsewhere = await fixture.createLesson((await fixture.createCourse()).id);
    expect((await fixture.call('POST', comments(), { lessonId: elsewhere.id, content: 'x' })).statusCode).toBe(404);
    expect((await fixture.call('GET', comments(), undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `${comments()}/${comment.id}`, { resolved: true }, 'outsider')).statusCode).toBe(404);
  });

  it('is not for learners or facilitators (403)', async () => {
    for (const role of ['app-user', 'facilitator'] as const) {
      expect([role, (await fixture.call('GET', comments(), undefined, role)).statusCode]).toEqual([role, 403]);
      expect([role, (await fixture.call('POST', comments(), { lessonId, content: 'x' }, role)).statusCode]).toEqual([role, 403]);
    }
  });
});
