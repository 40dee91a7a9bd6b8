// The course report and the lesson and question report against a fixture computed by hand: two learners
// (and one excluded from analytics) play two lessons with known answers at known times.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { CourseLearnerPage, CourseReport, LearnerLessonResponse, QuestionReport } from '@slidewise/core';
import type { RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { users } from '../../db/schema.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { sweepCourseReadModels } from './sweep.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let courseId: string;
let firstLessonId: string;
let secondLessonId: string;
let surveyAnswerIds: string[];
let manager: Person;
let ana: Person;
let bruno: Person;

const firstLessonSlides = () => [
  exampleSlide('multiple-choice-game', 'choice'),
  exampleSlide('game-true-or-false', 'statements', {
    data: {
      ...exampleSlide('game-true-or-false', 'x').data,
      statements: [
        { text: 'One', true: true },
        { text: 'Two', true: false },
        { text: 'Three', true: true },
        { text: 'Four', true: false },
      ],
    },
  }),
  exampleSlide('multiple-choice-survey', 'survey'),
  exampleSlide('free-text-survey', 'opinion'),
];
const allRight = [true, false, true, false];
const threeRight = [true, false, true, true];
const anaText = 'I would listen to the customer first and ask what they need.';
const brunoText = 'I would explain the policy sooner and offer a call back the same day.';

interface Person {
  id: string;
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

async function person(firstName: string, roles: RoleIdentifier[]): Promise<Person> {
  const [row] = await test.database.db
    .insert(users)
    .values({
      accountId: fixture.accountId,
      email: `${firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`,
      firstName,
      lastName: 'Tester',
      roles,
    })
    .returning({ id: users.id, accountId: users.accountId });
  const cookie = await test.sessionCookieFor(row!);
  return {
    id: row!.id,
    call: (method, url, payload) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** Plays one attempt: each answer `seconds` after the previous one (the first after the start), then finishes. */
async function play(learner: Person, lessonId: string, answers: { slideId: string; seconds: number; body: object }[]) {
  const started = await learner.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {});
  expect(started.statusCode, started.body).toBeLessThan(300);
  const attemptId: string = started.json().id;
  for (const answer of answers) {
    test.clock.advance(answer.seconds * 1000);
    const put = await learner.call('PUT', `/api/learner/attempts/${attemptId}/results/${answer.slideId}`, answer.body);
    expect(put.statusCode, put.body).toBe(200);
  }
  const finished = await learner.call('POST', `/api/learner/attempts/${attemptId}/finish`);
  expect(finished.statusCode, finished.body).toBe(200);
  test.clock.advance(60_000);
}

const choice = (index: number, seconds: number) => ({
  slideId: 'choice',
  seconds,
  body: { correct: index === 0, points: index === 0 ? 1000 : 0, answers: [index] },
});
const statements = (verdicts: boolean[], seconds: number) => ({
  slideId: 'statements',
  seconds,
  body: {
    correct: verdicts.every((verdict, index) => verdict === allRight[index]),
    points: verdicts.filter((verdict, index) => verdict === allRight[index]).length * 1000,
    answers: verdicts,
  },
});
const survey = (answerId: string, seconds: number) => ({
  slideId: 'survey',
  seconds,
  body: { correct: null, points: 0, answers: [answerId] },
});
const opinion = (text: string, seconds: number) => ({ slideId: 'opinion', seconds, body: { correct: null, points: 0, answers: text } });

beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Course reports');
  courseId = (await createLearnerCourse(fixture, { title: 'Customer care' })).id;
  firstLessonId = (await addPublishedLesson(fixture, courseId, { title: 'Conversations', slides: firstLessonSlides() })).id;
  secondLessonId = (
    await addPublishedLesson(fixture, courseId, { title: 'Passwords', slides: [exampleSlide('multiple-choice-game', 'choice')] })
  ).id;
  manager = await person('Manager', ['manager-analytics']);
  ana = await person('Ana', ['app-user']);
  bruno = await person('Bruno', ['app-user']);
  const excluded = await person('Tess', ['app-user', 'exclude-from-analytics']);
  const lesson: LearnerLessonResponse = (await ana.call('GET', `/api/learner/lessons/${firstLessonId}`)).json();
  const surveySlide = lesson.lesson.slides.find((slide) => slide.id === 'survey')!;
  surveyAnswerIds = (surveySlide.data.answers as { id: string }[]).map((answer) => answer.id);

  // Ana: everything right at the first try; 4 + 10 + 6 + 20 = 40 s, then the second lesson in 5 s.
  await play(ana, firstLessonId, [choice(0, 4), statements(allRight, 10), survey(surveyAnswerIds[1]!, 6), opinion(anaText, 20)]);
  await play(ana, secondLessonId, [choice(0, 5)]);
  // Bruno: the wrong answer first (8 s), the statements right (20 s): 8 + 20 + 6 + 20 = 54 s, score 50.
  await play(bruno, firstLessonId, [choice(1, 8), statements(allRight, 20), survey(surveyAnswerIds[1]!, 6), opinion(brunoText, 20)]);
  // … then again, right and three statements of four (score 50 + 37.5 = 88): not a first try, in 5 s.
  await play(bruno, firstLessonId, [choice(0, 2), statements(threeRight, 3)]);
  // Tess is excluded from analytics: nothing she does is counted.
  await play(excluded, firstLessonId, [choice(2, 1), statements(threeRight, 1), survey(surveyAnswerIds[0]!, 1), opinion(brunoText, 1)]);
});
afterAll(() => test.close());

const courseReport = async (as: Person = manager): Promise<CourseReport> => {
  const response = await as.call('GET', `/api/analytics/courses/${courseId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const learnerPage = async (query = ''): Promise<CourseLearnerPage> => {
  const response = await manager.call('GET', `/api/analytics/courses/${courseId}/learners${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const questionReport = async (): Promise<QuestionReport> => {
  const response = await manager.call('GET', `/api/analytics/courses/${courseId}/lessons/${firstLessonId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the course report', () => {
  it('counts the funnel: the account has three learners, two started, Ana completed and passed both lessons', async () => {
    const report = await courseReport();
    expect(report.course).toEqual({ id: courseId, title: 'Customer care' });
    expect(report.funnel).toEqual({ assigned: 3, started: 2, completed: 1, passed: 1 });
    expect(report.learnerCount).toBe(2);
  });

  it("gives each lesson's completion over the learners who started and its average best score", async () => {
    const report = await courseReport();
    expect(report.lessons).toEqual([
      { lessonId: firstLessonId, title: 'Conversations', startedCount: 2, completedCount: 2, completionShare: 1, averageScore: 94 },
      { lessonId: secondLessonId, title: 'Passwords', startedCount: 1, completedCount: 1, completionShare: 0.5, averageScore: 100 },
    ]);
    // Ana 40 + 5 s, Bruno 54 + 5 s.
    expect(report.timeSpent).toEqual({ totalSeconds: 104, averageSecondsPerLearner: 52 });
  });

  it("lists each counted learner's row by name: progress, course score, attempts, time and last activity", async () => {
    const page = await learnerPage();
    expect(page.items.map((learner) => learner.name)).toEqual(['Ana Tester', 'Bruno Tester']);
    expect(page.nextCursor).toBeNull();
    const [first, second] = page.items;
    expect(first).toMatchObject({
      userId: ana.id,
      completedLessonCount: 2,
      lessonCount: 2,
      score: 100,
      attemptCount: 2,
      completed: true,
      passed: true,
    });
    expect(first!.timeSpentSeconds).toBe(45);
    expect(first!.stars).toBeGreaterThan(0);
    // Bruno's course score averages his best (88) with the unfinished second lesson's 0.
    expect(second).toMatchObject({
      userId: bruno.id,
      completedLessonCount: 1,
      lessonCount: 2,
      score: 44,
      attemptCount: 2,
      completed: false,
      passed: false,
    });
    expect(second!.timeSpentSeconds).toBe(59);
    expect(Date.parse(second!.lastActivityAt!)).toBeGreaterThan(Date.parse(first!.lastActivityAt!));
  });

  it('pages the learners by cursor, each page resuming after the last one', async () => {
    const first = await learnerPage('?pageSize=1');
    expect(first.items.map((learner) => learner.userId)).toEqual([ana.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await learnerPage(`?pageSize=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((learner) => learner.userId)).toEqual([bruno.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a page size out of bounds and a cursor that is not one with a 400', async () => {
    for (const query of ['?pageSize=0', '?pageSize=201', '?pageSize=ten', '?cursor=not-a-cursor', `?cursor=${btoa('[["a"],"x"]')}`]) {
      const response = await manager.call('GET', `/api/analytics/courses/${courseId}/learners${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('streams every learner as CSV, in the language asked, with the rows the page shows', async () => {
    const response = await manager.call('GET', `/api/analytics/courses/${courseId}/learners.csv?language=es-ES`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="course-report-learners-${courseId}.csv"`);
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([
      'Alumno',
      'Correo electrónico',
      'Lecciones completadas',
      'Mejor puntuación',
      'Intentos',
      'Estrellas',
      'Minutos',
      'Completados',
      'Aprobados',
      'Certificado',
      'Última actividad',
    ]);
    expect(parsed.data.slice(1).map((row) => row.slice(0, 9))).toEqual([
      ['Ana Tester', expect.stringMatching(/^ana\./), '2/2', '100', '2', expect.any(String), '1', 'Sí', 'Sí'],
      ['Bruno Tester', expect.stringMatching(/^bruno\./), '1/2', '44', '2', expect.any(String), '1', 'No', 'No'],
    ]);
  });

  it('exports as a PDF', async () => {
    const response = await manager.call('GET', `/api/analytics/courses/${courseId}/report.pdf?language=es-ES`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the courses with their learner counts, searched by title', async () => {
    const all = (await manager.call('GET', '/api/analytics/courses')).json();
    expect(all.items).toContainEqual({ id: courseId, title: 'Customer care', courseStatus: 'Published', learnerCount: 2 });
    expect((await manager.call('GET', '/api/analytics/courses?search=care')).json().items.map((item: { id: string }) => item.id)).toEqual([
      courseId,
    ]);
    expect((await manager.call('GET', '/api/analytics/courses?search=100%25')).json().items).toEqual([]);
  });
});

describe('the lesson and question report', () => {
  it('puts the hardest question first: the choice half right at the first try, then the statements, then the surveys', async () => {
    const report = await questionReport();
    expect(report.lesson).toEqual({ id: firstLessonId, title: 'Conversations' });
    expect(
      report.slides.map((slide) => [slide.slideId, slide.kind, slide.answeredCount, slide.firstTryRightCount, slide.firstTryRightShare]),
    ).toEqual([
      ['choice', 'game', 2, 1, 0.5],
      ['statements', 'game', 2, 2, 1],
      ['survey', 'survey', 2, 0, null],
      ['opinion', 'survey', 2, 0, null],
    ]);
    expect(report.slides.map((slide) => slide.averageSeconds)).toEqual([6, 15, 6, 20]);
  });

  it("shows the first answers' distribution over every option, the right one marked", async () => {
    const [choiceSlide] = (await questionReport()).slides;
    expect(choiceSlide!.question).toBe('Which of these is the strongest password?');
    expect(choiceSlide!.options.map(({ label, correct, count }) => ({ label, correct, count }))).toEqual([
      { label: 'correct-horse-battery-staple', correct: true, count: 1 },
      { label: 'Password123!', correct: false, count: 1 },
      { label: 'Your date of birth', correct: false, count: 0 },
      { label: "Your pet's name", correct: false, count: 0 },
    ]);
  });

  it('shows the survey counts per option and the free-text answers', async () => {
    const slides = (await questionReport()).slides;
    const surveySlide = slides.find((slide) => slide.slideId === 'survey')!;
    expect(surveySlide.options.map(({ key, count, correct }) => ({ key, count, correct }))).toEqual(
      surveyAnswerIds.map((key, index) => ({ key, count: index === 1 ? 2 : 0, correct: null })),
    );
    const opinionSlide = slides.find((slide) => slide.slideId === 'opinion')!;
    expect(opinionSlide.freeTextAnswers).toEqual([anaText, brunoText].sort().map((text) => ({ text, count: 1 })));
  });

  it('answers 404 for a lesson of another course', async () => {
    const other = (await createLearnerCourse(fixture, { title: 'Other' })).id;
    expect((await manager.call('GET', `/api/analytics/courses/${other}/lessons/${firstLessonId}`)).statusCode).toBe(404);
    expect((await manager.call('GET', `/api/analytics/courses/${courseId}/lessons/not-an-id`)).statusCode).toBe(404);
  });
});

describe('who may read the reports', () => {
  it('lets owners, account admins and analytics managers read; not authors, facilitators nor learners', async () => {
    const url = `/api/analytics/courses/${courseId}`;
    for (const role of ['account-owner', 'account-admin'] as const)
      expect((await fixture.call('GET', url, undefined, role)).statusCode).toBe(200);
    for (const role of ['content-author', 'restricted-author', 'facilitator', 'app-user'] as const)
      expect((await fixture.call('GET', url, undefined, role)).statusCode, role).toBe(403);
    expect((await manager.call('GET', url)).statusCode).toBe(200);
  });

  it("answers 404 for another account's course", async () => {
    expect((await fixture.call('GET', `/api/analytics/courses/${courseId}`, undefined, 'outsider')).statusCode).toBe(404);
    expect(
      (await fixture.call('GET', `/api/analytics/courses/${courseId}/lessons/${firstLessonId}`, undefined, 'outsider')).statusCode,
    ).toBe(404);
    expect((await fixture.call('GET', `/api/analytics/courses/${courseId}/report.pdf`, undefined, 'outsider')).statusCode).toBe(404);
    for (const path of ['learners', 'learners.csv'])
      expect((await fixture.call('GET', `/api/analytics/courses/${courseId}/${path}`, undefined, 'outsider')).statusCode, path).toBe(404);
  });

  it('lets the same roles page the learners and download their CSV, role by role', async () => {
    for (const path of ['learners', 'learners.csv']) {
      const url = `/api/analytics/courses/${courseId}/${path}`;
      for (const role of ['account-owner', 'account-admin'] as const)
        expect((await fixture.call('GET', url, undefined, role)).statusCode, `${role} ${path}`).toBe(200);
      for (const role of ['content-author', 'restricted-author', 'facilitator', 'app-user'] as const)
        expect((await fixture.call('GET', url, undefined, role)).statusCode, `${role} ${path}`).toBe(403);
      expect((await manager.call('GET', url)).statusCode, path).toBe(200);
    }
  });
});

describe('the read models', () => {
  it('are rebuilt to the same reports by the sweep from the attempts alone (the backfill)', async () => {
    const [before, learnersBefore, questionsBefore] = await Promise.all([courseReport(), learnerPage(), questionReport()]);
    const { db } = test.database;
    for (const table of [
      'analytics_course_learners',
      'analytics_counted_attempts',
      'analytics_slide_first_answers',
      'analytics_slide_totals',
      'analytics_slide_option_counts',
    ])
      await db.execute(sql`delete from ${sql.identifier(table)} where account_id = ${fixture.accountId}`);
    expect((await learnerPage()).items).toEqual([]);
    expect((await courseReport()).learnerCount).toBe(0);
    const outcome = await sweepCourseReadModels({ db, clock: test.clock.now });
    expect(outcome.countedAttempts).toBeGreaterThanOrEqual(5);
    expect(await courseReport()).toEqual(before);
    expect(await learnerPage()).toEqual(learnersBefore);
    expect(await questionReport()).toEqual(questionsBefore);
    // A second sweep finds nothing left to do.
    expect(await sweepCourseReadModels({ db, clock: test.clock.now })).toEqual({ countedAttempts: 0, rebuiltCourses: 0 });
  });
});

describe('answers the rollups cannot read as options', () => {
  it('finishes an attempt whose answer list holds an item left unanswered (null), counting only the chosen ones', async () => {
    const otherCourseId = (await createLearnerCourse(fixture, { title: 'Unanswered items' })).id;
    const lessonId = (await addPublishedLesson(fixture, otherCourseId, { title: 'Gaps', slides: firstLessonSlides() })).id;
    const carla = await person('Carla', ['app-user']);
    await play(carla, lessonId, [
      { slideId: 'statements', seconds: 3, body: { correct: false, points: 2000, answers: [true, null, true, null] } },
    ]);
    const response = await manager.call('GET', `/api/analytics/courses/${otherCourseId}/lessons/${lessonId}`);
    expect(response.statusCode, response.body).toBe(200);
    const statementsSlide = (response.json() as QuestionReport).slides.find((slide) => slide.slideId === 'statements');
    expect(statementsSlide).toMatchObject({ answeredCount: 1, firstTryRightCount: 0 });
  });
});
