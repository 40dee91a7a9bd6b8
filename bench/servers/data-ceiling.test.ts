import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDatabase, loadConfig, runMigrations, seedDemoIfEmpty, type DatabaseHandle } from '@slidewise/server';
import { buildDataCeiling } from './data-ceiling.ts';
import { rawQueryOf } from './raw-query.ts';
import { signInAsDemoOwner } from '../sign-in.ts';
import { addCourseData, LONG_COURSE_LESSONS } from '../course-data.ts';

// The ratio is only honest if the data ceiling does the same database work and answers the same JSON
// as our endpoints. This test runs both on one seeded database and records every statement each sends.
describe('the data ceiling', () => {
  let database: DatabaseHandle;
  let ours: FastifyInstance;
  let ceiling: FastifyInstance;
  let cookie: string;
  let statements: string[] | undefined;
  let longCourseId: string;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent-bench-test',
      SESSION_SECRET: 'bench-test-secret-of-enough-length-0123456789',
      LOG_LEVEL: 'silent',
    });
    database = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    await runMigrations(database);
    await seedDemoIfEmpty(database.db);
    ours = await buildApp(config, { database: database.db });
    ceiling = buildDataCeiling(rawQueryOf(database), config.sessionSecret);
    cookie = await signInAsDemoOwner(ours);
    ({ longCourseId } = await addCourseData(database, ours, cookie));
    if (database.kind !== 'pglite') throw new Error('this test runs on in-memory PGlite');
    const client = database.client;
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      statements?.push(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;
  });

  afterAll(async () => {
    await ceiling?.close();
    await ours?.close();
    await database?.close();
  });

  async function answer(app: FastifyInstance, url: string, headers: Record<string, string> = { cookie }) {
    statements = [];
    const response = await app.inject({ url, headers });
    const sent = statements;
    statements = undefined;
    return { status: response.statusCode, body: response.json() as unknown, statements: sent };
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
