import { defaultSlide, findSlideTemplate, type AiCourseGeneration, type PlanAccess } from '@slidewise/core';
import type { LanguageModel } from 'ai';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerAsMock, createMockCourseModel } from '../../ai/mock-course-model.ts';
import { scriptedModel } from '../../ai/scripted-model.ts';
import { analyticsEvents, courseGenerations } from '../../db/schema.ts';
import { INTERRUPTED_AFTER_MS } from '../../jobs/interrupted-work.ts';
import { countAccountLessons, writePlanAccess } from '../account/plan-access-repo.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';

// The account's model, swapped per test: the catalogue mock, a model that fails, or none at all.
let model: LanguageModel | null = null;
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp({ aiRateLimit: { max: 1000, windowMs: 60_000 } }, undefined, {
    ai: { languageModel: async () => model, speechModel: async () => null },
  });
  fixture = await courseAdminFixture(test, 'AI generation');
});
afterAll(() => test.close());
beforeEach(() => {
  model = createMockCourseModel();
});

const request = { topic: 'Fire safety at work', audience: 'Warehouse staff', tone: 'Plain', lessonCount: 3, language: 'en-US' };

async function outline() {
  const response = await fixture.call('POST', '/api/courses/ai/outline', request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outline;
}

async function startCourse(edit = (o: { title: string }) => o) {
  const response = await fixture.call('POST', '/api/courses/ai/generations', { request, outline: edit(await outline()) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AiCourseGeneration;
}

const state = async (courseId: string) =>
  (await fixture.call('GET', `/api/courses/${courseId}/ai-generation`)).json() as AiCourseGeneration;

async function slidesOf(lessonId: string) {
  return (await fixture.call('GET', `/api/lesson-authoring/${lessonId}`)).json().slides as { type: string }[];
}

/** A model whose first lesson is valid, then nothing but invalid slides: a run fails after one lesson. */
function validForTheFirstLessonOnly() {
  let lessonsPlanned = 0;
  return scriptedModel((text) => {
    if (text.startsWith('Task: lesson-plan')) lessonsPlanned += 1;
    return lessonsPlanned >= 2 && !text.startsWith('Task: lesson-plan') ? '{"nonsense":true}' : answerAsMock(text);
  });
}

describe('a course from a prompt', () => {
  it('outlines, then writes each lesson in the background with a mix of templates, Generating → Generated', async () => {
    const started = await startCourse((o) => ({ ...o, title: 'Fire safety, edited' }));
    expect(started).toMatchObject({ status: 'Generating', lessonsDone: 0, lessonsTotal: 3 });
    const course = await fixture.getCourse(started.courseId);
    expect(course).toMatchObject({ title: 'Fire safety, edited', generationStatus: 'Generating', courseStatus: 'Draft' });

    await test.jobs.runDue();
    const done = await state(started.courseId);
    expect(done).toMatchObject({ status: 'Generated', lessonsDone: 3, failureReason: null });
    expect(done.lessonIds).toHaveLength(3);
    expect(done.usage.totalTokens).toBeGreaterThan(0);
    expect((await fixture.getCourse(started.courseId)).generationStatus).toBe('Generated');

    const plays = new Set<string>();
    for (const lessonId of done.lessonIds) for (const slide of await slidesOf(lessonId)) plays.add(findSlideTemplate(slide.type)!.play);
    expect([...plays].sort()).toEqual(['content', 'game', 'quiz', 'survey']);

    const events = await test.database.db
      .select({ name: analyticsEvents.eventName })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.accountId, fixture.accountId), eq(analyticsEvents.eventName, 'AI Course Generated')));
    expect(events.length).toBeGreaterThan(0);
  });

  it('the generated course publishes: its slides are complete', async () => {
    const started = await startCourse();
    await test.jobs.runDue();
    const { lessonIds } = await state(started.courseId);
    const publishLessons = await fixture.call('POST', `/api/course/${started.courseId}/lessons/publish`, { lessonIds });
    expect(publishLessons.statusCode, publishLessons.body).toBe(200);
  });

  it('fails cleanly on a model that never answers valid content, keeping the lessons made, and retries from there', async () => {
    const started = await startCourse();
    model = validForTheFirstLessonOnly();
    await test.jobs.runDue();
    const failed = await state(started.courseId);
    expect(failed).toMatchObject({ status: 'Failed', lessonsDone: 1 });
    expect(failed.failureReason).toMatch(/^Generating this course failed: the AI model's answers did not fit/);
    // The same code and reason a request's failure answers, so the app words it in the reader's language.
    expect(failed).toMatchObject({ failureCode: 'ai_failed', failureDetails: { reason: 'refused_by_model' } });
    expect((await fixture.getCourse(started.courseId)).generationStatus).toBe('Failed');
    expect((await fixture.call('GET', `/api/course/${started.courseId}/lessons`)).json()).toHaveLength(1);

    model = createMockCourseModel();
    const retried = await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/retry`);
    expect(retried.json()).toMatchObject({ status: 'Generating', failureReason: null, failureCode: null, failureDetails: null });
    await test.jobs.runDue();
    expect(await state(started.courseId)).toMatchObject({ status: 'Generated', lessonsDone: 3 });
    expect((await fixture.call('GET', `/api/course/${started.courseId}/lessons`)).json()).toHaveLength(3);
  });

  it('resumes a run whose job died with its server from its first lesson not made, writing none twice', async () => {
    const started = await startCourse();
    model = validForTheFirstLessonOnly();
    await test.jobs.runDue();
    // What a server killed after the first lesson leaves: Generating, one lesson done, no job, silent since.
    const silentSince = new Date(test.clock.now().getTime() - 60 * 60_000);
    await test.database.db
      .update(courseGenerations)
      .set({ status: 'Generating', failureReason: null, modifiedAt: silentSince })
      .where(eq(courseGenerations.courseId, started.courseId));
    // A run that shows a sign of life within the threshold is left to its job.
    model = createMockCourseModel();
    const live = await startCourse();

    const cutoff = new Date(test.clock.now().getTime() - INTERRUPTED_AFTER_MS);
    expect((await test.app.recoverInterruptedWork(cutoff)).courseGenerations).toBeGreaterThanOrEqual(1);
    expect(test.jobs.waiting().map((job) => job.payload)).toContainEqual({ courseId: started.courseId });
    await test.jobs.runDue();
    expect(await state(started.courseId)).toMatchObject({ status: 'Generated', lessonsDone: 3 });
    expect((await fixture.call('GET', `/api/course/${started.courseId}/lessons`)).json()).toHaveLength(3);
    expect(await state(live.courseId)).toMatchObject({ status: 'Generated', lessonsDone: 3 });
    // Nothing silent is left: a second sweep finds no work to recover for these runs.
    expect((await test.app.recoverInterruptedWork(cutoff)).courseGenerations).toBe(0);
  });

  it('stops when the author asks, keeping what was done', async () => {
    const started = await startCourse();
    const stopped = await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/stop`);
    expect(stopped.statusCode).toBe(200);
    await test.jobs.runDue();
    expect(await state(started.courseId)).toMatchObject({ status: 'Stopped', lessonsDone: 0 });
    expect((await fixture.getCourse(started.courseId)).generationStatus).toBe('Generated');
    const again = await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/retry`);
    expect(again.statusCode).toBe(200);
    await test.jobs.runDue();
    expect((await state(started.courseId)).status).toBe('Generated');
    expect((await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/retry`)).statusCode).toBe(409);
  });

  it('says plainly what to configure when there is no provider', async () => {
    model = null;
    const response = await fixture.call('POST', '/api/courses/ai/outline', request);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ai_not_configured' });
    expect(response.json().message).toMatch(/AI_PROVIDER/);
  });

  it("keeps each account's generations to itself", async () => {
    const started = await startCourse();
    expect((await fixture.call('GET', `/api/courses/${started.courseId}/ai-generation`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/stop`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `/api/course/${started.courseId}/lessons/ai`, { prompt: 'x' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', `/api/courses/${started.courseId}/ai-generation/retry`, undefined, 'outsider')).statusCode).toBe(
      404,
    );
    await test.jobs.runDue();
    const [lessonId] = (await state(started.courseId)).lessonIds;
    const [slide] = (await fixture.call('GET', `/api/lesson-authoring/${lessonId}`)).json().slides;
    const rewrite = await fixture.call('POST', `/api/lessons/${lessonId}/ai/slide`, { action: 'improve', slide }, 'outsider');
    expect(rewrite.statusCode).toBe(404);
  });

  it('is for authors: learners, facilitators and reviewers may not use the authoring AI calls', async () => {
    const course = await fixture.createCourse('Roles');
    const { lessonId } = (await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Roles' })).json();
    const [slide] = (await fixture.call('GET', `/api/lesson-authoring/${lessonId}`)).json().slides;
    const calls = [
      ['POST', '/api/courses/ai/outline', request],
      ['POST', '/api/courses/ai/generations', { request, outline: await outline() }],
      ['POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'More' }],
      ['POST', `/api/lessons/${lessonId}/ai/slide`, { action: 'shorter', slide }],
    ] as const;
    for (const role of ['app-user', 'facilitator', 'reviewer'] as const) {
      for (const [method, url, body] of calls) {
        const response = await fixture.call(method, url, body, role);
        expect([role, url, response.statusCode]).toEqual([role, url, 403]);
      }
    }
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons`)).json()).toHaveLength(1);
  });
});

describe('plan gating', () => {
  const open: PlanAccess = { hasAccess: true, hasAccessReason: '', lockedDate: null, lessonLimit: null };
  const setAccess = (access: Partial<PlanAccess>) =>
    writePlanAccess(test.database.db, fixture.accountId, { ...open, ...access }, test.clock.now());

  it("refuses a course whose lessons would pass the plan's lesson limit, and every AI call on a locked plan", async () => {
    const generated = await outline();
    const lessons = await countAccountLessons(test.database.db, fixture.accountId);
    await setAccess({ lessonLimit: lessons + 2 });
    try {
      const refused = await fixture.call('POST', '/api/courses/ai/generations', { request, outline: generated });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'lesson_limit_reached']);
      await setAccess({ hasAccess: false, hasAccessReason: 'The trial ended.' });
      const locked = await fixture.call('POST', '/api/courses/ai/outline', request);
      expect([locked.statusCode, locked.json().code]).toEqual([403, 'plan_locked']);
    } finally {
      await setAccess({});
    }
  });
});

describe('a lesson and a slide from a prompt', () => {
  it('writes a lesson at the end of a course and records its event', async () => {
    const course = await fixture.createCourse('Handling');
    const response = await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Lifting boxes safely' });
    expect(response.statusCode, response.body).toBe(201);
    const { lessonId, slideCount, usage } = response.json();
    expect(slideCount).toBeGreaterThanOrEqual(4);
    expect(usage.totalTokens).toBeGreaterThan(0);
    expect(await slidesOf(lessonId)).toHaveLength(slideCount);
  });

  it('rewrites a slide without saving it, and makes a quiz from it', async () => {
    const course = await fixture.createCourse('Slides');
    const { lessonId } = (await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Ladders' })).json();
    const [first] = (await fixture.call('GET', `/api/lesson-authoring/${lessonId}`)).json().slides;
    const improved = await fixture.call('POST', `/api/lessons/${lessonId}/ai/slide`, { action: 'shorter', slide: first });
    expect(improved.statusCode, improved.body).toBe(200);
    expect(improved.json().slide).toMatchObject({ id: first.id, type: first.type });
    const quiz = await fixture.call('POST', `/api/lessons/${lessonId}/ai/slide`, { action: 'quiz', slide: first });
    expect(findSlideTemplate(quiz.json().slide.type)?.play).toBe('quiz');
    expect(quiz.json().slide.id).not.toBe(first.id);
  });

  it('sanitises a rewritten slide as a save would: it is shown in the editor before it is saved', async () => {
    const course = await fixture.createCourse('Hostile');
    const { lessonId } = (await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Data protection' })).json();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)><a href=javascript:alert(3)>link</a>';
    model = scriptedModel((text) => answerAsMock(text).replaceAll('<p>', `<p>${hostile}`));
    const scrollable = findSlideTemplate('scrollable')!;
    const slide = defaultSlide({ type: 'scrollable', id: 'slide-1', name: 'Policy', data: { ...scrollable.examples[0]!.data } });
    const rewritten = await fixture.call('POST', `/api/lessons/${lessonId}/ai/slide`, { action: 'improve', slide });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json().slide.data.content).toContain('<p><a>link</a>We collect');
    expect(JSON.stringify(rewritten.json().slide)).not.toMatch(/<script|<img|onerror|javascript:/);
  });

  it('answers 502 when the model never gives a valid slide, saving nothing', async () => {
    const course = await fixture.createCourse('Broken');
    model = scriptedModel(() => 'no');
    const response = await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Anything' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'ai_failed', details: { reason: 'refused_by_model' } });
    expect(response.json().message).toMatch(/^Writing this lesson failed: the AI model's answers did not fit, even after 3 tries/);
    expect((await fixture.call('GET', `/api/course/${course.id}/lessons`)).json()).toHaveLength(0);
  });
});
