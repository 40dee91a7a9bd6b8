import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { routePolicies } from '../policy.ts';
import { createTestDatabase, testConfig } from '../test-support/index.ts';
import { registerPolicyEnforcement } from './policy-enforcement.ts';

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
      const app = await buildApp(testConfig(), { database: database.db });
      const registered = new Set(app.apiRoutes.map((route) => `${route.method} ${route.url}`));
      expect(Object.keys(routePolicies).filter((key) => !registered.has(key))).toEqual([]);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
