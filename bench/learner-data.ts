// The morning rush's data (issue 12): a published lesson of 12 questions in a published course open to
// the demo account, and learners of that account, each already signed in, for every server of the run.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_CREDENTIALS, type DatabaseHandle } from '@slidewise/server';
import { rawQueryOf } from './servers/raw-query.ts';
import { offeredTemplates } from './lesson-deck.ts';

export const RUSH_QUESTIONS = 12;

export interface RushSlide {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface LearnerRushData {
  lessonId: string;
  /** The lesson's slides as the server stored them (what scoring reads). */
  slides: RushSlide[];
  /** The `Cookie` header of each learner, by the server that will see them: no learner plays twice. */
  cookies: { ours: string[]; ceiling: string[] };
}

/** Twelve quiz slides, the first example of the first twelve quiz templates the demo account may add. */
export function rushDeck() {
  return offeredTemplates()
    .filter((template) => template.play === 'quiz')
    .slice(0, RUSH_QUESTIONS)
    .map((template, index) => {
      const example = template.examples[0]!;
      return {
        id: randomUUID(),
        type: template.type,
        subtype: example.subtype,
        name: `Question ${index + 1}`,
        data: structuredClone(example.data),
      };
    });
}

async function call(app: FastifyInstance, cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) {
  const response = await app.inject({ method, url, headers: { cookie }, payload: payload as object });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/**
 * Makes the course and its lesson through the API as an author would (created, opened to the whole
 * account, the 12 slides saved, lesson and course published), then adds `learnersPerServer` learners
 * for each of the two servers measured, with a session each, in two SQL statements: signing 2,000 people
 * in through the rate-limited login would take minutes and measure nothing.
 */
export async function addLearnerRushData(
  handle: DatabaseHandle,
  app: FastifyInstance,
  ownerCookie: string,
  learnersPerServer: number,
): Promise<LearnerRushData> {
  const course = await call(app, ownerCookie, 'POST', '/api/courses', { title: 'Bench: a morning rush' });
  const courseId = course.id as string;
  await call(app, ownerCookie, 'PUT', `/api/courses/${courseId}/usergroups`, { universalAccess: true, userGroups: [] });
  const lesson = await call(app, ownerCookie, 'POST', `/api/course/${courseId}/lessons`, {
    kind: 'Lesson',
    title: `${RUSH_QUESTIONS} questions`,
  });
  const lessonId = lesson.id as string;
  const saved = await call(app, ownerCookie, 'PUT', `/api/lesson-authoring/${lessonId}`, {
    slides: rushDeck(),
    latestSavedSlidesStateIdentifier: null,
  });
  await call(app, ownerCookie, 'POST', `/api/course/${courseId}/lessons/publish`, { lessonIds: [lessonId] });
  await call(app, ownerCookie, 'POST', `/api/courses/${courseId}/publish`, {});

  const learners = Array.from({ length: learnersPerServer * 2 }, (_, index) => {
    const token = randomBytes(32).toString('base64url');
    return {
      id: randomUUID(),
      email: `bench-learner-${index + 1}@slidewise.test`,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      token,
    };
  });
  const query = rawQueryOf(handle);
  const rows = JSON.stringify(learners.map(({ id, email, tokenHash }) => ({ id, email, tokenHash })));
  await query(
    {
      name: 'bench_add_rush_learners',
      text: `
    insert into users (id, account_id, email, first_name, last_name, roles)
    select (l ->> 'id')::uuid, o.account_id, l ->> 'email', 'Bench', 'Learner ' || n, array['app-user']
    from jsonb_array_elements($1::jsonb) with ordinality as learner(l, n), users o where o.email = $2`,
    },
    [rows, DEMO_CREDENTIALS.email],
  );
  await query(
    {
      name: 'bench_add_rush_sessions',
      text: `
    insert into sessions (token_hash, account_id, user_id, expires_at)
    select l ->> 'tokenHash', u.account_id, u.id, now() + interval '1 day'
    from jsonb_array_elements($1::jsonb) as learner(l) join users u on u.id = (l ->> 'id')::uuid`,
    },
    [rows],
  );

  // The cookie a browser would send: the token signed with the servers' secret, as the login sets it.
  const cookies = learners.map(({ token }) => `sw_session=${encodeURIComponent(app.signCookie(token))}`);
  return {
    lessonId,
    slides: saved.slides as RushSlide[],
    cookies: { ours: cookies.slice(0, learnersPerServer), ceiling: cookies.slice(learnersPerServer) },
  };
}
