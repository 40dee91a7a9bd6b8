import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/index.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_CREDENTIALS } from '../seed/seed.ts';

describe.skipIf(!process.env.DATABASE_URL)(
  'the job queue on PostgreSQL (runs under `npm run test:pg`; PGlite runs jobs in-process)',
  () => {
    let database: DatabaseHandle;
    let dataDir: string;
    let server: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase();
      if (database.kind !== 'postgres') throw new Error('DATABASE_URL is set, so the test database is expected on PostgreSQL.');
      dataDir = await mkdtemp(join(tmpdir(), 'slidewise-queue-'));
      // graphile-worker keeps a connection for good and takes another per job: in the app's pool of one it
      // would wait behind itself, and every request behind it.
      server = await startServerProcess({
        DATABASE_URL: database.client.options.connectionString!,
        DATABASE_POOL_SIZE: '1',
        SESSION_SECRET: 'a secret for the queue test',
        SCHEDULER_INTERVAL_MS: '100',
        JOB_POLL_INTERVAL_MS: '200',
        SEED_DEMO: 'true',
        DATA_DIR: join(dataDir, 'server'),
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      });
    });

    afterAll(async () => {
      await server?.stop();
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('with DATABASE_POOL_SIZE=1, answers requests while the queue runs, and works the jobs', async () => {
      const signIn = await call(server, 'POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
      expect(signIn.status).toBe(200);
      const cookie = signIn.cookie!;
      const created = await call<{ id: string }>(server, 'POST', '/api/courses', { cookie, body: { title: 'Published by the queue' } });
      expect(created.status).toBe(201);
      const scheduled = await call<{ courseStatus: string }>(server, 'POST', `/api/courses/${created.json.id}/schedule`, {
        cookie,
        body: { scheduleStatus: 'Later', publishOn: new Date(Date.now() + 500).toISOString() },
      });
      expect(scheduled.json.courseStatus).toBe('Scheduled');

      // The scheduled publication is a recurring job of the queue: it happens only if the queue works.
      const deadline = Date.now() + 15_000;
      let status = scheduled.json.courseStatus;
      while (status !== 'Published' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await call<{ courseStatus: string }>(server, 'GET', `/api/courses/${created.json.id}`, { cookie })).json.courseStatus;
      }
      expect(status).toBe('Published');
    });
  },
);

async function call<Json = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // A request that waits for a connection the queue holds would wait for ever: fail it instead.
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const sessionCookie = response.headers.getSetCookie().find((header) => header.startsWith('sw_session='));
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Json, cookie: sessionCookie?.split(';')[0] };
}
