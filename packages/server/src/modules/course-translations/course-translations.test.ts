import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { courseTranslationListSchema, courseTranslationResultSchema, type Slide } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../../test-support/course-admin.ts';
import { accountFeatureFlags, analyticsEvents } from '../../db/schema.ts';
import { mockAiProviders } from '../../ai/testing/mock-ai.ts';
import { mockTranslator } from '../../ai/testing/mock-translator.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

// Translations through the API: the flag, the provider, the linked copy keeping answers and media, a
// second run translating only what changed (and keeping the translation's own edits), a failed run
// keeping what was done, the roles and tenancy.

let failFromCall: number | undefined;
// From `failFromCall` on, the model answers nonsense every time (so asking again does not help either).
const translator = mockTranslator({
  answerFor: (call) => (failFromCall !== undefined && call >= failFromCall ? 'not json at all' : undefined),
});
let noModel: TestApp;
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  noModel = await createTestApp();
  test = await createTestApp({}, noModel.database, { ai: mockAiProviders({ language: translator.model }) });
  fixture = await courseAdminFixture(test, 'Translations');
  await setTranslationsFlag(fixture.accountId, true);
});
afterAll(async () => {
  await noModel.close();
  await test.close();
});

async function setTranslationsFlag(accountId: string, on: boolean) {
  await test.database.db
    .insert(accountFeatureFlags)
    .values({ accountId, overrides: { 'translations-v2': on } })
    .onConflictDoUpdate({
      target: accountFeatureFlags.accountId,
      set: { overrides: { 'translations-v2': on }, version: Math.floor(Math.random() * 1e9) },
    });
}

const translationsUrl = (courseId: string) => `/api/courses/${courseId}/translations`;
const translate = (courseId: string, as?: CourseAdminRole | 'outsider', language = 'es-ES') =>
  fixture.call('POST', translationsUrl(courseId), { language }, as);
const deckOf = async (lessonId: string) =>
  (await fixture.call('GET', `/api/lesson-authoring/${lessonId}`)).json() as {
    slides: Slide[];
    latestSavedSlidesStateIdentifier: string;
  };
async function saveDeck(lessonId: string, slides: unknown[]) {
  const current = await deckOf(lessonId);
  const saved = await fixture.call('PUT', `/api/lesson-authoring/${lessonId}`, {
    slides,
    latestSavedSlidesStateIdentifier: current.latestSavedSlidesStateIdentifier ?? null,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A course with two slide lessons and a discussion. */
async function sourceCourse() {
  const course = await fixture.createCourse('Workplace safety');
  const first = await fixture.createLesson(course.id, 'Lesson', 'Lifting');
  const second = await fixture.createLesson(course.id, 'Lesson', 'Ladders');
  await fixture.createLesson(course.id, 'Discussion', 'Share a near miss');
  await saveDeck(first.id, [exampleSlide('title', 'intro'), exampleSlide('carousel', 'quiz')]);
  await saveDeck(second.id, [exampleSlide('title', 'ladder-intro')]);
  return { courseId: course.id, firstLessonId: first.id, secondLessonId: second.id };
}

async function copyLessons(courseId: string) {
  const response = await fixture.call('GET', `/api/course/${courseId}/lessons`);
  return (response.json() as { id: string; title: string; kind: string }[]).filter((lesson) => lesson.kind === 'Lesson');
}

describe('translating a course', () => {
  it('makes a linked copy in the language: words translated, structure, media and right answers kept', async () => {
    const { courseId, firstLessonId } = await sourceCourse();
    const response = await translate(courseId);
    expect(response.statusCode, response.body).toBe(200);
    const result = courseTranslationResultSchema.parse(response.json());
    expect(result).toMatchObject({ translatedSlides: 3, keptSlides: 0, skippedLessons: 1 });
    expect(result.translation).toMatchObject({ sourceCourseId: courseId, language: 'es-ES', courseTitle: '[es] Workplace safety' });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBe(result.usage.inputTokens! + result.usage.outputTokens!);

    const lessons = await copyLessons(result.translation.courseId);
    expect(lessons.map((lesson) => lesson.title)).toEqual(['[es] Lifting', '[es] Ladders']);
    const source = await deckOf(firstLessonId);
    const copy = await deckOf(lessons[0]!.id);
    expect(copy.slides.map((slide) => [slide.id, slide.type])).toEqual(source.slides.map((slide) => [slide.id, slide.type]));
    const quiz = (deck: typeof copy) => deck.slides[1]!.data.answers as Record<string, unknown>[];
    expect(quiz(copy).map((answer) => [answer.id, answer.correct, answer.image])).toEqual(
      quiz(source).map((answer) => [answer.id, answer.correct, answer.image]),
    );
    expect(quiz(copy)[0]!.title).toBe(`[es] ${quiz(source)[0]!.title}`);
    // The questions derived on save follow: same answer ids and right answer, translated words.
    expect(copy.slides[1]!.metadata.questions[0]?.answers.map((answer) => answer.correct)).toEqual(
      source.slides[1]!.metadata.questions[0]?.answers.map((answer) => answer.correct),
    );

    const list = courseTranslationListSchema.parse((await fixture.call('GET', translationsUrl(courseId))).json());
    expect(list.items.map((item) => [item.language, item.courseId])).toEqual([['es-ES', result.translation.courseId]]);
    const events = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.accountId, fixture.accountId), eq(analyticsEvents.eventName, 'AI Course Translated')));
    expect(events.map((event) => event.properties)).toContainEqual({
      source_course_id: courseId,
      course_id: result.translation.courseId,
      translated_slide_count: 3,
      kept_slide_count: 0,
    });
  });

  it('translates again only the slides changed since, keeping edits made to the translation of the others', async () => {
    const { courseId, firstLessonId } = await sourceCourse();
    const first = courseTranslationResultSchema.parse((await translate(courseId)).json());
    const [copyLesson] = await copyLessons(first.translation.courseId);
    // The translator polishes the copy's first slide by hand.
    const copy = await deckOf(copyLesson!.id);
    await saveDeck(copyLesson!.id, [
      { ...copy.slides[0]!, data: { ...copy.slides[0]!.data, title: 'Levantar con cuidado' } },
      copy.slides[1]!,
    ]);
    // The author changes the source's quiz.
    const source = await deckOf(firstLessonId);
    await saveDeck(firstLessonId, [
      source.slides[0]!,
      { ...source.slides[1]!, data: { ...source.slides[1]!.data, question: 'What first?' } },
    ]);

    const callsBefore = translator.calls.length;
    const again = courseTranslationResultSchema.parse((await translate(courseId)).json());
    expect(again).toMatchObject({ translatedSlides: 1, keptSlides: 2 });
    expect(again.translation.courseId).toBe(first.translation.courseId);
    expect(translator.calls.slice(callsBefore).map((texts) => texts.find((text) => text.key === 'question')?.text)).toEqual([
      'What first?',
    ]);
    const updated = await deckOf(copyLesson!.id);
    expect(updated.slides[0]!.data.title).toBe('Levantar con cuidado');
    expect(updated.slides[1]!.data.question).toBe('[es] What first?');

    // Nothing changed: nothing translated, the copy's deck not even saved.
    const identifier = updated.latestSavedSlidesStateIdentifier;
    expect((await translate(courseId)).json()).toMatchObject({ translatedSlides: 0, keptSlides: 3 });
    expect((await deckOf(copyLesson!.id)).latestSavedSlidesStateIdentifier).toBe(identifier);
  });

  it('keeps the lessons translated before a failure, answers 502, and the next run goes on from there', async () => {
    const { courseId } = await sourceCourse();
    // Calls: the course's words, the first lesson's title and its two slides, then the second lesson's title.
    failFromCall = translator.calls.length + 5;
    try {
      const failed = await translate(courseId);
      expect([failed.statusCode, failed.json().code, failed.json().details]).toEqual([502, 'ai_failed', { reason: 'refused_by_model' }]);
      expect(failed.json().message).toMatch(/^Translating this course failed: /);
    } finally {
      failFromCall = undefined;
    }
    const again = courseTranslationResultSchema.parse((await translate(courseId)).json());
    expect(again).toMatchObject({ translatedSlides: 1, keptSlides: 2 });
    expect((await copyLessons(again.translation.courseId)).map((lesson) => lesson.title)).toEqual(['[es] Lifting', '[es] Ladders']);
  });
});

describe('who may translate', () => {
  it('refuses while the translations v2 flag is off', async () => {
    const { courseId } = await sourceCourse();
    await setTranslationsFlag(fixture.accountId, false);
    test.clock.advance(61_000);
    try {
      for (const response of [await translate(courseId), await fixture.call('GET', translationsUrl(courseId))])
        expect([response.statusCode, response.json().code]).toEqual([403, 'feature_off']);
    } finally {
      await setTranslationsFlag(fixture.accountId, true);
      test.clock.advance(61_000);
    }
  });

  it('says what to configure when no language model is', async () => {
    const { courseId } = await sourceCourse();
    const owner = await noModel.sessionCookieFor(fixture.people['account-owner']);
    const response = await noModel.app.inject({
      method: 'POST',
      url: translationsUrl(courseId),
      headers: { cookie: owner },
      payload: { language: 'es-ES' },
    });
    expect([response.statusCode, response.json().code]).toEqual([409, 'ai_not_configured']);
    expect(response.json().message).toMatch(/AI_PROVIDER.*AI_MODEL/);
  });

  it('lets those who create courses translate; others may not; another account sees no course; a bad language is a 400', async () => {
    const { courseId } = await sourceCourse();
    const statuses: Record<string, number> = {};
    for (const role of ['content-author', 'restricted-author', 'reviewer', 'facilitator', 'app-user', 'outsider'] as const)
      statuses[role] = (await translate(courseId, role, 'fr-FR')).statusCode;
    expect(statuses).toEqual({
      'content-author': 200,
      'restricted-author': 403,
      reviewer: 403,
      facilitator: 403,
      'app-user': 403,
      outsider: 404,
    });
    expect((await translate(courseId, 'account-owner', 'not a language!')).statusCode).toBe(400);
  });
});
