import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from './test-support/index.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accounts, notifications } from './db/schema.ts';
import { DEMO_CREDENTIALS, DEMO_LEARNER_EMAIL } from './seed/seed.ts';

// DESIGN.md: "Nothing that must be shared lives in one server's memory". Two real server processes
// (src/main.ts, as `npm start` runs it) share one PostgreSQL, as they would behind a load balancer.
const SIGN_IN_ATTEMPTS_PER_MINUTE = 4;
// Two addresses as the load balancer reports them (X-Forwarded-For), so the rate-limit test counts alone.
const CLIENT_ADDRESS = '192.0.2.10';
const ATTACKER_ADDRESS = '203.0.113.9';

describe.skipIf(!process.env.DATABASE_URL)(
  'two servers on one PostgreSQL (runs under `npm run test:pg`; skipped without DATABASE_URL because PGlite is one process per data dir)',
  () => {
    let database: DatabaseHandle;
    let dataDir: string;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase();
      if (database.kind !== 'postgres') throw new Error('DATABASE_URL is set, so the test database is expected on PostgreSQL.');
      dataDir = await mkdtemp(join(tmpdir(), 'slidewise-two-servers-'));
      // What every server behind the load balancer is given alike; each keeps its own DATA_DIR.
      const shared = {
        DATABASE_URL: database.client.options.connectionString!,
        SESSION_SECRET: 'one secret for every server behind the load balancer',
        PUBLIC_URL: 'http://slidewise.test',
        TRUST_PROXY: 'true',
        SIGN_IN_RATE_LIMIT: String(SIGN_IN_ATTEMPTS_PER_MINUTE),
        SCHEDULER_INTERVAL_MS: '100',
        // Both servers scan due dates every 2 seconds and send e-mail at once, so each could send any reminder
        // (not more often: the sign-in limit's test reads its refusals' wait to the second).
        DUE_SCAN_INTERVAL_MS: '2000',
        NOTIFICATION_DIGEST_DELAY_MS: '0',
        JOB_POLL_INTERVAL_MS: '500',
        SEED_DEMO: 'true',
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      };
      // Started together on one empty database: both migrate and seed at the same moment.
      [first, second] = await Promise.all([
        startServerProcess({ ...shared, DATA_DIR: join(dataDir, 'first') }),
        startServerProcess({ ...shared, DATA_DIR: join(dataDir, 'second') }),
      ]);
    });

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('seeds the demo account once although both servers started on the empty database', async () => {
      const [accountCount] = await database.db.select({ value: count() }).from(accounts);
      expect(accountCount!.value).toBe(1);
      const seededBy = [first, second].filter((server) => server.logs.some((line) => line.msg === 'Seeded the demo account.'));
      expect(seededBy).toHaveLength(1);
    });

    it('keeps one session on both: signed in through one, used through the other, signed out through it, ended on both', async () => {
      const signIn = await call(first, 'POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
      expect(signIn.status).toBe(200);
      const cookie = signIn.cookie!;

      const me = await call(second, 'GET', '/api/me', { cookie });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ userEmail: DEMO_CREDENTIALS.email });

      expect((await call(second, 'POST', '/api/auth/logout', { cookie })).status).toBe(204);
      expect((await call(first, 'GET', '/api/me', { cookie })).status).toBe(401);
      expect((await call(second, 'GET', '/api/me', { cookie })).status).toBe(401);
    });

    it('serves a lesson list through one server that reflects an edit made through the other', async () => {
      const cookie = await signInAsDemoOwner(second);
      const course = await call<Saved>(first, 'POST', '/api/courses', { cookie, body: { title: 'Taught on two servers' } });
      expect(course.status).toBe(201);
      const lessonsPath = `/api/course/${course.json.id}/lessons`;
      const lesson = await call<Saved>(first, 'POST', lessonsPath, { cookie, body: { kind: 'Lesson', title: 'As first written' } });
      expect(lesson.status).toBe(201);

      // Both servers answer the list once, so each holds it in its cache.
      for (const server of [first, second])
        expect(titlesOf(await call(server, 'GET', lessonsPath, { cookie }))).toEqual(['As first written']);

      const renamed = await call(first, 'PUT', `/api/lessons/${lesson.json.id}`, {
        cookie,
        body: { version: lesson.json.version, title: 'Renamed through the first' },
      });
      expect(renamed.status).toBe(200);
      expect(titlesOf(await call(second, 'GET', lessonsPath, { cookie }))).toEqual(['Renamed through the first']);

      expect(
        (await call(second, 'POST', lessonsPath, { cookie, body: { kind: 'Lesson', title: 'Added through the second' } })).status,
      ).toBe(201);
      expect(titlesOf(await call(first, 'GET', lessonsPath, { cookie }))).toEqual([
        'Renamed through the first',
        'Added through the second',
      ]);
    });

    it('publishes each scheduled course exactly once while both schedulers run', async () => {
      const cookie = await signInAsDemoOwner(first);
      const publishOn = new Date(Date.now() + 1_000).toISOString();
      const scheduled: Saved[] = [];
      for (const title of ['Due together 1', 'Due together 2', 'Due together 3']) {
        const created = await call<Saved>(first, 'POST', '/api/courses', { cookie, body: { title } });
        const response = await call<Saved>(second, 'POST', `/api/courses/${created.json.id}/schedule`, {
          cookie,
          body: { scheduleStatus: 'Later', publishOn },
        });
        expect(response.json).toMatchObject({ courseStatus: 'Scheduled' });
        scheduled.push(response.json);
      }

      await waitUntil(async () => {
        const statuses = await Promise.all(
          scheduled.map(
            async (course) => (await call<CourseStatus>(second, 'GET', `/api/courses/${course.id}`, { cookie })).json.courseStatus,
          ),
        );
        return statuses.every((status) => status === 'Published');
      });
      // A few more rounds of both schedulers (every 100 ms each), any of which could publish again.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const publications = [first, second].flatMap((server) =>
        server.logs.filter((line) => line.msg === 'scheduled course status changes made').flatMap((line) => line.published as string[]),
      );
      for (const course of scheduled) {
        expect(publications.filter((id) => id === course.id)).toHaveLength(1);
        const current = (await call(first, 'GET', `/api/courses/${course.id}`, { cookie })).json;
        expect(current).toMatchObject({ courseStatus: 'Published', display: { active: true }, version: course.version + 1 });
      }
    });

    it('limits sign-in attempts spread over both servers as if they reached one', async () => {
      const attempt = (server: ServerProcess) =>
        call(server, 'POST', '/api/auth/login', {
          address: ATTACKER_ADDRESS,
          body: { email: DEMO_CREDENTIALS.email, password: 'not the password' },
        });
      const allowed = [];
      for (const server of [first, second, first, second]) allowed.push((await attempt(server)).status);
      expect(allowed).toEqual(Array(SIGN_IN_ATTEMPTS_PER_MINUTE).fill(401));

      for (const server of [first, second]) {
        const refused = await attempt(server);
        expect(refused.status).toBe(429);
        expect(refused.json).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait 1 minute and try again.' });
      }
      // Another address behind the same load balancer is not held back.
      expect((await call(second, 'POST', '/api/auth/login', { body: DEMO_CREDENTIALS })).status).toBe(200);
    });

    it('sends a due reminder exactly once while both servers run the job queue', async () => {
      // From an address of its own: the rate-limit test below counts the sign-ins of CLIENT_ADDRESS.
      const signIn = await call(first, 'POST', '/api/auth/login', { body: DEMO_CREDENTIALS, address: '192.0.2.20' });
      const cookie = signIn.cookie!;
      const title = `Due on two servers ${Date.now()}`;
      const created = await call<Saved>(first, 'POST', '/api/courses', { cookie, body: { title } });
      await call(first, 'PUT', `/api/courses/${created.json.id}/usergroups`, { cookie, body: { universalAccess: true, userGroups: [] } });
      const current = await call<Saved>(second, 'GET', `/api/courses/${created.json.id}`, { cookie });
      const saved = await call<Saved>(second, 'PUT', `/api/courses/${created.json.id}`, {
        cookie,
        body: { version: current.json.version, mandatory: { type: 'relative-due-by', relativeDueDays: 3 } },
      });
      expect(saved.status).toBe(200);
      expect((await call(first, 'POST', `/api/courses/${created.json.id}/publish`, { cookie, body: {} })).status).toBe(200);

      const reminders = async () => {
        const messages = await Promise.all(
          ['first', 'second'].map(async (server) => {
            const outbox = join(dataDir, server, 'outbox');
            const names = await readdir(outbox).catch(() => []);
            return Promise.all(
              names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string }),
            );
          }),
        );
        return messages.flat().filter((message) => message.text.includes(`"${title}" is due`));
      };
      const perLearner = async () => {
        const counts = new Map<string, number>();
        for (const message of await reminders()) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
        return counts;
      };
      await waitUntil(async () => (await reminders()).length > 0, 20_000);
      // Several more scans and e-mail rounds of both servers (each scans every 2 seconds), any of which could send it again.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      // Each learner of the demo account is reminded, each exactly once.
      const counts = await perLearner();
      expect(counts.get(DEMO_LEARNER_EMAIL)).toBe(1);
      expect([...counts.values()].every((value) => value === 1)).toBe(true);
      const [stored] = await database.db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.kind, 'due-soon'), sql`${notifications.subject} ->> 'courseId' = ${created.json.id}`));
      expect(stored!.value).toBe(counts.size);
    });
  },
);

/** The fields of a created or saved course or lesson the tests go on with. */
interface Saved {
  id: string;
  version: number;
}
interface CourseStatus {
  courseStatus: string;
}

interface CallOptions {
  body?: unknown;
  cookie?: string;
  address?: string;
}

/** One request over HTTP, as the load balancer would forward it (the client's address in X-Forwarded-For). */
async function call<Json = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  { body, cookie, address = CLIENT_ADDRESS }: CallOptions = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const sessionCookie = response.headers.getSetCookie().find((header) => header.startsWith('sw_session='));
  // The shape is the caller's expectation; the assertions on it are what check it.
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Json, cookie: sessionCookie?.split(';')[0] };
}

async function signInAsDemoOwner(server: ServerProcess): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
  if (response.status !== 200 || !response.cookie) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.cookie;
}

const titlesOf = (response: { status: number; json: unknown }) => {
  expect(response.status).toBe(200);
  return (response.json as { title: string }[]).map((lesson) => lesson.title);
};

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
