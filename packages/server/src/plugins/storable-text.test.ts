import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../test-support/course-admin.ts';
import { sampleBodyFor } from '../test-support/route-bodies.ts';
import { accountScopedRoutes, fillPath, pathParameters, takesJsonBody } from '../test-support/route-requests.ts';
import { containsUnstorableText } from './storable-text.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

describe('containsUnstorableText', () => {
  it('finds NUL and unpaired surrogates in nested strings and keys, and nothing in clean values', () => {
    expect(containsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorableText(['a\ud800b'])).toBe(true);
    expect(containsUnstorableText('\udc00')).toBe(true);
    expect(containsUnstorableText({ a: ['\\u0000 is six characters', 'emoji 😀 pairs fine'], n: 1, b: null })).toBe(false);
  });
});

describe('text the database cannot store', () => {
  it('answer 400 on every route that takes a body, wherever they are, instead of a database error', async () => {
    const course = await fixture.createCourse();
    const lesson = await fixture.createLesson(course.id);
    const ids: Record<string, string> = { courseId: course.id, id: lesson.id, publicDetailId: lesson.id };
    for (const route of accountScopedRoutes(test.app.apiRoutes).filter(
      (candidate) => takesJsonBody(candidate) && !candidate.url.startsWith('/api/auth'),
    )) {
      const body = { ...(sampleBodyFor(route) ?? {}), title: 'a\u0000b', externalId: 'a\ud800b' };
      const response = await fixture.call(
        route.method as 'POST',
        fillPath(route, (parameter) => ids[parameter] ?? lesson.id),
        body,
      );
      expect([`${route.method} ${route.url}`, response.statusCode]).toEqual([`${route.method} ${route.url}`, 400]);
    }
  });

  it('answer 400 in a query string, and real fields still save', async () => {
    expect((await fixture.call('GET', '/api/courses?page=1%00')).statusCode).toBe(400);
    const created = await fixture.call('POST', '/api/courses', { title: 'Clean', description: 'Has \\u0000 written out, which is fine' });
    expect(created.statusCode).toBe(201);
  });

  it('answer 400 in a path parameter, on every route that takes one', async () => {
    for (const route of accountScopedRoutes(test.app.apiRoutes).filter((candidate) => pathParameters(candidate).length > 0)) {
      const response = await fixture.call(
        route.method as 'GET',
        fillPath(route, () => 'a\u0000b'),
        sampleBodyFor(route),
      );
      expect([`${route.method} ${route.url}`, response.statusCode]).toEqual([`${route.method} ${route.url}`, 400]);
    }
  });
});
