import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FEATURE_FLAG_CACHE_MS, featureFlagDefaults } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { accountFeatureFlags } from '../../db/schema.ts';

// Two app instances on one database, as two servers behind a load balancer: each keeps its own cache.
let first: TestApp;
let second: TestApp;
let accountId: string;
let learnerOnFirst: string;
let adminOnSecond: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, first.database);
  const account = await insertAccountWithPeople(first.database.db, 'Flagged', [['app-user']]);
  accountId = account.accountId;
  learnerOnFirst = await first.sessionCookieFor(account.people[0]!);
  const platform = await insertAccountWithPeople(first.database.db, 'Platform', [['slidewise-admin']]);
  adminOnSecond = await second.sessionCookieFor(platform.people[0]!);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const flagsOnFirst = async () =>
  (await first.app.inject({ method: 'GET', url: '/api/flags', headers: { cookie: learnerOnFirst } })).json().flags;
const setOnSecond = (flags: Record<string, boolean | null>) =>
  second.app.inject({
    method: 'PUT',
    url: `/api/platform/accounts/${accountId}/flags`,
    headers: { cookie: adminOnSecond },
    payload: { flags },
  });

describe('feature flags across servers', () => {
  it('answers the defaults in code for an account with no values of its own', async () => {
    expect(await flagsOnFirst()).toEqual(featureFlagDefaults);
  });

  it("serves another server's change on the next read, and a flag set back to null returns to its default", async () => {
    expect((await flagsOnFirst())['ai-narration']).toBe(false);
    const set = await setOnSecond({ 'ai-narration': true, 'course-sharing': false });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().flagOverrides).toEqual({ 'ai-narration': true, 'course-sharing': false });
    expect(await flagsOnFirst()).toMatchObject({ 'ai-narration': true, 'course-sharing': false });
    await setOnSecond({ 'course-sharing': null });
    expect(await flagsOnFirst()).toMatchObject({ 'ai-narration': true, 'course-sharing': true });
  });

  it('keeps the values for 60 seconds without reading them again while the version stands', async () => {
    await flagsOnFirst();
    // Written behind the service's back, version unchanged: a cached server does not see it…
    await first.database.db
      .update(accountFeatureFlags)
      .set({ overrides: sql`${accountFeatureFlags.overrides} || '{"migration-tool": true}'::jsonb` })
      .where(eq(accountFeatureFlags.accountId, accountId));
    expect((await flagsOnFirst())['migration-tool']).toBe(false);
    first.clock.advance(FEATURE_FLAG_CACHE_MS - 1);
    expect((await flagsOnFirst())['migration-tool']).toBe(false);
    // …until its minute is over.
    first.clock.advance(1);
    expect((await flagsOnFirst())['migration-tool']).toBe(true);
  });

  it('refuses an unknown flag and a value that is not a boolean or null, and answers 404 for an unknown account', async () => {
    for (const flags of [{ 'made-up': true }, { 'ai-narration': 'yes' }]) {
      const response = await setOnSecond(flags as never);
      expect([response.statusCode, response.json().code]).toEqual([400, 'validation_failed']);
    }
    const missing = await second.app.inject({
      method: 'PUT',
      url: `/api/platform/accounts/${crypto.randomUUID()}/flags`,
      headers: { cookie: adminOnSecond },
      payload: { flags: { 'ai-narration': true } },
    });
    expect(missing.statusCode).toBe(404);
  });
});
