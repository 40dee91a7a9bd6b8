import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '@slidewise/core';
import { createTestApp, type TestApp } from '../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../test-support/course-admin.ts';
import { accountScopedRoutes, fillPath, takesJsonBody } from '../test-support/route-requests.ts';
import { addPublishedLesson, createLearnerCourse } from '../modules/learner/test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Deep bodies');
});
afterAll(() => test.close());

// Written as text: these values are deeper than JSON.stringify or a recursive walk could handle.
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function send(method: string, url: string, json: string, as: CourseAdminRole = 'account-owner') {
  return test.app.inject({
    method: method as 'PUT',
    url,
    headers: { cookie: fixture.people[as].cookie, 'content-type': 'application/json' },
    payload: json,
  });
}

function expectTooDeep(response: { statusCode: number; json(): unknown }, what: string) {
  expect([what, response.statusCode, response.json()]).toEqual([
    what,
    400,
    { code: 'validation_failed', message: JSON_TOO_DEEP_MESSAGE, details: { maxDepth: MAX_JSON_DEPTH } },
  ]);
}

describe('deeply nested JSON bodies', () => {
  it('answer 400 on every route that takes a body, nested as arrays or as objects', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const routes = accountScopedRoutes(test.app.apiRoutes).filter(takesJsonBody);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = fillPath(route, (parameter) => (parameter === 'courseId' ? course.id : lesson.id));
      expectTooDeep(await send(route.method, url, `{"title":"x","items":${nestedArrays(5_000)}}`), `${route.method} ${route.url} (arrays)`);
      expectTooDeep(await send(route.method, url, nestedObjects(5_000)), `${route.method} ${route.url} (objects)`);
    }
  });

  it("answer 400 for a learner's result nested 4,100 arrays or 2,150 objects deep, sent and sent again; the limit itself is kept and re-sent as the same", async () => {
    const learnerCourse = await createLearnerCourse(fixture);
    const lesson = await addPublishedLesson(fixture, learnerCourse.id);
    const attempt = (await fixture.call('POST', `/api/learner/lessons/${lesson.id}/attempts`, {}, 'app-user')).json();
    const result = (answers: string) =>
      send('PUT', `/api/learner/attempts/${attempt.id}/results/quiz`, `{"correct":true,"points":1,"answers":${answers}}`, 'app-user');

    expectTooDeep(await result(nestedArrays(4_100)), 'answers in 4,100 arrays');
    for (const attemptNumber of [1, 2])
      expectTooDeep(await result(nestedObjects(2_150)), `answers in 2,150 objects, send ${attemptNumber}`);

    // The body wraps the answers in one object: answers may nest one level less than the limit.
    const deepest = nestedObjects(MAX_JSON_DEPTH - 1);
    const stored = await result(deepest);
    expect(stored.statusCode).toBe(200);
    const resent = await result(deepest);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().results.quiz.answeredAt).toBe(stored.json().results.quiz.answeredAt);
    expectTooDeep(await result(nestedObjects(MAX_JSON_DEPTH)), 'answers one level past the limit');
  });

  it('answer 400 for a slide save nested 5,000 levels deep', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const slide = `{"id":"deep","type":"title","data":${nestedObjects(5_000)}}`;
    expectTooDeep(
      await send('PUT', `/api/lesson-authoring/${lesson.id}`, `{"slides":[${slide}],"latestSavedSlidesStateIdentifier":null}`),
      'slides',
    );
    expect((await fixture.call('GET', `/api/lesson-authoring/${lesson.id}`)).json().slides).toEqual([]);
  });

  it("keep the parser's own answers: broken JSON, an empty body and prototype poisoning", async () => {
    expect((await send('POST', '/api/courses', '{"title":')).json()).toMatchObject({
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
    expect((await send('POST', '/api/courses', '')).statusCode).toBe(400);
    expect((await send('POST', '/api/courses', '{"title":"x","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
