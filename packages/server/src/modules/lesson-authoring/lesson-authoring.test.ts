import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { findSlideTemplate, lessonAuthoringConfigSchema, lessonSchema, slideSchema, type Slide } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { accounts } from '../../db/schema.ts';
import {
  exampleSlide,
  richTextOfLength,
  templateHiddenFrom,
  templateWithLongestHtml,
  templateWithHtml,
  templateWithQuestions,
  templateWithRequiredList,
} from './test-slides.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Lesson authoring');
});
afterAll(() => test.close());

const url = (lessonId: string) => `/api/lesson-authoring/${lessonId}`;
const configOf = async (lessonId: string) => (await fixture.call('GET', url(lessonId))).json();
const save = (
  lessonId: string,
  slides: unknown[],
  latestSavedSlidesStateIdentifier: string | null,
  extra: object = {},
  as?: Parameters<CourseAdminFixture['call']>[3],
) => fixture.call('PUT', url(lessonId), { slides, latestSavedSlidesStateIdentifier, ...extra }, as);

async function newLesson() {
  const course = await fixture.createCourse('Authoring course');
  return { course, lesson: await fixture.createLesson(course.id, 'Lesson', 'Slides lesson') };
}

/** Saves and checks the 200; answers the new identifier and the stored slides. */
async function saved(lessonId: string, slides: unknown[], from: string | null, extra: object = {}) {
  const response = await save(lessonId, slides, from, extra);
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json() as { latestSavedSlidesStateIdentifier: string; slides: Slide[] };
}

const titleSlide = (id: string) => exampleSlide('title', id);

describe('GET /api/lesson-authoring/:id', () => {
  it('answers the config of a lesson never saved: no slides, no identifier, the default language', async () => {
    const { course, lesson } = await newLesson();
    const response = await fixture.call('GET', url(lesson.id));
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(lessonAuthoringConfigSchema.parse(config)).toEqual(config);
    expect(config).toMatchObject({
      lessonId: lesson.id,
      courseId: course.id,
      courseTitle: 'Authoring course',
      title: 'Slides lesson',
      slides: [],
      latestSavedSlidesStateIdentifier: null,
      language: 'en-US',
      styleConfiguration: { direction: 'ltr', minimumScore: 0 },
    });
  });

  it('lets reviewers and facilitators read; 403 to a learner; 404 for another account, a bad id, or a lesson of another kind', async () => {
    const { course, lesson } = await newLesson();
    for (const role of ['reviewer', 'course-reviewer', 'facilitator', 'restricted-author'] as const) {
      expect((await fixture.call('GET', url(lesson.id), undefined, role)).statusCode).toBe(200);
    }
    expect((await fixture.call('GET', url(lesson.id), undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('GET', url(lesson.id), undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', url('not-a-uuid'))).statusCode).toBe(404);
    const discussion = await fixture.createLesson(course.id, 'Discussion', 'Talk');
    const notSlides = await fixture.call('GET', url(discussion.id));
    expect(notSlides.statusCode).toBe(404);
    expect(notSlides.json().message).toMatch(/discussion, not a lesson made of slides/);
  });
});

describe('PUT /api/lesson-authoring/:id', () => {
  it('stores the deck with derived questions and displayIndex, and answers a new identifier each save', async () => {
    const { lesson } = await newLesson();
    const quiz = templateWithQuestions();
    const first = await saved(lesson.id, [titleSlide('s1'), exampleSlide(quiz.type, 's2')], null);
    expect(first.latestSavedSlidesStateIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.slides.map((slide) => [slide.id, slide.displayIndex])).toEqual([
      ['s1', 1],
      ['s2', 2],
    ]);
    for (const slide of first.slides) expect(slideSchema.parse(slide)).toEqual(slide);
    expect(first.slides[0]!.metadata.questions).toEqual([]);
    const questions = first.slides[1]!.metadata.questions;
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question.questionDetails.questionId).not.toBe('#GENUUID#');
      for (const answer of question.answers) expect(answer.type === 'incorrect-answer').toBe(!answer.correct);
    }
    expect(first.slides[1]).toMatchObject({ templateName: quiz.displayName });

    const second = await saved(lesson.id, [first.slides[1], first.slides[0]], first.latestSavedSlidesStateIdentifier);
    expect(second.latestSavedSlidesStateIdentifier).not.toBe(first.latestSavedSlidesStateIdentifier);
    expect(second.slides.map((slide) => [slide.id, slide.displayIndex])).toEqual([
      ['s2', 1],
      ['s1', 2],
    ]);
    // Ids a first save generated stay: derivation only replaces the placeholder.
    expect(second.slides[0]!.metadata.questions).toEqual(questions);

    const config = await configOf(lesson.id);
    expect(config).toMatchObject({ slides: second.slides, latestSavedSlidesStateIdentifier: second.latestSavedSlidesStateIdentifier });
    const full = (await fixture.call('GET', `/api/lessons/${lesson.id}`)).json();
    expect(lessonSchema.parse(full).configuration.slides).toEqual(second.slides);
    expect(full.latestSavedSlidesStateIdentifier).toBe(second.latestSavedSlidesStateIdentifier);
  });

  it('writes only the slides that changed, removes the ones left out, and keeps any id as it is', async () => {
    const { lesson } = await newLesson();
    const oddId = 'o"d,d{id}\\';
    const first = await saved(lesson.id, [titleSlide('a'), titleSlide(oddId), titleSlide('c')], null);
    const versionsOf = async () => {
      const result = (await test.database.db.execute(
        sql`select slide_id, xmin::text as version from lesson_slide_contents where lesson_id = ${lesson.id} and version_type = 'Latest'`,
      )) as unknown as { rows: { slide_id: string; version: string }[] };
      return new Map(result.rows.map((row) => [row.slide_id, row.version]));
    };
    const before = await versionsOf();
    expect([...before.keys()].sort()).toEqual(['a', 'c', oddId].sort());

    const edited = { ...first.slides[0]!, name: 'Edited' };
    const second = await saved(lesson.id, [edited, first.slides[1]!], first.latestSavedSlidesStateIdentifier);
    expect(second.slides.map((slide) => [slide.id, slide.name])).toEqual([
      ['a', 'Edited'],
      [oddId, first.slides[1]!.name],
    ]);
    const after = await versionsOf();
    expect([...after.keys()].sort()).toEqual(['a', oddId].sort());
    expect(after.get(oddId)).toBe(before.get(oddId));
    expect(after.get('a')).not.toBe(before.get('a'));
    expect((await configOf(lesson.id)).slides).toEqual(second.slides);
  });

  it('answers 409 with the current slides, identifier and language to a save from an older identifier, and writes nothing', async () => {
    const { lesson } = await newLesson();
    const first = await saved(lesson.id, [titleSlide('a')], null);
    const second = await saved(lesson.id, [titleSlide('a'), titleSlide('b')], first.latestSavedSlidesStateIdentifier, {
      language: 'es-ES',
    });
    const stale = await save(lesson.id, [titleSlide('c')], first.latestSavedSlidesStateIdentifier);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: expect.stringMatching(/saved somewhere else/),
      code: 'conflict',
      details: {
        current: { slides: second.slides, latestSavedSlidesStateIdentifier: second.latestSavedSlidesStateIdentifier, language: 'es-ES' },
      },
    });
    // A second first save (from null) is stale too.
    expect((await save(lesson.id, [titleSlide('d')], null)).statusCode).toBe(409);
    expect(await configOf(lesson.id)).toMatchObject({
      slides: second.slides,
      latestSavedSlidesStateIdentifier: second.latestSavedSlidesStateIdentifier,
    });
  });

  it('of concurrent saves from the same identifier exactly one wins', async () => {
    const { lesson } = await newLesson();
    const first = await saved(lesson.id, [titleSlide('start')], null);
    const attempts = Array.from({ length: 6 }, (_, index) => [titleSlide('start'), titleSlide(`from-${index}`)]);
    const responses = await Promise.all(attempts.map((slides) => save(lesson.id, slides, first.latestSavedSlidesStateIdentifier)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(await configOf(lesson.id)).toMatchObject({
      slides: winner.slides,
      latestSavedSlidesStateIdentifier: winner.latestSavedSlidesStateIdentifier,
    });
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(loser.json().details.current.latestSavedSlidesStateIdentifier).toBe(winner.latestSavedSlidesStateIdentifier);
    }
  });

  it('of concurrent first saves exactly one wins', async () => {
    const { lesson } = await newLesson();
    const responses = await Promise.all([0, 1, 2, 3].map((index) => save(lesson.id, [titleSlide(`first-${index}`)], null)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('answers 400 naming the slide number, template and field, with details, and writes nothing', async () => {
    const { lesson } = await newLesson();
    const first = await saved(lesson.id, [titleSlide('ok')], null);
    const { template, field, min } = templateWithRequiredList();
    const broken = exampleSlide(template.type, 'broken');
    broken.data[field] = [];
    const response = await save(lesson.id, [titleSlide('ok'), broken], first.latestSavedSlidesStateIdentifier);
    expect(response.statusCode).toBe(400);
    const payload = response.json();
    expect(payload).toMatchObject({ code: 'validation_failed', details: { slideId: 'broken', slideIndex: 1, path: [field] } });
    expect(payload.message).toContain('Slide 2');
    expect(payload.message).toContain(template.displayName);
    expect(payload.message).toContain(field);
    expect(payload.message).toContain(String(min));
    expect((await configOf(lesson.id)).latestSavedSlidesStateIdentifier).toBe(first.latestSavedSlidesStateIdentifier);
  });

  it('answers 400 for an unknown template, a repeated slide id, or a body of the wrong shape', async () => {
    const { lesson } = await newLesson();
    const unknown = await save(lesson.id, [titleSlide('a'), { id: 'x', type: 'hologram', data: {} }], null);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Slide 2: "hologram" is not a slide template'),
      details: { slideIndex: 1, path: ['type'] },
    });
    const repeated = await save(lesson.id, [titleSlide('a'), titleSlide('a')], null);
    expect(repeated.json()).toMatchObject({ code: 'validation_failed', details: { slideId: 'a', slideIndex: 1, path: ['id'] } });
    expect((await fixture.call('PUT', url(lesson.id), { slides: 'none', latestSavedSlidesStateIdentifier: null })).statusCode).toBe(400);
    expect((await fixture.call('PUT', url(lesson.id), { slides: [] })).statusCode).toBe(400);
    expect((await configOf(lesson.id)).latestSavedSlidesStateIdentifier).toBeNull();
  });

  it('sanitises html fields on the server', async () => {
    const { lesson } = await newLesson();
    const { type, field } = templateWithHtml();
    const slide = exampleSlide(type, 'html');
    slide.data[field] =
      '<p onclick="steal()">Hello <strong>there</strong><script>steal()</script><img src=x onerror=steal()><a href="javascript:steal()">link</a></p>';
    const stored = (await saved(lesson.id, [slide], null)).slides[0]!;
    expect(stored.data[field]).toBe('<p>Hello <strong>there</strong><a>link</a></p>');
    expect((await configOf(lesson.id)).slides[0].data[field]).toBe(stored.data[field]);
  });

  it('drops null entries, gives a missing subtype the default, and keeps the language unless omitted', async () => {
    const { lesson } = await newLesson();
    const { subtype: _subtype, ...withoutSubtype } = titleSlide('a');
    const first = await saved(lesson.id, [null, withoutSubtype, null], null, { language: 'es-ES' });
    expect(first.slides).toHaveLength(1);
    expect(first.slides[0]).toMatchObject({ id: 'a', subtype: 'default', displayIndex: 1 });
    expect((await configOf(lesson.id)).language).toBe('es-ES');
    await saved(lesson.id, first.slides, first.latestSavedSlidesStateIdentifier);
    expect((await configOf(lesson.id)).language).toBe('en-US');
  });

  it('answers the language stored with the slides, as GET does (the default when the save left it out)', async () => {
    const { lesson } = await newLesson();
    const spanish = await save(lesson.id, [titleSlide('a')], null, { language: 'es-ES' });
    expect(spanish.json().language).toBe('es-ES');
    const defaulted = await save(lesson.id, [titleSlide('a')], spanish.json().latestSavedSlidesStateIdentifier);
    expect([defaulted.json().language, (await configOf(lesson.id)).language]).toEqual(['en-US', 'en-US']);
  });

  it('lets authors save; 403 to reviewers, facilitators and learners, and to a restricted author until the course is shared', async () => {
    const { course, lesson } = await newLesson();
    for (const role of ['reviewer', 'course-reviewer', 'facilitator', 'app-user', 'restricted-author'] as const) {
      expect((await save(lesson.id, [titleSlide('a')], null, {}, role)).statusCode).toBe(403);
    }
    const asAuthor = await save(lesson.id, [titleSlide('a')], null, {}, 'content-author');
    expect(asAuthor.statusCode).toBe(200);
    expect(
      (await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [fixture.people['restricted-author'].id] })).statusCode,
    ).toBe(200);
    expect(
      (await save(lesson.id, [titleSlide('b')], asAuthor.json().latestSavedSlidesStateIdentifier, {}, 'restricted-author')).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another account, a bad id or a lesson of another kind', async () => {
    const { course, lesson } = await newLesson();
    expect((await save(lesson.id, [titleSlide('a')], null, {}, 'outsider')).statusCode).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000009', [], null)).statusCode).toBe(404);
    const assessment = await fixture.createLesson(course.id, 'Assessment', 'Test');
    expect((await save(assessment.id, [], null)).statusCode).toBe(404);
    expect((await configOf(lesson.id)).latestSavedSlidesStateIdentifier).toBeNull();
  });

  it('takes a 200-slide lesson larger than the default body limit', async () => {
    const { lesson } = await newLesson();
    // A lesson of long reads: 200 slides of 6,000 characters of rich text each.
    const { type, field, maxLength } = templateWithLongestHtml();
    const slides = Array.from({ length: 200 }, (_, index) => {
      const slide = exampleSlide(type, `slide-${index}`);
      slide.data[field] = richTextOfLength(Math.min(maxLength, 6000));
      return slide;
    });
    const body = JSON.stringify({ slides, latestSavedSlidesStateIdentifier: null });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const stored = await saved(lesson.id, slides, null);
    expect(stored.slides).toHaveLength(200);
    expect(stored.slides[199]!.displayIndex).toBe(200);
  });

  it('refuses to add a slide of a template the plan hides, but keeps one the lesson already has', async () => {
    const { lesson } = await newLesson();
    const hidden = templateHiddenFrom('freemium');
    const first = await saved(lesson.id, [exampleSlide(hidden.type, 'kept')], null);
    await test.database.db.update(accounts).set({ planKind: 'freemium' }).where(eq(accounts.id, fixture.accountId));
    try {
      const kept = await saved(lesson.id, [...first.slides, titleSlide('new')], first.latestSavedSlidesStateIdentifier);
      const added = await save(lesson.id, [...kept.slides, exampleSlide(hidden.type, 'added')], kept.latestSavedSlidesStateIdentifier);
      expect(added.statusCode).toBe(400);
      expect(added.json()).toMatchObject({
        code: 'validation_failed',
        message: expect.stringContaining(`Slide 3 (${hidden.displayName})`),
        details: { slideId: 'added', path: ['type'] },
      });
    } finally {
      await test.database.db.update(accounts).set({ planKind: 'enterprise' }).where(eq(accounts.id, fixture.accountId));
    }
  });
});

describe('slides and the lesson', () => {
  it('publishing keeps the Published slides apart from the Latest ones', async () => {
    const { course, lesson } = await newLesson();
    const first = await saved(lesson.id, [titleSlide('published')], null);
    expect((await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] })).statusCode).toBe(200);
    const second = await saved(lesson.id, [titleSlide('published'), titleSlide('draft')], first.latestSavedSlidesStateIdentifier);

    const published = (await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).json();
    expect(published.configuration.slides).toEqual(first.slides);
    expect(published.latestSavedSlidesStateIdentifier).toBe(first.latestSavedSlidesStateIdentifier);
    const latest = (await fixture.call('GET', `/api/lessons/${lesson.id}`)).json();
    expect(latest.configuration.slides).toEqual(second.slides);
    expect(latest).toMatchObject({ isPublished: true, hasUnpublishedChanges: true });
    // The lesson's own version is untouched: its settings save on without a conflict.
    expect((await fixture.call('PUT', `/api/lessons/${lesson.id}`, { version: lesson.version, title: 'Renamed' })).statusCode).toBe(200);

    await fixture.call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
    expect((await fixture.call('GET', `/api/lessons/${lesson.id}?versionType=Published`)).json().configuration.slides).toEqual(
      second.slides,
    );
  });

  it("a slide save moves the lesson's modified time, to the minute", async () => {
    const { lesson } = await newLesson();
    const modifiedOf = async () => (await fixture.call('GET', `/api/lessons/${lesson.id}`)).json().modified;
    const created = await modifiedOf();
    test.clock.advance(61_000);
    const first = await saved(lesson.id, [titleSlide('a')], null);
    const afterFirst = await modifiedOf();
    expect(Date.parse(afterFirst) - Date.parse(created)).toBe(61_000);
    test.clock.advance(30_000);
    const second = await saved(lesson.id, [titleSlide('a'), titleSlide('b')], first.latestSavedSlidesStateIdentifier);
    expect(await modifiedOf()).toBe(afterFirst);
    test.clock.advance(31_000);
    await saved(lesson.id, [titleSlide('b')], second.latestSavedSlidesStateIdentifier);
    expect(Date.parse(await modifiedOf()) - Date.parse(afterFirst)).toBe(61_000);
  });

  it('a lesson save leaves the slides alone, and a copy takes them along', async () => {
    const { course, lesson } = await newLesson();
    const stored = await saved(lesson.id, [titleSlide('a'), titleSlide('b')], null);
    const full = (await fixture.call('GET', `/api/lessons/${lesson.id}`)).json();
    const resaved = await fixture.call('PUT', `/api/lessons/${lesson.id}`, {
      ...full,
      configuration: { ...full.configuration, slides: [] },
      title: 'Settings only',
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().configuration.slides).toEqual(stored.slides);
    expect((await configOf(lesson.id)).latestSavedSlidesStateIdentifier).toBe(stored.latestSavedSlidesStateIdentifier);

    const copy = await fixture.call('POST', '/api/lessons/copy', { lessonId: lesson.id, courseId: course.id });
    expect(copy.statusCode).toBe(201);
    const copied = await configOf(copy.json().id);
    expect(copied.slides).toEqual(stored.slides);
    expect(copied.latestSavedSlidesStateIdentifier).not.toBe(stored.latestSavedSlidesStateIdentifier);
  });
});

describe('GET /api/lesson-authoring/:id/other-courses', () => {
  it("lists the account's courses with their slide lessons and slide counts, the lesson's own course first and the lesson itself left out", async () => {
    const other = await fixture.createCourse('Other course');
    const otherLesson = await fixture.createLesson(other.id, 'Lesson', 'Borrow from me');
    await saved(otherLesson.id, [titleSlide('x'), titleSlide('y'), titleSlide('z')], null);
    await fixture.createLesson(other.id, 'Discussion', 'Not slides');
    const withoutSlideLessons = await fixture.createCourse('Only talk');
    await fixture.createLesson(withoutSlideLessons.id, 'Discussion', 'Talk');
    const { course, lesson } = await newLesson();
    const sibling = await fixture.createLesson(course.id, 'Lesson', 'Sibling');

    const response = await fixture.call('GET', `${url(lesson.id)}/other-courses`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items[0]).toEqual({ id: course.id, title: 'Authoring course', lessons: [{ id: sibling.id, title: 'Sibling', slideCount: 0 }] });
    expect(items).toContainEqual({
      id: other.id,
      title: 'Other course',
      lessons: [{ id: otherLesson.id, title: 'Borrow from me', slideCount: 3 }],
    });
    expect(items.map((item: { id: string }) => item.id)).not.toContain(withoutSlideLessons.id);
    // The slides of one come through the config fetch.
    expect((await configOf(otherLesson.id)).slides.map((slide: Slide) => slide.id)).toEqual(['x', 'y', 'z']);
  });

  it('is for editors: 403 to reviewers and learners, 404 for another account', async () => {
    const { lesson } = await newLesson();
    expect((await fixture.call('GET', `${url(lesson.id)}/other-courses`, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('GET', `${url(lesson.id)}/other-courses`, undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('GET', `${url(lesson.id)}/other-courses`, undefined, 'outsider')).statusCode).toBe(404);
  });

  it('is for the editors of this course: 403 to a restricted author until the course is shared with them, as the save', async () => {
    const { course, lesson } = await newLesson();
    const asRestrictedAuthor = () => fixture.call('GET', `${url(lesson.id)}/other-courses`, undefined, 'restricted-author');
    const refused = await asRestrictedAuthor();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect(
      (await fixture.call('PUT', `/api/courses/${course.id}/sharing`, { sharedWith: [fixture.people['restricted-author'].id] })).statusCode,
    ).toBe(200);
    expect((await asRestrictedAuthor()).statusCode).toBe(200);
  });
});

it('the catalogue has the templates these tests build slides from', () => {
  expect(findSlideTemplate('title')).toBeDefined();
});
