import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, sessionCookieFrom, type TestApp } from '../../test-support/index.ts';
import { signUpNewAccount } from '../../test-support/accounts.ts';
import { INVALID_CREDENTIALS_MESSAGE } from './service.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const signupBody = (email: string) => ({ email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace', accountName: 'Analytical Engines' });

describe('sign-up', () => {
  it('creates an account, makes the person its owner and signs them in with a cookie', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('  Ada@Example.com ') });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ userEmail: 'ada@example.com', userName: 'Ada Lovelace', userRoles: ['account-owner'], userIsAdministrator: true });

    const cookie = response.cookies.find((candidate) => candidate.name === 'sw_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_LIFETIME_MS / 1000 });
    expect(cookie.secure).toBeFalsy();

    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);

    const account = await test.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: sessionCookieFrom(response) } });
    expect(account.json()).toMatchObject({ name: 'Analytical Engines', totalUsers: 1, totalLearners: 0, totalPublishedCourses: 0 });
  });

  it('answers 409 email_taken for an address already in use, whatever its case', async () => {
    await signUpNewAccount(test.app, { email: 'taken@example.com' });
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('TAKEN@example.com') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken', message: expect.any(String) });
  });

  it('needs an account name without an invite code', async () => {
    const { accountName: _omitted, ...body } = signupBody('no-account@example.com');
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('accountName') });
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://learn.example.com' }, test.database);
    try {
      const response = await secure.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('secure@example.com') });
      expect(response.cookies.find((candidate) => candidate.name === 'sw_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('login', () => {
  it('signs in with the right password', async () => {
    const { body } = await signUpNewAccount(test.app);
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email.toUpperCase(), password: body.password } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userEmail).toBe(body.email);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.statusCode).toBe(200);
  });

  it('gives one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const { body } = await signUpNewAccount(test.app);
    const wrongPassword = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'not the password' } });
    const unknownEmail = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'whatever123' } });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'invalid_credentials' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('ignores a tampered cookie', async () => {
    const { cookie } = await signUpNewAccount(test.app);
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: tampered } });
    expect(response.statusCode).toBe(401);
  });

  it('ends sessions after 30 days', async () => {
    const { cookie } = await signUpNewAccount(test.app);
    test.clock.advance(SESSION_LIFETIME_MS + 1);
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe('logout', () => {
  it('answers 204, clears the cookie and ends the session for good', async () => {
    const { cookie } = await signUpNewAccount(test.app);
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((candidate) => candidate.name === 'sw_session');
    expect(cleared?.value).toBe('');
    // Replaying the old cookie must not work: the session row is gone.
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 rate_limited after too many attempts from one address', async () => {
    const limited = await createTestApp({ signInRateLimit: { max: 3, windowMs: 60_000 } }, test.database);
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'wrong-password' } });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too many attempts/i) });
    } finally {
      await limited.close();
    }
  });
});

describe('invite codes', () => {
  it('lets a person join the code’s account with the code’s role', async () => {
    const owner = await signUpNewAccount(test.app);
    const created = await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: owner.cookie }, payload: {} });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();

    const joined = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'joiner@example.com', password: 'correct horse battery', firstName: 'Jo', lastName: 'Iner', inviteCode: code.toLowerCase() },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({ userApplicationId: owner.user.userApplicationId, userRoles: ['app-user'], userIsAdministrator: false });
  });

  it('refuses an unknown or expired code', async () => {
    const owner = await signUpNewAccount(test.app);
    const created = await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: owner.cookie }, payload: { expiresInDays: 1 } });
    const { code } = created.json();
    test.clock.advance(24 * 60 * 60 * 1000 + 1);
    for (const inviteCode of [code, 'ZZZZZZZZ']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: `late-${inviteCode}@example.com`, password: 'correct horse battery', firstName: 'La', lastName: 'Te', inviteCode },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invite_code_invalid');
    }
  });
});

describe('test databases', () => {
  it('made for one test hold none of the shared database’s rows', async () => {
    const other = await createTestDatabase();
    try {
      const otherApp = await createTestApp({}, other);
      const response = await otherApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'taken@example.com', password: 'correct horse battery' } });
      expect(response.statusCode).toBe(401);
      await otherApp.close();
    } finally {
      await other.close();
    }
  });
});
