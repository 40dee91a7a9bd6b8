import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCeilingTestPair, type CeilingTestPair } from './ceiling-test-pair.ts';
import { signInAsDemoOwner } from '../sign-in.ts';
import { addCourseData, LONG_COURSE_LESSONS } from '../course-data.ts';

// The ratio is only honest if the data ceiling does the same database work and answers the same JSON
// as our endpoints. This test runs both on one seeded database and records every statement each sends.
describe('the data ceiling', () => {
  let pair: CeilingTestPair;
  let ours: FastifyInstance;
  let ceiling: FastifyInstance;
  let cookie: string;
  let longCourseId: string;

  beforeAll(async () => {
    pair = await startCeilingTestPair();
    ({ ours, ceiling } = pair);
    cookie = await signInAsDemoOwner(ours);
    ({ longCourseId } = await addCourseData(pair.database, ours, cookie));
  });

  afterAll(async () => {
    await pair?.close();
  });

  async function answer(app: FastifyInstance, url: string, headers: Record<string, string> = { cookie }) {
    const { result: response, statements } = await pair.recording(() => app.inject({ url, headers }));
    return { status: response.statusCode, body: response.json() as unknown, statements };
  }

  for (const url of ['/api/me', '/api/courses']) {
    it(`answers GET ${url} with our JSON after sending exactly our SQL`, async () => {
      const expected = await answer(ours, url);
      const actual = await answer(ceiling, url);
      expect(expected.status).toBe(200);
      expect(actual.status).toBe(200);
      expect(actual.body).toEqual(expected.body);
      expect(actual.statements).toEqual(expected.statements);
      // Something was recorded, and it starts with the session lookup every signed-in read makes.
      expect(actual.statements[0]).toContain('from "sessions"');
    });
  }

  it('answers GET /api/course/{courseId}/lessons of the 500-lesson course with our JSON after sending our SQL, less the cache check', async () => {
    const url = `/api/course/${longCourseId}/lessons`;
    // Ours, cold: the session, the course's lesson-list version (to check its cache, empty here), then the list.
    const expected = await answer(ours, url);
    const actual = await answer(ceiling, url);
    expect(expected.status).toBe(200);
    expect(actual.status).toBe(200);
    expect((actual.body as unknown[]).length).toBe(LONG_COURSE_LESSONS);
    expect(actual.body).toEqual(expected.body);
    expect(expected.statements).toHaveLength(3);
    expect(expected.statements[1]).toContain('"lesson_list_version" from "courses"');
    // The ceiling does the database work that makes the answer, every time: our SQL without the cache check.
    expect(actual.statements).toEqual([expected.statements[0], expected.statements[2]]);
    expect(actual.statements[1]).toContain('json_agg');

    // Ours, warm: nothing changed, so the cache check is the only query after the session.
    const warm = await answer(ours, url);
    expect(warm.body).toEqual(expected.body);
    expect(warm.statements).toEqual([expected.statements[0], expected.statements[1]]);
  });

  it('lists the seeded courses, so the course list benchmark reads real rows', async () => {
    const { body } = await answer(ceiling, '/api/courses');
    expect((body as { totalCount: number }).totalCount).toBeGreaterThan(0);
  });

  it('answers 401 without a session and with a tampered cookie, like ours', async () => {
    // A different token under the old signature: the signature check, not the database, must refuse it.
    const tampered = cookie.replace(/=(.)/, (_match, first: string) => `=${first === 'A' ? 'B' : 'A'}`);
    const withoutValidSession: Record<string, string>[] = [{}, { cookie: tampered }];
    for (const headers of withoutValidSession) {
      expect((await answer(ours, '/api/me', headers)).status).toBe(401);
      expect((await answer(ceiling, '/api/me', headers)).status).toBe(401);
    }
  });
});
