import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountInfoSchema, planInfoSchema, userInfoSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { accounts } from '../../db/schema.ts';

let test: TestApp;
let people: Awaited<ReturnType<typeof insertAccountWithPeople>>;

beforeAll(async () => {
  test = await createTestApp();
  people = await insertAccountWithPeople(test.database.db, 'Acme Training', [
    ['account-admin'],
    ['app-user'],
    ['individual-learner'],
    ['content-author'],
  ]);
  await test.database.db
    .update(accounts)
    .set({
      settings: {
        leaderboardEnabled: true,
        hideActivityFeedEnabled: false,
        somethingUnknown: true,
        starsEnabled: 'yes',
      } as unknown as Record<string, boolean>,
    })
    .where(eq(accounts.id, people.accountId));
});
afterAll(() => test.close());

const get = async (url: string, personIndex = 0) =>
  test.app.inject({ method: 'GET', url, headers: { cookie: await test.sessionCookieFor(people.people[personIndex]!) } });

describe('GET /api/me', () => {
  it('answers the §3.5 user info of the signed-in person', async () => {
    const body = (await get('/api/me')).json();
    expect(userInfoSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      userId: people.people[0]!.id,
      userRoles: ['account-admin'],
      userIsAdministrator: true,
      userApplicationId: people.accountId,
    });
  });

  it('is readable by a learner', async () => {
    expect((await get('/api/me', 1)).json().userIsAdministrator).toBe(false);
  });
});

describe('GET /api/account', () => {
  it('answers the §3.6 account info with stored switches over the defaults and counted totals', async () => {
    const body = (await get('/api/account', 1)).json();
    expect(accountInfoSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: 'Acme Training',
      totalUsers: 4,
      totalLearners: 2,
      totalPublishedCourses: 0,
      leaderboardEnabled: true,
      hideActivityFeedEnabled: false,
      // Defaults where nothing valid is stored.
      starsEnabled: false,
      courseCompletionCertificateEnabled: true,
      coursePublicPreviewLinksEnabled: true,
    });
    expect(body).not.toHaveProperty('somethingUnknown');
  });
});

describe('GET /api/plan', () => {
  it('answers the §3.7 plan info of the account’s plan', async () => {
    const body = (await get('/api/plan')).json();
    expect(planInfoSchema.safeParse(body).success).toBe(true);
    expect(body.currentPlan).toMatchObject({
      id: 'enterprise',
      type: 'AuthoringAndDelivery',
      displayName: 'Enterprise',
      isEnterprise: true,
      isFreemium: false,
      isTrial: false,
    });
    expect(body.planAccess).toMatchObject({ hasAccess: true, lessonLimit: null });
    expect(body.planIds).toEqual(['enterprise']);
  });
});
