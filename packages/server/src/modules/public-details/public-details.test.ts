import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePublicDetailSchema, type Course } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

const base = (courseId: string) => `/api/courses/${courseId}/public-details`;
const link = { title: 'Read more', url: 'https://example.com/more' };
const slide = (id: string) => exampleSlide('title', id);

async function courseWithDetail(): Promise<{ course: Course; detailId: string }> {
  const course = await fixture.createCourse();
  const created = await fixture.call('POST', base(course.id), { thumbnail: 'https://img.example/thumb.png' });
  expect(created.statusCode).toBe(201);
  return { course, detailId: created.json().id };
}

describe('the public details collection', () => {
  it('is empty until created (201), then lists the one detail; a second POST answers 409', async () => {
    const course = await fixture.createCourse();
    expect((await fixture.call('GET', base(course.id))).json()).toEqual([]);
    const created = await fixture.call('POST', base(course.id), {});
    expect(created.statusCode).toBe(201);
    expect(coursePublicDetailSchema.safeParse(created.json()).success).toBe(true);
    expect((await fixture.call('GET', base(course.id))).json()).toEqual([created.json()]);
    const again = await fixture.call('POST', base(course.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('public_detail_exists');
  });

  it('changes the thumbnail at /{id}; 404 for a detail of another course, 400 for a bad body', async () => {
    const { course, detailId } = await courseWithDetail();
    const updated = await fixture.call('PUT', `${base(course.id)}/${detailId}`, { thumbnail: 'https://img.example/new.png' });
    expect(updated.json()).toMatchObject({ id: detailId, thumbnail: 'https://img.example/new.png' });
    const other = await courseWithDetail();
    expect((await fixture.call('PUT', `${base(other.course.id)}/${detailId}`, { thumbnail: '' })).statusCode).toBe(404);
    expect((await fixture.call('PUT', `${base(course.id)}/${detailId}`, { thumbnail: 7 })).statusCode).toBe(400);
  });

  it('answers 404 for another account’s course and 403 to a reviewer changing it', async () => {
    const { course, detailId } = await courseWithDetail();
    expect((await fixture.call('GET', base(course.id), undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `${base(course.id)}/${detailId}`, {}, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `${base(course.id)}/${detailId}`, {}, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('GET', base(course.id), undefined, 'reviewer')).statusCode).toBe(200);
  });
});

describe('course links', () => {
  it('adds one (201) or several at once (201), lists them in order, deletes (204)', async () => {
    const { course, detailId } = await courseWithDetail();
    const links = `${base(course.id)}/${detailId}/course-links`;
    const one = await fixture.call('POST', links, link);
    expect(one.statusCode).toBe(201);
    const many = await fixture.call('POST', `${links}/multi`, {
      links: [
        { title: 'Two', url: 'http://example.com/2' },
        { title: 'Three', url: 'https://example.com/3' },
      ],
    });
    expect(many.statusCode).toBe(201);
    expect(many.json().map((item: { title: string }) => item.title)).toEqual(['Two', 'Three']);
    expect((await fixture.call('GET', links)).json().map((item: { title: string }) => item.title)).toEqual(['Read more', 'Two', 'Three']);
    expect((await fixture.call('DELETE', `${links}/${one.json().id}`)).statusCode).toBe(204);
    expect((await fixture.call('GET', base(course.id))).json()[0].courseLinks).toHaveLength(2);
  });

  it('accepts only http(s) links (400), answers 404 for a detail of another account, 403 to a learner', async () => {
    const { course, detailId } = await courseWithDetail();
    const links = `${base(course.id)}/${detailId}/course-links`;
    expect((await fixture.call('POST', links, { title: 'Bad', url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await fixture.call('POST', `${links}/multi`, { links: [] })).statusCode).toBe(400);
    expect((await fixture.call('GET', links, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', links, link, 'app-user')).statusCode).toBe(403);
  });
});

describe('excluded lessons and slides', () => {
  it('hides a lesson and a slide of the course (creating the detail on first need), and shows them again', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    // Slides are saved where they live, through the slide editor's save.
    expect(
      (
        await fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
          slides: [slide('s1'), slide('s2')],
          latestSavedSlidesStateIdentifier: null,
        })
      ).statusCode,
    ).toBe(200);

    const excludedLesson = await fixture.call('POST', `${base(course.id)}/excluded-lessons`, { lessonId: lesson.id });
    expect(excludedLesson.statusCode).toBe(201);
    expect(excludedLesson.json()).toEqual({ id: expect.any(String), lessonId: lesson.id });
    expect((await fixture.call('POST', `${base(course.id)}/excluded-lessons`, { lessonId: lesson.id })).statusCode).toBe(409);
    const excludedSlide = await fixture.call('POST', `${base(course.id)}/excluded-slides`, { lessonId: lesson.id, slideId: 's2' });
    expect(excludedSlide.json()).toEqual({ id: expect.any(String), lessonId: lesson.id, slideId: 's2' });

    const [detail] = (await fixture.call('GET', base(course.id))).json();
    expect(detail).toMatchObject({ excludedLessons: [excludedLesson.json()], excludedSlides: [excludedSlide.json()] });
    expect((await fixture.call('GET', `${base(course.id)}/excluded-slides`)).json()).toEqual([excludedSlide.json()]);

    expect((await fixture.call('DELETE', `${base(course.id)}/excluded-lessons/${excludedLesson.json().id}`)).statusCode).toBe(204);
    expect((await fixture.call('GET', `${base(course.id)}/excluded-lessons`)).json()).toEqual([]);
    expect((await fixture.call('DELETE', `${base(course.id)}/excluded-slides/${excludedSlide.json().id}`)).statusCode).toBe(204);
  });

  it('answers 404 for a lesson of another course, a slide the lesson lacks, or another account; 400 and 403', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const elsewhere = await fixture.createLesson((await fixture.createCourse()).id);
    expect((await fixture.call('POST', `${base(course.id)}/excluded-lessons`, { lessonId: elsewhere.id })).statusCode).toBe(404);
    expect((await fixture.call('POST', `${base(course.id)}/excluded-slides`, { lessonId: lesson.id, slideId: 'missing' })).statusCode).toBe(
      404,
    );
    expect((await fixture.call('GET', `${base(course.id)}/excluded-lessons`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `${base(course.id)}/excluded-slides`, { lessonId: lesson.id })).statusCode).toBe(400);
    expect((await fixture.call('POST', `${base(course.id)}/excluded-lessons`, { lessonId: lesson.id }, 'facilitator')).statusCode).toBe(
      403,
    );
  });
});

describe('user course ratings', () => {
  it('adds (201), lists and removes (204) rating links; 400, 404 and 403 as usual', async () => {
    const course = await fixture.createCourse();
    const ratings = `${base(course.id)}/user-course-ratings`;
    const added = await fixture.call('POST', ratings, { title: 'Rate us', url: 'https://example.com/rate' });
    expect(added.statusCode).toBe(201);
    expect((await fixture.call('GET', ratings)).json()).toEqual([added.json()]);
    expect((await fixture.call('DELETE', `${ratings}/${added.json().id}`)).statusCode).toBe(204);
    expect((await fixture.call('DELETE', `${ratings}/${added.json().id}`)).statusCode).toBe(404);
    expect((await fixture.call('POST', ratings, { title: 'x' })).statusCode).toBe(400);
    expect((await fixture.call('GET', ratings, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', ratings, link, 'reviewer')).statusCode).toBe(403);
  });
});

describe('url slugs', () => {
  it('gives the course a slug (201), changes it, and shows it on the detail', async () => {
    const course = await fixture.createCourse();
    const slugs = `${base(course.id)}/url-slugs`;
    const created = await fixture.call('POST', slugs, { urlSlug: 'fire-safety' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), urlSlug: 'fire-safety' });
    expect((await fixture.call('POST', slugs, { urlSlug: 'second-slug' })).json().code).toBe('url_slug_exists');
    const changed = await fixture.call('PUT', `${slugs}/${created.json().id}`, { urlSlug: 'fire-safety-2' });
    expect(changed.json()).toEqual({ id: created.json().id, urlSlug: 'fire-safety-2' });
    expect((await fixture.call('GET', slugs)).json()).toEqual([changed.json()]);
    expect((await fixture.call('GET', base(course.id))).json()[0].urlSlug).toBe('fire-safety-2');
  });

  it('keeps slugs unique across the platform (409), even between accounts', async () => {
    const mine = await fixture.createCourse();
    await fixture.call('POST', `${base(mine.id)}/url-slugs`, { urlSlug: 'taken-everywhere' });
    const theirs = await fixture.createCourse('Theirs', 'outsider');
    const taken = await fixture.call('POST', `${base(theirs.id)}/url-slugs`, { urlSlug: 'taken-everywhere' }, 'outsider');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'url_slug_taken', message: expect.stringContaining('taken-everywhere') });
    const own = (await fixture.call('POST', `${base(theirs.id)}/url-slugs`, { urlSlug: 'their-own' }, 'outsider')).json();
    expect(
      (await fixture.call('PUT', `${base(theirs.id)}/url-slugs/${own.id}`, { urlSlug: 'taken-everywhere' }, 'outsider')).statusCode,
    ).toBe(409);
  });

  it('accepts only lower-case letters, digits and single hyphens (400); 404 for another account; 403 to a reviewer', async () => {
    const course = await fixture.createCourse();
    for (const urlSlug of ['Fire', 'fire safety', 'fire--safety', '-fire', 'fire_safety', '']) {
      expect([urlSlug, (await fixture.call('POST', `${base(course.id)}/url-slugs`, { urlSlug })).statusCode]).toEqual([urlSlug, 400]);
    }
    expect((await fixture.call('GET', `${base(course.id)}/url-slugs`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `${base(course.id)}/url-slugs`, { urlSlug: 'ok' }, 'reviewer')).statusCode).toBe(403);
  });
});
