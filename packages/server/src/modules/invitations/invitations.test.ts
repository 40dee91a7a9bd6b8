import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { peopleFixture, type PeopleFixture } from '../people/people-fixture.ts';

let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const accept = (token: string) =>
  fixture.test.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, firstName: 'Ivy', lastName: 'Invited', password: 'a good password' },
  });

describe('invitations by e-mail', () => {
  it('invites many addresses with roles and groups, mails each once, and reports who is already a member', async () => {
    const support = await fixture.groupIdOf('Support team');
    const sentBefore = fixture.test.mailer.sent.length;
    const response = await fixture.call('POST', '/api/invitations', {
      emails: ['one@example.com', 'TWO@example.com', 'one@example.com', 'author@demo.slidewise.dev'],
      roles: ['app-user'],
      userGroupIds: [support],
      expiresInDays: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ invited: ['one@example.com', 'two@example.com'], alreadyMembers: ['author@demo.slidewise.dev'] });
    await fixture.test.app.afterResponse.settled();
    const mails = fixture.test.mailer.sent.slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    const invited = (await fixture.call('GET', '/api/users/directory?status=invited')).json();
    expect(invited.items.map((item: { userEmail: string }) => item.userEmail).sort()).toEqual(['one@example.com', 'two@example.com']);

    const accepted = await accept(tokenOf(mails.find((mail) => mail.to === 'one@example.com')!.link));
    expect(accepted.statusCode).toBe(200);
    const person = (await fixture.call('GET', `/api/users/${accepted.json().user.userId}`)).json();
    expect(person).toMatchObject({ status: 'active', userFirstName: 'Ivy', userGroups: [{ id: support, name: 'Support team' }] });
  });

  it('stops working when it expires, when invited again, and when revoked', async () => {
    await fixture.call('POST', '/api/invitations', { emails: ['late@example.com'], expiresInDays: 1 });
    await fixture.test.app.afterResponse.settled();
    const first = tokenOf(fixture.test.mailer.sent.at(-1)!.link);
    // Inviting again replaces the earlier link.
    await fixture.call('POST', '/api/invitations', { emails: ['late@example.com'], expiresInDays: 1 });
    await fixture.test.app.afterResponse.settled();
    const second = tokenOf(fixture.test.mailer.sent.at(-1)!.link);
    expect((await accept(first)).json()).toMatchObject({ code: 'invitation_invalid' });
    fixture.test.clock.advance(2 * 86_400_000);
    expect((await accept(second)).json()).toMatchObject({ code: 'invitation_invalid' });

    await fixture.call('POST', '/api/invitations', { emails: ['revoked@example.com'] });
    await fixture.test.app.afterResponse.settled();
    const token = tokenOf(fixture.test.mailer.sent.at(-1)!.link);
    const [person] = (await fixture.call('GET', '/api/users/directory?search=revoked')).json().items;
    expect((await fixture.call('DELETE', `/api/invitations/${person.userId}`)).statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await fixture.test.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } })).statusCode).toBe(400);
  });

  it('revokes only pending invitations: an active person answers 404', async () => {
    const author = await fixture.idOf('author@demo.slidewise.dev');
    expect((await fixture.call('DELETE', `/api/invitations/${author}`)).statusCode).toBe(404);
  });

  it('leaves another account’s invitation alone (404, still valid), and stops the link of a person deactivated before accepting', async () => {
    const other = await insertAccountWithPeople(fixture.test.database.db, 'Other invitations', [['account-owner']]);
    const otherOwner = await fixture.test.sessionCookieFor(other.people[0]!);
    await fixture.call('POST', '/api/invitations', { emails: ['theirs@example.com'] }, otherOwner);
    await fixture.test.app.afterResponse.settled();
    const theirToken = tokenOf(fixture.test.mailer.sent.at(-1)!.link);
    const theirs = await fixture.idOf('theirs@example.com');
    expect((await fixture.call('DELETE', `/api/invitations/${theirs}`)).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/users/bulk', { action: 'resendInvitation', userIds: [theirs] })).json()).toEqual({
      changed: 0,
      skipped: 1,
    });
    const preview = await fixture.test.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token: theirToken } });
    expect(preview.json()).toMatchObject({ email: 'theirs@example.com', accountName: 'Other invitations' });

    await fixture.call('POST', '/api/invitations', { emails: ['stopped@example.com'] });
    await fixture.test.app.afterResponse.settled();
    const token = tokenOf(fixture.test.mailer.sent.at(-1)!.link);
    expect((await fixture.call('POST', `/api/users/${await fixture.idOf('stopped@example.com')}/deactivate`)).statusCode).toBe(200);
    expect((await accept(token)).json()).toMatchObject({ code: 'invitation_invalid' });
  });

  it('refuses bad addresses, no address and a short password with 400', async () => {
    expect((await fixture.call('POST', '/api/invitations', { emails: ['nope'] })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/invitations', { emails: [] })).statusCode).toBe(400);
    const short = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: 'x', firstName: 'A', lastName: 'B', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
  });
});
