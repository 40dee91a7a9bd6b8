import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleFixture, type PeopleFixture } from '../people/people-fixture.ts';

// Invite codes and links grant roles and user groups, honour their usage limit and stop when revoked.
let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

/** Signs up with the code and confirms the address from the mailed link; answers the verify response. */
async function signUpWith(inviteCode: string, email: string) {
  const signUp = await fixture.test.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'a good password', firstName: 'Code', lastName: 'User', inviteCode },
  });
  if (signUp.statusCode !== 202) return signUp;
  await fixture.test.app.afterResponse.settled();
  const token = new URL(fixture.test.mailer.sent.at(-1)!.link).searchParams.get('token')!;
  return fixture.test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token } });
}

describe('invite codes and links', () => {
  it('makes a 24-character link that grants its roles and groups at sign-up, up to its usage limit', async () => {
    const sales = await fixture.groupIdOf('Sales team');
    const created = await fixture.call('POST', '/api/invite-codes', {
      kind: 'link',
      role: 'app-user',
      roles: ['reviewer'],
      userGroupIds: [sales],
      usageLimit: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({
      kind: 'link',
      roles: ['app-user', 'reviewer'],
      userGroups: [{ id: sales, name: 'Sales team' }],
      usageLimit: 1,
    });
    expect(link.code).toMatch(/^[A-Z2-9]{24}$/);
    expect(link.link).toBe(`http://localhost:3000/sign-up?inviteCode=${link.code}`);

    const joined = await signUpWith(link.code, 'linked@example.com');
    expect(joined.statusCode, joined.body).toBe(200);
    const person = (await fixture.call('GET', `/api/users/${joined.json().user.userId}`)).json();
    expect(person).toMatchObject({ userRoles: ['app-user', 'reviewer'], userGroups: [{ id: sales }] });
    const listed = (await fixture.call('GET', '/api/invite-codes')).json().find((code: { code: string }) => code.code === link.code);
    expect(listed.usedCount).toBe(1);
    // Used up.
    expect((await signUpWith(link.code, 'second@example.com')).json()).toMatchObject({ code: 'invite_code_invalid' });
  });

  it('stops a revoked code; revoking another account’s code answers 404', async () => {
    const { code } = (await fixture.call('POST', '/api/invite-codes', {})).json();
    expect((await fixture.call('DELETE', `/api/invite-codes/${code}`)).statusCode).toBe(204);
    expect((await signUpWith(code, 'late@example.com')).json()).toMatchObject({ code: 'invite_code_invalid' });
    expect((await fixture.call('DELETE', `/api/invite-codes/${code}`)).statusCode).toBe(404);
    expect((await fixture.call('DELETE', '/api/invite-codes/NOSUCHCODE')).statusCode).toBe(404);
  });

  it('refuses a usage limit below one and an unknown group', async () => {
    expect((await fixture.call('POST', '/api/invite-codes', { usageLimit: 0 })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/invite-codes', { userGroupIds: ['00000000-0000-4000-8000-000000000009'] })).statusCode).toBe(
      404,
    );
  });
});
