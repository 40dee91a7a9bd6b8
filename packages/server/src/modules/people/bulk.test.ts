import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';

let fixture: PeopleFixture;
let crowd: string[];
beforeAll(async () => {
  fixture = await peopleFixture();
  const { db } = fixture.test.database;
  const [owner] = await db.select({ accountId: users.accountId }).from(users).where(eq(users.email, 'owner@demo.slidewise.dev'));
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        accountId: owner!.accountId,
        email: `bulk${index}@example.com`,
        firstName: `Bulk ${index}`,
        lastName: 'Person',
        roles: ['app-user'],
        status: index < 5 ? 'invited' : 'active',
      })),
    )
    .returning({ id: users.id });
  crowd = rows.map((row) => row.id);
});
afterAll(() => fixture.close());

const bulk = (payload: object) => fixture.call('POST', '/api/users/bulk', payload);

describe('POST /api/users/bulk', () => {
  it('adds 50 people to a group and removes them again, counting what changed', async () => {
    const sales = await fixture.groupIdOf('Sales team');
    expect((await bulk({ action: 'addToGroups', userIds: crowd, userGroupIds: [sales] })).json()).toEqual({ changed: 50, skipped: 0 });
    expect((await fixture.call('GET', `/api/users/directory?userGroupId=${sales}`)).json().totalCount).toBe(51);
    // Again: nobody new.
    expect((await bulk({ action: 'addToGroups', userIds: crowd, userGroupIds: [sales] })).json()).toEqual({ changed: 0, skipped: 50 });
    expect((await bulk({ action: 'removeFromGroups', userIds: crowd.slice(0, 10), userGroupIds: [sales] })).json()).toEqual({
      changed: 10,
      skipped: 0,
    });
  });

  it('assigns and removes roles without touching others', async () => {
    expect((await bulk({ action: 'assignRoles', userIds: crowd.slice(0, 3), roles: ['reviewer'] })).json()).toEqual({
      changed: 3,
      skipped: 0,
    });
    const rows = await fixture.test.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(inArray(users.id, crowd.slice(0, 3)));
    expect(rows.map((row) => row.roles)).toEqual([
      ['app-user', 'reviewer'],
      ['app-user', 'reviewer'],
      ['app-user', 'reviewer'],
    ]);
    expect((await bulk({ action: 'removeRoles', userIds: crowd.slice(0, 5), roles: ['reviewer'] })).json()).toEqual({
      changed: 3,
      skipped: 2,
    });
  });

  it('resends invitations only to people still invited', async () => {
    const before = fixture.test.mailer.sent.length;
    expect((await bulk({ action: 'resendInvitation', userIds: crowd.slice(0, 8) })).json()).toEqual({ changed: 5, skipped: 3 });
    await fixture.test.app.afterResponse.settled();
    expect(fixture.test.mailer.sent.length - before).toBe(5);
  });

  it('deactivates, reactivates and deletes, skipping yourself', async () => {
    const owner = await fixture.idOf('owner@demo.slidewise.dev');
    expect((await bulk({ action: 'deactivate', userIds: [...crowd.slice(10, 20), owner] })).json()).toEqual({ changed: 10, skipped: 1 });
    expect((await fixture.call('GET', '/api/users/directory?status=deactivated')).json().totalCount).toBe(10);
    expect((await bulk({ action: 'reactivate', userIds: crowd.slice(10, 15) })).json()).toEqual({ changed: 5, skipped: 0 });
    expect((await bulk({ action: 'delete', userIds: crowd.slice(40, 50) })).json()).toEqual({ changed: 10, skipped: 0 });
    expect((await fixture.call('GET', '/api/users/directory?search=bulk&pageSize=100')).json().totalCount).toBe(40);
  });

  it('leaves another account’s people alone and answers 404 for another account’s group', async () => {
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other', [['account-owner'], ['app-user']]);
    expect((await bulk({ action: 'deactivate', userIds: [other.people[1]!.id] })).json()).toEqual({ changed: 0, skipped: 1 });
    const [row] = await fixture.test.database.db.select({ status: users.status }).from(users).where(eq(users.id, other.people[1]!.id));
    expect(row!.status).toBe('active');
    const theirGroup = (
      await fixture.call('POST', '/api/usergroups', { name: 'Theirs' }, await fixture.test.sessionCookieFor(other.people[0]!))
    ).json().id;
    expect((await bulk({ action: 'addToGroups', userIds: crowd.slice(0, 2), userGroupIds: [theirGroup] })).statusCode).toBe(404);
  });

  it('refuses an action without what it needs, an unknown action and too many people with 400', async () => {
    expect((await bulk({ action: 'assignRoles', userIds: crowd.slice(0, 1) })).statusCode).toBe(400);
    expect((await bulk({ action: 'addToGroups', userIds: crowd.slice(0, 1) })).statusCode).toBe(400);
    expect((await bulk({ action: 'promote', userIds: crowd.slice(0, 1) })).statusCode).toBe(400);
    expect((await bulk({ action: 'deactivate', userIds: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'deactivate', userIds: Array(1001).fill(crowd[0]) })).statusCode).toBe(400);
  });
});
