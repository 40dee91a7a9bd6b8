import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { routePolicies } from '../policy.ts';
import { createTestApp, createTestDatabase, testConfig } from '../test-support/index.ts';
import { insertAccountWithPeople } from '../test-support/people.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { registerPolicyEnforcement } from './policy-enforcement.ts';

/** The text of every statement the database is sent from now on, on either driver. */
function recordStatements(database: DatabaseHandle): string[] {
  const sent: string[] = [];
  const client = database.client as { query: (...args: unknown[]) => unknown };
  const query = client.query.bind(client);
  client.query = (statement: unknown, ...rest: unknown[]) => {
    sent.push(typeof statement === 'string' ? statement : (statement as { text: string }).text);
    return query(statement, ...rest);
  };
  return sent;
}

describe('policy enforcement', () => {
  it('refuses to start when an /api route is missing from the policy table', async () => {
    const app = Fastify();
    registerPolicyEnforcement(app, undefined as never, () => new Date());
    // Registered from a plugin, as buildApp registers every module, so the failure surfaces at start-up.
    // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin; its types offer the callback form too.
    app.register(async (module) => {
      module.get('/api/not-in-the-table', async () => 'unguarded');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/not-in-the-table has no permission: declare it as a contract/);
  });

  it('accepts routes outside /api without an entry', async () => {
    const app = Fastify();
    registerPolicyEnforcement(app, undefined as never, () => new Date());
    app.get('/healthz', async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('has no stale entries: every row of the table is a registered route', async () => {
    const database = await createTestDatabase();
    try {
      // With the test clock on, so its route (registered only then) is among the registered ones.
      const app = await buildApp({ ...testConfig(), testClock: true }, { database: database.db });
      const registered = new Set(app.apiRoutes.map((route) => `${route.method} ${route.url}`));
      expect(Object.keys(routePolicies).filter((key) => !registered.has(key))).toEqual([]);
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('looks the session up once per request to a guarded route, HEAD included, and never for a public one', async () => {
    const test = await createTestApp();
    try {
      const { people } = await insertAccountWithPeople(test.database.db, 'Session reads', [['app-user']]);
      const cookie = await test.sessionCookieFor(people[0]!);
      const sent = recordStatements(test.database);
      const sessionReads = async (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = { cookie }) => {
        sent.length = 0;
        const response = await test.app.inject({ method, url, headers });
        return { status: response.statusCode, reads: sent.filter((text) => text.includes('from "sessions"')).length };
      };
      expect(await sessionReads('GET', '/api/me')).toEqual({ status: 200, reads: 1 });
      expect(await sessionReads('HEAD', '/api/me')).toEqual({ status: 200, reads: 1 });
      expect(await sessionReads('GET', '/api/health')).toEqual({ status: 200, reads: 0 });
      // Signed in without a role the route allows: one read, then 403.
      expect(await sessionReads('GET', '/api/users')).toEqual({ status: 403, reads: 1 });
      // No cookie: refused without asking the database.
      expect(await sessionReads('GET', '/api/me', {})).toEqual({ status: 401, reads: 0 });
      // A HEAD route Fastify added without a GET entry of its own (Swagger UI's trailing-slash root) fails closed.
      expect(await sessionReads('HEAD', '/api/docs/')).toEqual({ status: 403, reads: 0 });
    } finally {
      await test.close();
    }
  });
});
