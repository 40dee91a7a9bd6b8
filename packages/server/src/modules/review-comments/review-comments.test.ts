import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCommentSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let lessonId: string;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
  courseId = (await fixture.createCourse('Under review')).id;
  lessonId = (await fixture.createLesson(courseId)).id;
  await saveSlides(lessonId, ['s1', 's3']);
});
afterAll(() => test.close());

const comments = () => `/api/courses/${courseId}/review-comments`;

async function saveSlides(lesson: string, slideIds: string[], as: 'account-owner' | 'outsider' = 'account-owner') {
  const slides = slideIds.map((id) => exampleSlide('title', id));
  const saved = await fixture.call('PUT', `/api/lesson-authoring/${lesson}`, { slides, latestSavedSlidesStateIdentifier: null }, as);
  if (saved.statusCode !== 200) throw new Error(`slides not saved: ${saved.statusCode} ${saved.body}`);
}

describe('course review comments', () => {
  it('lets a reviewer comment on a lesson or one of its slides (201), oldest first', async () => {
    const onLesson = await fixture.call('POST', comments(), { lessonId, content: 'Intro is long' }, 'reviewer');
    expect(onLesson.statusCode).toBe(201);
    expect(reviewCommentSchema.safeParse(onLesson.json()).success).toBe(true);
    expect(onLesson.json()).toMatchObject({
      lessonId,
      slideId: null,
      content: 'Intro is long',
      resolved: false,
      author: { id: fixture.people.reviewer.id, name: 'Role reviewer' },
    });
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
    expect(
      (
        await fixture.call('PUT', `${comments()}/${comment.id}`, { content: 'Check the title, please', resolved: false }, 'reviewer')
      ).json(),
    ).toMatchObject({
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

  it("anchors only to a slide of the comment's lesson: 404 for a slide of another lesson or another account, or none", async () => {
    const sibling = (await fixture.createLesson(courseId)).id;
    await saveSlides(sibling, ['sibling-slide']);
    const outsiderCourse = await fixture.createCourse('Theirs', 'outsider');
    const outsiderLesson = (
      await fixture.call('POST', `/api/course/${outsiderCourse.id}/lessons`, { kind: 'Lesson', title: 'Theirs' }, 'outsider')
    ).json();
    await saveSlides(outsiderLesson.id, ['their-slide'], 'outsider');

    for (const slideId of ['sibling-slide', 'their-slide', 'no-such-slide']) {
      const refused = await fixture.call('POST', comments(), { lessonId, slideId, content: 'Here?' }, 'reviewer');
      expect([slideId, refused.statusCode, refused.json().message]).toEqual([slideId, 404, 'Slide not found in this lesson']);
    }
    const listed = (await fixture.call('GET', comments(), undefined, 'reviewer')).json();
    expect(listed.filter((comment: { content: string }) => comment.content === 'Here?')).toEqual([]);
    expect((await fixture.call('POST', comments(), { lessonId, slideId: 's1', content: 'Here.' }, 'reviewer')).statusCode).toBe(201);
  });

  it('keeps a comment on a slide that is only in the published lesson (deleted from the draft since)', async () => {
    const lesson = (await fixture.createLesson(courseId)).id;
    await saveSlides(lesson, ['kept']);
    expect((await fixture.call('POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lesson] })).statusCode).toBeLessThan(300);
    const draft = (await fixture.call('GET', `/api/lesson-authoring/${lesson}`)).json();
    await fixture.call('PUT', `/api/lesson-authoring/${lesson}`, {
      slides: [exampleSlide('title', 'newer')],
      latestSavedSlidesStateIdentifier: draft.latestSavedSlidesStateIdentifier,
    });
    expect(
      (await fixture.call('POST', comments(), { lessonId: lesson, slideId: 'kept', content: 'As learners see it' }, 'reviewer')).statusCode,
    ).toBe(201);
  });

  it('is not for learners or facilitators (403)', async () => {
    for (const role of ['app-user', 'facilitator'] as const) {
      expect([role, (await fixture.call('GET', comments(), undefined, role)).statusCode]).toEqual([role, 403]);
      expect([role, (await fixture.call('POST', comments(), { lessonId, content: 'x' }, role)).statusCode]).toEqual([role, 403]);
    }
  });
});
