import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, courses, users } from '../../db/schema.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { peopleFixture, type PeopleFixture } from '../people/people-fixture.ts';

let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

const membersOf = async (groupId: string) =>
  (await fixture.call('GET', `/api/users/directory?userGroupId=${groupId}&pageSize=100`))
    .json()
    .items.map((item: { userEmail: string }) => item.userEmail);

async function setDynamicGroups(enabled: boolean) {
  const [owner] = await fixture.test.database.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'owner@demo.slidewise.dev'));
  await fixture.test.database.db
    .update(accounts)
    .set({ settings: sql`${accounts.settings} || ${JSON.stringify({ dynamicUserGroupEnabled: enabled })}::jsonb` })
    .where(eq(accounts.id, owner!.accountId));
}

describe('managing user groups', () => {
  it('renames a group, refusing a name in use', async () => {
    const sales = await fixture.groupIdOf('Sales team');
    const renamed = await fixture.call('PUT', `/api/usergroups/${sales}`, { name: 'Sales' });
    expect(renamed.json()).toEqual({ id: sales, name: 'Sales', memberCount: 1, rules: null });
    expect((await fixture.call('PUT', `/api/usergroups/${sales}`, { name: 'Support team' })).statusCode).toBe(409);
    expect((await fixture.call('GET', `/api/usergroups/${sales}`)).json().name).toBe('Sales');
  });

  it('answers a change that changes nothing with the group as it is (the fuzz test found a 500)', async () => {
    const sales = await fixture.groupIdOf('Sales');
    const unchanged = await fixture.call('PUT', `/api/usergroups/${sales}`, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toEqual({ id: sales, name: 'Sales', memberCount: 1, rules: null });
  });

  it('adds and removes members by hand, ignoring people of other accounts', async () => {
    const group = (await fixture.call('POST', '/api/usergroups', { name: 'Night shift' })).json();
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other', [['app-user']]);
    const lee = await fixture.idOf('learner1@demo.slidewise.dev');
    const lina = await fixture.idOf('learner2@demo.slidewise.dev');
    const added = await fixture.call('POST', `/api/usergroups/${group.id}/members`, { userIds: [lee, lina, other.people[0]!.id] });
    expect(added.json()).toEqual({ changed: 2, skipped: 1 });
    expect((await membersOf(group.id)).sort()).toEqual(['learner1@demo.slidewise.dev', 'learner2@demo.slidewise.dev']);
    expect((await fixture.call('POST', `/api/usergroups/${group.id}/members/remove`, { userIds: [lee] })).json()).toEqual({
      changed: 1,
      skipped: 0,
    });
    expect(await membersOf(group.id)).toEqual(['learner2@demo.slidewise.dev']);
  });

  it('deletes a group, and courses limited to it stop naming it', async () => {
    const group = (await fixture.call('POST', '/api/usergroups', { name: 'Temporary' })).json();
    const [course] = await fixture.test.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'Welcome to Slidewise'));
    const limited = await fixture.call('PUT', `/api/courses/${course!.id}/usergroups`, { universalAccess: false, userGroups: [group.id] });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await fixture.call('DELETE', `/api/usergroups/${group.id}`)).statusCode).toBe(204);
    expect((await fixture.call('GET', `/api/usergroups/${group.id}`)).statusCode).toBe(404);
    const [data] = await fixture.test.database.db.select({ data: courses.data }).from(courses).where(eq(courses.id, course!.id));
    expect(data!.data.userGroups).toEqual([]);
  });

  it('keeps a dynamic group’s members to its rules as people change, when the switch is on', async () => {
    const group = (await fixture.call('POST', '/api/usergroups', { name: 'Warehouse' })).json();
    const rules = [{ field: 'department', value: 'Warehouse' }];
    await setDynamicGroups(false);
    expect((await fixture.call('PUT', `/api/usergroups/${group.id}`, { rules })).json()).toMatchObject({ code: 'feature_disabled' });
    await setDynamicGroups(true);
    const lee = await fixture.idOf('learner1@demo.slidewise.dev');
    await fixture.call('PUT', `/api/users/${lee}`, { customFields: [{ name: 'department', value: ' warehouse ' }] });
    expect((await fixture.call('PUT', `/api/usergroups/${group.id}`, { rules })).json()).toMatchObject({ memberCount: 1, rules });
    expect(await membersOf(group.id)).toEqual(['learner1@demo.slidewise.dev']);
    // A person's field changes: membership follows.
    const lina = await fixture.idOf('learner2@demo.slidewise.dev');
    await fixture.call('PUT', `/api/users/${lina}`, { customFields: [{ name: 'department', value: 'Warehouse' }] });
    await fixture.call('PUT', `/api/users/${lee}`, { customFields: [{ name: 'department', value: 'Office' }] });
    expect(await membersOf(group.id)).toEqual(['learner2@demo.slidewise.dev']);
    // A new person matching the rules joins when created.
    await fixture.call('POST', '/api/users', {
      email: 'picker@example.com',
      firstName: 'Pat',
      lastName: 'Picker',
      customFields: [{ name: 'department', value: 'Warehouse' }],
    });
    expect((await membersOf(group.id)).sort()).toEqual(['learner2@demo.slidewise.dev', 'picker@example.com']);
    // Its members are not added or removed by hand.
    expect((await fixture.call('POST', `/api/usergroups/${group.id}/members`, { userIds: [lee] })).statusCode).toBe(409);
  });

  it('answers 404 for another account’s group and refuses an empty name or rule list', async () => {
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other2', [['account-owner']]);
    const theirs = (
      await fixture.call('POST', '/api/usergroups', { name: 'Theirs' }, await fixture.test.sessionCookieFor(other.people[0]!))
    ).json();
    expect((await fixture.call('PUT', `/api/usergroups/${theirs.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await fixture.call('DELETE', `/api/usergroups/${theirs.id}`)).statusCode).toBe(404);
    const support = await fixture.groupIdOf('Support team');
    expect((await fixture.call('PUT', `/api/usergroups/${support}`, { name: '' })).statusCode).toBe(400);
    expect((await fixture.call('PUT', `/api/usergroups/${support}`, { rules: [] })).statusCode).toBe(400);
  });
});
