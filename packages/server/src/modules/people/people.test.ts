import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { learnerAttempts, sessions, users } from '../../db/schema.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';

let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

const sessionsOf = async (userId: string) =>
  (await fixture.test.database.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.total;

describe('a person’s page', () => {
  it('shows details, roles, groups, courses with progress and activity', async () => {
    const learner = await fixture.idOf('learner1@demo.slidewise.dev');
    const response = await fixture.call('GET', `/api/users/${learner}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: learner,
      userEmail: 'learner1@demo.slidewise.dev',
      userFirstName: 'Lee',
      userRoles: ['app-user'],
      status: 'active',
      userGroups: [{ id: expect.any(String), name: 'Sales team' }],
      userCustomFields: [],
    });
    expect(body.activity.at(-1)).toMatchObject({ kind: 'created' });
    // The demo's learners have played the sample course.
    for (const course of body.courses) expect(course.completedLessons).toBeLessThanOrEqual(course.totalLessons);
  });

  it('answers 404 for another account’s person, a deleted one and a malformed id', async () => {
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other', [['app-user']]);
    for (const id of [other.people[0]!.id, 'not-an-id']) {
      expect((await fixture.call('GET', `/api/users/${id}`)).statusCode).toBe(404);
      expect((await fixture.call('PUT', `/api/users/${id}`, { firstName: 'X' })).statusCode).toBe(404);
      expect((await fixture.call('POST', `/api/users/${id}/deactivate`)).statusCode).toBe(404);
      expect((await fixture.call('DELETE', `/api/users/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('creating a person', () => {
  it('creates them invited, with roles, groups and fields, and mails an invitation that signs them up', async () => {
    const sales = await fixture.groupIdOf('Sales team');
    const created = await fixture.call('POST', '/api/users', {
      email: ' New.Person@Example.com ',
      firstName: 'New',
      lastName: 'Person',
      roles: ['app-user', 'reviewer'],
      userGroupIds: [sales],
      customFields: [{ name: 'department', value: 'Warehouse' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      userEmail: 'new.person@example.com',
      status: 'invited',
      userRoles: ['app-user', 'reviewer'],
      userGroups: [{ id: sales, name: 'Sales team' }],
      userCustomFields: [{ name: 'department', value: 'Warehouse' }],
    });
    await fixture.test.app.afterResponse.settled();
    const mail = fixture.test.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'new.person@example.com', subject: expect.stringContaining('Slidewise Demo') });
    const token = new URL(mail.link).searchParams.get('token')!;
    const preview = await fixture.test.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(preview.json()).toMatchObject({ email: 'new.person@example.com', firstName: 'New', lastName: 'Person' });
    const accepted = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstName: 'Nia', lastName: 'Person', password: 'a good password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ userFirstName: 'Nia', userRoles: ['app-user', 'reviewer'] });
    expect(accepted.cookies.some((cookie) => cookie.name === 'sw_session')).toBe(true);
    // Works once.
    const again = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstName: 'Nia', lastName: 'Person', password: 'a good password' },
    });
    expect(again.json()).toMatchObject({ code: 'invitation_invalid' });
    const login = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.person@example.com', password: 'a good password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken address (409), another account’s group (404), ownership and bad input (400)', async () => {
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other groups', [['account-owner']]);
    const otherCookie = await fixture.test.sessionCookieFor(other.people[0]!);
    const foreignGroup = (await fixture.call('POST', '/api/usergroups', { name: 'Theirs' }, otherCookie)).json().id;
    const person = { email: 'someone@example.com', firstName: 'Some', lastName: 'One' };
    expect((await fixture.call('POST', '/api/users', { ...person, email: 'author@demo.slidewise.dev' })).json()).toMatchObject({
      code: 'email_taken',
    });
    expect((await fixture.call('POST', '/api/users', { ...person, userGroupIds: [foreignGroup] })).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/users', { ...person, roles: ['account-owner'] })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/users', { ...person, email: 'not an address' })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/users', { ...person, firstName: '' })).statusCode).toBe(400);
  });
});

describe('editing a person', () => {
  it('changes name, roles, groups and fields, keeping roles an administrator cannot hand out', async () => {
    const author = await fixture.idOf('author@demo.slidewise.dev');
    const support = await fixture.groupIdOf('Support team');
    const response = await fixture.call('PUT', `/api/users/${author}`, {
      lastName: 'Writer',
      roles: ['content-author', 'reviewer'],
      userGroupIds: [support],
      customFields: [{ name: 'department', value: 'Marketing' }],
      avatarUrl: 'https://images.example.com/arthur.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userLastName: 'Writer',
      userRoles: ['content-author', 'reviewer'],
      userGroups: [{ id: support }],
      userCustomFields: [{ name: 'department', value: 'Marketing' }],
      userAvatarUrl: 'https://images.example.com/arthur.png',
    });
    const owner = await fixture.idOf('owner@demo.slidewise.dev');
    const ownerEdit = await fixture.call('PUT', `/api/users/${owner}`, { roles: ['reviewer'] });
    expect(ownerEdit.json().userRoles).toEqual(['account-owner', 'reviewer']);
  });

  it('answers a change of nothing, or of groups only, with the person as they are (an UPDATE of no column was a 500)', async () => {
    const author = await fixture.idOf('author@demo.slidewise.dev');
    const nothing = await fixture.call('PUT', `/api/users/${author}`, {});
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json()).toMatchObject({ userLastName: 'Writer' });
    const sales = await fixture.groupIdOf('Sales team');
    const groupsOnly = await fixture.call('PUT', `/api/users/${author}`, { userGroupIds: [sales] });
    expect(groupsOnly.statusCode, groupsOnly.body).toBe(200);
    expect(groupsOnly.json()).toMatchObject({ userLastName: 'Writer', userGroups: [{ id: sales }] });
  });

  it('refuses a script address for the avatar and a repeated field name', async () => {
    const author = await fixture.idOf('author@demo.slidewise.dev');
    expect((await fixture.call('PUT', `/api/users/${author}`, { avatarUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const repeated = [
      { name: 'Team', value: 'a' },
      { name: 'team', value: 'b' },
    ];
    expect((await fixture.call('PUT', `/api/users/${author}`, { customFields: repeated })).statusCode).toBe(400);
  });
});

describe('deactivating, reactivating and deleting', () => {
  it('deactivating signs the person out everywhere and keeps them out; reactivating lets them back', async () => {
    const learner = await fixture.idOf('learner2@demo.slidewise.dev');
    const cookie = await fixture.test.sessionCookieFor({
      id: learner,
      accountId: (await fixture.test.database.db.select().from(users).where(eq(users.id, learner)))[0]!.accountId,
    });
    expect(await sessionsOf(learner)).toBeGreaterThan(0);
    const response = await fixture.call('POST', `/api/users/${learner}/deactivate`);
    expect(response.json()).toMatchObject({ status: 'deactivated' });
    expect(await sessionsOf(learner)).toBe(0);
    expect((await fixture.test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const login = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'learner2@demo.slidewise.dev', password: 'slidewise-demo' },
    });
    expect(login.statusCode).toBe(401);
    expect((await fixture.call('POST', `/api/users/${learner}/reactivate`)).json()).toMatchObject({ status: 'active' });
    const back = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'learner2@demo.slidewise.dev', password: 'slidewise-demo' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('deleting erases the personal data and keeps the results, anonymised', async () => {
    const learner = await fixture.idOf('learner@demo.slidewise.dev');
    const db = fixture.test.database.db;
    const attemptsBefore = (await db.select({ total: count() }).from(learnerAttempts).where(eq(learnerAttempts.userId, learner)))[0]!.total;
    expect((await fixture.call('DELETE', `/api/users/${learner}`)).statusCode).toBe(204);
    const [row] = await db.select().from(users).where(eq(users.id, learner));
    expect(row).toMatchObject({
      status: 'deleted',
      firstName: 'Deleted',
      lastName: 'person',
      passwordHash: null,
      customFields: {},
      roles: [],
    });
    expect(row!.email).toBe(`deleted-${learner}@deleted.invalid`);
    expect((await db.select({ total: count() }).from(learnerAttempts).where(eq(learnerAttempts.userId, learner)))[0]!.total).toBe(
      attemptsBefore,
    );
    expect((await fixture.call('GET', `/api/users/${learner}`)).statusCode).toBe(404);
    expect((await fixture.call('GET', '/api/users/directory?search=leo')).json().totalCount).toBe(0);
  });

  it('never deactivates or deletes yourself or the account owner', async () => {
    const owner = await fixture.idOf('owner@demo.slidewise.dev');
    expect((await fixture.call('POST', `/api/users/${owner}/deactivate`)).json()).toMatchObject({ code: 'cannot_change_self' });
    expect((await fixture.call('DELETE', `/api/users/${owner}`)).statusCode).toBe(409);
  });
});

describe('what an administrator cannot do to the account owner', () => {
  it('neither takes their address, their ownership nor their access, one by one or in bulk', async () => {
    const owner = await fixture.idOf('owner@demo.slidewise.dev');
    const created = await fixture.call('POST', '/api/users', {
      email: 'second.admin@example.com',
      firstName: 'Second',
      lastName: 'Admin',
      roles: ['account-admin'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const adminId = created.json().userId;
    await fixture.test.database.db.update(users).set({ status: 'active' }).where(eq(users.id, adminId));
    const [ownerRow] = await fixture.test.database.db.select().from(users).where(eq(users.id, owner));
    const admin = await fixture.test.sessionCookieFor({ id: adminId, accountId: ownerRow!.accountId });

    // Their address signs them in and receives password resets: changing it would hand the account over.
    const addressChange = await fixture.call('PUT', `/api/users/${owner}`, { email: 'taken.over@example.com' }, admin);
    expect([addressChange.statusCode, addressChange.json().code]).toEqual([409, 'account_owner_protected']);
    // The same address again, and other details, are fine.
    const sameAddress = await fixture.call('PUT', `/api/users/${owner}`, { email: 'OWNER@demo.slidewise.dev', roles: ['app-user'] }, admin);
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
    expect(sameAddress.json()).toMatchObject({ userEmail: 'owner@demo.slidewise.dev', userRoles: ['account-owner', 'app-user'] });

    const demote = { action: 'removeRoles', userIds: [owner], roles: ['account-owner'] };
    expect((await fixture.call('POST', '/api/users/bulk', demote, admin)).statusCode).toBe(400);
    expect((await fixture.call('POST', `/api/users/${owner}/deactivate`, undefined, admin)).json()).toMatchObject({
      code: 'account_owner_protected',
    });
    expect((await fixture.call('DELETE', `/api/users/${owner}`, undefined, admin)).json()).toMatchObject({
      code: 'account_owner_protected',
    });
    for (const action of ['deactivate', 'delete']) {
      const bulk = await fixture.call('POST', '/api/users/bulk', { action, userIds: [owner] }, admin);
      expect(bulk.json()).toEqual({ changed: 0, skipped: 1 });
    }
    expect((await fixture.call('GET', `/api/users/${owner}`)).json()).toMatchObject({
      userEmail: 'owner@demo.slidewise.dev',
      status: 'active',
      userRoles: expect.arrayContaining(['account-owner']),
    });
  });
});
