import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_LIST_LIMIT } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { signedInAsDemo } from '../../test-support/demo.ts';
import { users } from '../../db/schema.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedDemoIfEmpty(test.database.db);
});
afterAll(() => test.close());

const list = async (cookie: string, query = '') => test.app.inject({ method: 'GET', url: `/api/users${query}`, headers: { cookie } });

describe('GET /api/users', () => {
  it('lists the account’s people by first name with their roles, and nobody of another account', async () => {
    await insertAccountWithPeople(test.database.db, 'Elsewhere', [['account-owner'], ['restricted-author']]);
    const response = await list(await signedInAsDemo(test, 'owner@demo.slidewise.dev'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((person: { userFirstName: string }) => person.userFirstName)).toEqual([
      'Arthur',
      'Fatima',
      'Lee',
      'Leo',
      'Lina',
      'Olivia',
      'Pat',
    ]);
    expect(body.totalCount).toBe(7);
    expect(body.items[0]).toEqual({
      userId: expect.any(String),
      userEmail: 'author@demo.slidewise.dev',
      userFirstName: 'Arthur',
      userLastName: 'Author',
      userRoles: ['content-author'],
    });
  });

  it('narrows by the start of a name or e-mail, ignoring case, and by role', async () => {
    const cookie = await signedInAsDemo(test, 'author@demo.slidewise.dev');
    const byName = (await list(cookie, '?search=li')).json();
    expect(byName.items.map((person: { userFirstName: string }) => person.userFirstName)).toEqual(['Lina']);
    const byLastName = (await list(cookie, '?search=LEARN')).json();
    expect(byLastName.totalCount).toBe(3);
    const byEmail = (await list(cookie, '?search=facilitator%40')).json();
    expect(byEmail.items.map((person: { userEmail: string }) => person.userEmail)).toEqual(['facilitator@demo.slidewise.dev']);
    const byRole = (await list(cookie, '?role=app-user')).json();
    expect(byRole.items.map((person: { userFirstName: string }) => person.userFirstName)).toEqual(['Lee', 'Leo', 'Lina']);
  });

  it('takes % and _ in a search as letters, not wildcards', async () => {
    const cookie = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
    expect((await list(cookie, '?search=%25')).json()).toEqual({ items: [], totalCount: 0 });
    expect((await list(cookie, '?search=_')).json()).toEqual({ items: [], totalCount: 0 });
  });

  it(`lists at most ${PEOPLE_LIST_LIMIT} and counts all who match`, async () => {
    const crowd = await insertAccountWithPeople(test.database.db, 'Crowd', [['account-owner']]);
    await test.database.db.insert(users).values(
      Array.from({ length: PEOPLE_LIST_LIMIT + 5 }, (_, index) => ({
        accountId: crowd.accountId,
        email: `person${index}@crowd.example`,
        firstName: `Person ${String(index).padStart(3, '0')}`,
        lastName: 'Crowd',
        roles: ['app-user'],
      })),
    );
    const body = (await list(await test.sessionCookieFor(crowd.people[0]!), '?role=app-user')).json();
    expect(body.items).toHaveLength(PEOPLE_LIST_LIMIT);
    expect(body.totalCount).toBe(PEOPLE_LIST_LIMIT + 5);
  });

  it('leaves hidden users out for authors and team keepers, and lists them for owners and administrators', async () => {
    const { accountId, people } = await insertAccountWithPeople(test.database.db, 'Hidden people', [
      ['account-owner'],
      ['account-admin'],
      ['content-author'],
      ['manage-teams'],
    ]);
    await test.database.db.insert(users).values([
      { accountId, email: `seen.${crypto.randomUUID()}@example.com`, firstName: 'Zed', lastName: 'Seen', roles: ['app-user'] },
      {
        accountId,
        email: `hidden.${crypto.randomUUID()}@example.com`,
        firstName: 'Zed',
        lastName: 'Hidden',
        roles: ['app-user', 'hidden-user'],
      },
    ]);
    const zeds = async (person: (typeof people)[number]) => {
      const body = (await list(await test.sessionCookieFor(person), '?search=zed')).json();
      return [body.items.map((item: { userLastName: string }) => item.userLastName), body.totalCount];
    };
    const [owner, admin, author, teams] = people;
    expect(await zeds(owner!)).toEqual([['Hidden', 'Seen'], 2]);
    expect(await zeds(admin!)).toEqual([['Hidden', 'Seen'], 2]);
    expect(await zeds(author!)).toEqual([['Seen'], 1]);
    expect(await zeds(teams!)).toEqual([['Seen'], 1]);
  });

  it('refuses an unknown role and a search longer than 200 characters with 400', async () => {
    const cookie = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
    expect((await list(cookie, '?role=wizard')).statusCode).toBe(400);
    expect((await list(cookie, `?search=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('says in the API reference how many it lists', async () => {
    const { paths } = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(paths['/api/users'].get.description).toContain(`at most ${PEOPLE_LIST_LIMIT} are listed`);
  });

  it('is for those who may share a course: a facilitator or a learner gets 403', async () => {
    expect((await list(await signedInAsDemo(test, 'facilitator@demo.slidewise.dev'))).statusCode).toBe(403);
    expect((await list(await signedInAsDemo(test, 'learner1@demo.slidewise.dev'))).statusCode).toBe(403);
  });
});
