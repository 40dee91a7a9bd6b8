import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCeilingTestPair, type CeilingTestPair } from './ceiling-test-pair.ts';
import { signInAsDemoOwner } from '../sign-in.ts';
import { addLearnerRushData, type LearnerRushData } from '../learner-data.ts';
import { expectedScore, rushResult } from '../learner-writes.ts';

// learner-write-ratio is only honest if the ceiling does the work ours must: the same inserts and
// updates, leaving the same rows and answering the same JSON. Both play one learner each through the
// path on one seeded database, and every statement each sends is recorded.
describe('the learner write ceiling', () => {
  let pair: CeilingTestPair;
  let ours: FastifyInstance;
  let ceiling: FastifyInstance;
  let data: LearnerRushData;

  beforeAll(async () => {
    pair = await startCeilingTestPair();
    ({ ours, ceiling } = pair);
    data = await addLearnerRushData(pair.database, ours, await signInAsDemoOwner(ours), 2);
  });

  afterAll(async () => {
    await pair?.close();
  });

  interface Step {
    status: number;
    body: Record<string, unknown>;
    statements: string[];
  }

  async function send(app: FastifyInstance, cookie: string, method: 'POST' | 'PUT', url: string, payload?: unknown): Promise<Step> {
    const { result: response, statements } = await pair.recording(() =>
      app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
    return { status: response.statusCode, body: response.json(), statements: statements.map((text) => text.trim()) };
  }

  /** Learner `learner` of a server starts, sends the 12 results and finishes. */
  async function play(app: FastifyInstance, cookie: string, learner: number) {
    const start = await send(app, cookie, 'POST', `/api/learner/lessons/${data.lessonId}/attempts`, {});
    const attemptId = start.body.id as string;
    const results: Step[] = [];
    for (const [index, slide] of data.slides.entries()) {
      const body = { ...rushResult(learner, index), answeredAt: '2026-01-01T10:00:00.000Z' };
      results.push(await send(app, cookie, 'PUT', `/api/learner/attempts/${attemptId}/results/${slide.id}`, body));
    }
    const finish = await send(app, cookie, 'POST', `/api/learner/attempts/${attemptId}/finish`);
    return { attemptId, start, results, finish };
  }

  /** An answer or a row with what differs between two learners' plays (ids, times) replaced by what it is. */
  function comparable(value: unknown, attemptId: string, userId?: string): unknown {
    const text = JSON.stringify(value)
      .replaceAll(attemptId, '<attempt>')
      .replaceAll(userId ?? '<no user>', '<user>')
      .replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)"/g, '"<time>"');
    return JSON.parse(text);
  }

  const isWrite = (statement: string) => /^(insert|update|with)\b/i.test(statement);
  // The ceiling leaves out the analytics read models a start and a finish keep current (issue 15: the daily
  // activity, the course's learner rows, the answers' rollups): it is the floor of the learner's own writes,
  // and what those writes cost counts against us in the ratio, never for us (bench/README.md).
  const writesAnalytics = (statement: string) => /\binsert into "?analytics_/i.test(statement);
  const learnerWrites = (statements: readonly string[]) =>
    statements.filter((statement) => isWrite(statement) && !writesAnalytics(statement));

  async function rowsOf(userId: string) {
    const read = async (text: string) =>
      ((await pair.database.db.execute(text.replace('$user', `'${userId}'`))) as unknown as { rows: unknown[] }).rows;
    return {
      attempts: await read(`select lesson_id, course_id, current_slide_index, results, score, stars, new_stars, passed, discarded,
        finished_at is not null as finished from learner_attempts where user_id = $user`),
      stars: await read('select course_id, lesson_id, slide_id, stars from learner_slide_stars where user_id = $user order by slide_id'),
      progress: await read(`select course_id, completed_at is not null as completed, passed, score, reset_count
        from learner_course_progress where user_id = $user`),
    };
  }

  const userOf = async (cookie: string) =>
    ((await ours.inject({ url: '/api/me', headers: { cookie } })).json() as { userId: string }).userId;

  it('plays a learner through our inserts and updates, leaving the same rows and answering the same JSON', async () => {
    const mine = await play(ours, data.cookies.ours[0]!, 0);
    const theirs = await play(ceiling, data.cookies.ceiling[0]!, 0);

    expect([mine.start.status, theirs.start.status]).toEqual([201, 201]);
    expect(mine.results.map((step) => step.status)).toEqual(Array(12).fill(200));
    expect(theirs.results.map((step) => step.status)).toEqual(Array(12).fill(200));
    expect([mine.finish.status, theirs.finish.status]).toEqual([200, 200]);
    expect(mine.finish.body.score).toBe(expectedScore(data.slides, 0));

    const resultPairs = mine.results.map((step, index): [Step, Step] => [step, theirs.results[index]!]);
    const pairs: [Step, Step][] = [[mine.start, theirs.start], ...resultPairs, [mine.finish, theirs.finish]];
    for (const [step, theirStep] of pairs) {
      expect(comparable(theirStep.body, theirs.attemptId)).toEqual(comparable(step.body, mine.attemptId));
      // The same inserts and updates, in the same order: what the database must write is the same work.
      expect(learnerWrites(theirStep.statements)).toEqual(learnerWrites(step.statements));
    }
    const [myUser, theirUser] = [await userOf(data.cookies.ours[0]!), await userOf(data.cookies.ceiling[0]!)];
    expect(comparable(await rowsOf(theirUser), theirs.attemptId, theirUser)).toEqual(
      comparable(await rowsOf(myUser), mine.attemptId, myUser),
    );
    expect((await rowsOf(myUser)).stars.length).toBeGreaterThan(0);
  });

  it('sends a result as ours does: the session lookup, then one statement', async () => {
    const mine = await play(ours, data.cookies.ours[1]!, 1);
    const theirs = await play(ceiling, data.cookies.ceiling[1]!, 1);
    for (const [index, step] of mine.results.entries()) {
      expect(step.statements).toHaveLength(2);
      expect(theirs.results[index]!.statements).toEqual(step.statements);
    }
  });

  it('answers 404 for an attempt of another learner, like ours', async () => {
    const attempt = await send(ours, data.cookies.ours[0]!, 'POST', `/api/learner/lessons/${data.lessonId}/attempts`, {});
    const url = `/api/learner/attempts/${attempt.body.id as string}/results/${data.slides[0]!.id}`;
    const body = rushResult(0, 0);
    expect((await send(ours, data.cookies.ours[1]!, 'PUT', url, body)).status).toBe(404);
    expect((await send(ceiling, data.cookies.ceiling[1]!, 'PUT', url, body)).status).toBe(404);
  });
});
