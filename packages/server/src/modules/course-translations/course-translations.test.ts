import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { courseTranslationListSchema, courseTranslationSchema, type CourseTranslation, type Slide } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../../test-support/course-admin.ts';
import { accountFeatureFlags, analyticsEvents, courseTranslations } from '../../db/schema.ts';
import { INTERRUPTED_AFTER_MS } from '../../jobs/interrupted-work.ts';
import { mockAiProviders } from '../../ai/testing/mock-ai.ts';
import { mockTranslator } from '../../ai/testing/mock-translator.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

// Translations through the API and their job: the run answered at once and worked by the job with its
// progress and tokens, the linked copy keeping answers and media, several slides per model call, a second
// run translating only what changed (and keeping the translation's own edits), a failed run keeping what
// was done and the next going on from there, a lost job resumed, the flag, the provider, roles and tenancy.

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

/** Starts a run (202, Translating at once) and lets the job work it; answers the translation as listed after. */
async function translateThroughJob(courseId: string, language = 'es-ES'): Promise<CourseTranslation> {
  const started = await translate(courseId, 'account-owner', language);
  expect(started.statusCode, started.body).toBe(202);
  expect(courseTranslationSchema.parse(started.json()).status).toBe('Translating');
  await test.jobs.runDue();
  return listed(courseId, language);
}

async function listed(courseId: string, language = 'es-ES'): Promise<CourseTranslation> {
  const list = courseTranslationListSchema.parse((await fixture.call('GET', translationsUrl(courseId))).json());
  const item = list.items.find((translation) => translation.language === language);
  expect(item).toBeDefined();
  return item!;
}

async function copyLessons(courseId: string) {
  const response = await fixture.call('GET', `/api/course/${courseId}/lessons`);
  return (response.json() as { id: string; title: string; kind: string }[]).filter((lesson) => lesson.kind === 'Lesson');
}

describe('translating a course', () => {
  it('answers at once, then the job makes the linked copy: words translated, structure, media and right answers kept', async () => {
    const { courseId, firstLessonId } = await sourceCourse();
    const callsBefore = translator.calls.length;
    const started = await translate(courseId);
    expect(started.statusCode, started.body).toBe(202);
    const run = courseTranslationSchema.parse(started.json());
    expect(run).toMatchObject({ sourceCourseId: courseId, language: 'es-ES', status: 'Translating', translatedAt: null, slidesDone: 0 });
    // Nothing is translated in the request: the job does it.
    expect(translator.calls.length).toBe(callsBefore);
    expect(test.jobs.waiting().map((job) => [job.name, job.payload])).toContainEqual(['ai.course-translation', { translationId: run.id }]);

    await test.jobs.runDue();
    const done = await listed(courseId);
    expect(done).toMatchObject({
      id: run.id,
      courseId: run.courseId,
      status: 'Translated',
      failureReason: null,
      slidesDone: 3,
      slidesTotal: 3,
      slidesTranslated: 3,
      skippedLessons: 1,
      courseTitle: '[es] Workplace safety',
    });
    expect(done.translatedAt).not.toBeNull();
    // Tokens of every call: the mock reports 20 in and 10 out per call.
    const calls = translator.calls.length - callsBefore;
    expect(done.usage).toEqual({ inputTokens: 20 * calls, outputTokens: 10 * calls, totalTokens: 30 * calls });
    // Several slides per call: the course's words, then each lesson's title with all its slides in one call.
    const groupsOf = (texts: { key: string }[]) => [...new Set(texts.map((text) => text.key.split('/')[0]))];
    expect(translator.calls.slice(callsBefore).map(groupsOf)).toEqual([['title'], ['0', '1', '2'], ['0', '1']]);

    const lessons = await copyLessons(done.courseId);
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

    const events = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.accountId, fixture.accountId), eq(analyticsEvents.eventName, 'AI Course Translated')));
    expect(events.map((event) => event.properties)).toContainEqual({
      source_course_id: courseId,
      course_id: done.courseId,
      translated_slide_count: 3,
      kept_slide_count: 0,
    });
  });

  it('translates again only the slides changed since, keeping edits made to the translation of the others', async () => {
    const { courseId, firstLessonId } = await sourceCourse();
    const first = await translateThroughJob(courseId);
    const [copyLesson] = await copyLessons(first.courseId);
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
    const again = await translateThroughJob(courseId);
    expect(again).toMatchObject({ id: first.id, courseId: first.courseId, status: 'Translated', slidesDone: 3, slidesTranslated: 1 });
    // One call, holding the changed slide's texts only (the course's words and the other slides unchanged).
    const sent = translator.calls.slice(callsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((text) => text.text)).toContain('What first?');
    expect(sent[0]!.map((text) => text.text)).not.toContain(source.slides[0]!.data.title);
    expect(again.usage).toEqual({ inputTokens: 20, outputTokens: 10, totalTokens: 30 });
    const updated = await deckOf(copyLesson!.id);
    expect(updated.slides[0]!.data.title).toBe('Levantar con cuidado');
    expect(updated.slides[1]!.data.question).toBe('[es] What first?');

    // Nothing changed: no model call, the copy's deck not even saved.
    const identifier = updated.latestSavedSlidesStateIdentifier;
    const callsThen = translator.calls.length;
    expect(await translateThroughJob(courseId)).toMatchObject({ status: 'Translated', slidesDone: 3, slidesTranslated: 0 });
    expect(translator.calls.length).toBe(callsThen);
    expect((await deckOf(copyLesson!.id)).latestSavedSlidesStateIdentifier).toBe(identifier);
  });

  it('answers a run already going as it is, without a second job or AI call', async () => {
    const { courseId } = await sourceCourse();
    const first = courseTranslationSchema.parse((await translate(courseId)).json());
    const again = await translate(courseId);
    expect([again.statusCode, again.json().id, again.json().status]).toEqual([202, first.id, 'Translating']);
    const jobsOfRun = test.jobs.waiting().filter((job) => (job.payload as { translationId?: string }).translationId === first.id);
    expect(jobsOfRun).toHaveLength(1);
    await test.jobs.runDue();
    expect((await listed(courseId)).status).toBe('Translated');
  });

  it('keeps the lessons translated before a failure, says why, and the next run goes on from there', async () => {
    const { courseId } = await sourceCourse();
    // Calls: the course's words, the first lesson (title and two slides), then the second lesson fails every try.
    failFromCall = translator.calls.length + 3;
    try {
      await translate(courseId);
      await test.jobs.runDue();
    } finally {
      failFromCall = undefined;
    }
    const failed = await listed(courseId);
    expect(failed).toMatchObject({ status: 'Failed', slidesDone: 2, slidesTotal: 3, slidesTranslated: 2, translatedAt: null });
    // Failed as every AI action fails: the message, and the code and reason the editor words.
    expect(failed.failureReason).toMatch(/^Translating this course failed: .*even after 3 tries/);
    expect([failed.failureCode, failed.failureDetails]).toEqual(['ai_failed', { reason: 'refused_by_model' }]);
    // The refused answers' tokens count too: two good calls and three refused tries.
    expect(failed.usage).toEqual({ inputTokens: 20 * 5, outputTokens: 10 * 5, totalTokens: 30 * 5 });
    expect((await copyLessons(failed.courseId)).map((lesson) => lesson.title)).toEqual(['[es] Lifting']);

    const again = await translateThroughJob(courseId);
    expect(again).toMatchObject({
      id: failed.id,
      status: 'Translated',
      failureReason: null,
      failureCode: null,
      failureDetails: null,
      slidesDone: 3,
      slidesTranslated: 1,
    });
    expect((await copyLessons(again.courseId)).map((lesson) => lesson.title)).toEqual(['[es] Lifting', '[es] Ladders']);
  });

  it('stops before the next lesson when asked, keeping what was done, and goes on when started again', async () => {
    const { courseId } = await sourceCourse();
    const run = courseTranslationSchema.parse((await translate(courseId)).json());
    const stopUrl = `${translationsUrl(courseId)}/${run.id}/stop`;
    const asked = await fixture.call('POST', stopUrl);
    expect([asked.statusCode, asked.json().status, asked.json().stopRequested]).toEqual([200, 'Translating', true]);
    await test.jobs.runDue();
    expect(await listed(courseId)).toMatchObject({
      status: 'Stopped',
      stopRequested: false,
      slidesDone: 0,
      slidesTotal: 3,
      failureReason: null,
    });
    expect(await copyLessons(run.courseId)).toEqual([]);
    // A run no longer going is answered as it is; another course's translation id is not found.
    expect((await fixture.call('POST', stopUrl)).json().status).toBe('Stopped');
    const other = await sourceCourse();
    expect((await fixture.call('POST', `${translationsUrl(other.courseId)}/${run.id}/stop`)).statusCode).toBe(404);
    expect((await fixture.call('POST', stopUrl, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('POST', stopUrl, undefined, 'outsider')).statusCode).toBe(404);

    expect(await translateThroughJob(courseId)).toMatchObject({ status: 'Translated', slidesDone: 3, slidesTranslated: 3 });
  });

  it('queues again a run whose job died with its server, leaving a live one to its job', async () => {
    const { courseId } = await sourceCourse();
    const lost = await translateThroughJob(courseId);
    // What a server killed mid-run leaves: Translating, no job, silent since.
    await test.database.db
      .update(courseTranslations)
      .set({ status: 'Translating', modifiedAt: new Date(test.clock.now().getTime() - 60 * 60_000) })
      .where(eq(courseTranslations.id, lost.id));
    const live = courseTranslationSchema.parse((await translate(courseId, 'account-owner', 'fr-FR')).json());
    const cutoff = new Date(test.clock.now().getTime() - INTERRUPTED_AFTER_MS);
    expect((await test.app.recoverInterruptedWork(cutoff)).courseTranslations).toBe(1);
    const queued = test.jobs.waiting().map((job) => job.payload);
    expect(queued).toContainEqual({ translationId: lost.id });
    await test.jobs.runDue();
    expect((await listed(courseId)).status).toBe('Translated');
    expect(live.status).toBe('Translating');
    expect((await listed(courseId, 'fr-FR')).status).toBe('Translated');
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

  it('says what to configure when no language model is, starting nothing', async () => {
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
    expect(courseTranslationListSchema.parse((await fixture.call('GET', translationsUrl(courseId))).json()).items).toEqual([]);
  });

  it('lets those who create courses translate; others may not; another account sees no course; a bad language is a 400', async () => {
    const { courseId } = await sourceCourse();
    const statuses: Record<string, number> = {};
    for (const role of ['content-author', 'restricted-author', 'reviewer', 'facilitator', 'app-user', 'outsider'] as const)
      statuses[role] = (await translate(courseId, role, 'fr-FR')).statusCode;
    expect(statuses).toEqual({
      'content-author': 202,
      'restricted-author': 403,
      reviewer: 403,
      facilitator: 403,
      'app-user': 403,
      outsider: 404,
    });
    const reads: Record<string, number> = {};
    for (const role of ['reviewer', 'app-user', 'outsider'] as const)
      reads[role] = (await fixture.call('GET', translationsUrl(courseId), undefined, role)).statusCode;
    expect(reads).toEqual({ reviewer: 403, 'app-user': 403, outsider: 404 });
    expect((await translate(courseId, 'account-owner', 'not a language!')).statusCode).toBe(400);
    await test.jobs.runDue();
  });
});
