import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_LINK_TTL_MS } from '@slidewise/core';
import { buildApp } from '../../app.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { createTestApp, createTestDatabase, sessionCookieFrom, testConfig, type TestApp } from '../../test-support/index.ts';
import { linkTokenMailedTo, openMailedLink, signUpNewAccount } from '../../test-support/accounts.ts';
import { INVALID_CREDENTIALS_MESSAGE, SIGN_UP_MAIL_SENT_MESSAGE } from './service.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const signupBody = (email: string) => ({
  email,
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountName: 'Analytical Engines',
});

describe('sign-up', () => {
  it('answers 202 with the same message, and no session, for a new address and for one with an account, whatever its case', async () => {
    await signUpNewAccount(test, { email: 'taken@example.com' });
    const answers = [];
    for (const email of ['fresh@example.com', 'TAKEN@example.com']) {
      const response = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email) });
      answers.push({ status: response.statusCode, body: response.json(), cookies: response.cookies });
    }
    expect(answers[0]).toEqual({ status: 202, body: { message: SIGN_UP_MAIL_SENT_MESSAGE }, cookies: [] });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('mails the new address the link that creates its account, and the known one a way to sign in instead', async () => {
    const { user: existing } = await signUpNewAccount(test, { email: 'known@example.com' });
    for (const email of ['new.person@example.com', 'Known@Example.com']) {
      await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email) });
    }
    await test.app.afterResponse.settled();
    const mailTo = (email: string) => test.mailer.sent.findLast((mail) => mail.to === email);
    const [toNew, toKnown] = [mailTo('new.person@example.com')!, mailTo('known@example.com')!];
    expect(toNew.subject).toMatch(/confirm your e-mail/i);
    expect(toKnown.subject).toBe('You already have a Slidewise account');
    expect(toKnown.text).toContain('already has an account');
    // The known address's link signs its owner in; no second account is made.
    const signedIn = await openMailedLink(test, await linkTokenMailedTo(test, 'known@example.com'));
    expect(signedIn.json().user.userId).toBe(existing.userId);
    // Nobody exists at the new address until its link is opened.
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.person@example.com', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(401);
  });

  it("creates the account from the link: its owner signed in with a cookie, the sign-up's password set", async () => {
    await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('  Ada@Example.com ') });
    const response = await openMailedLink(test, await linkTokenMailedTo(test, 'ada@example.com'));
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      userEmail: 'ada@example.com',
      userName: 'Ada Lovelace',
      userRoles: ['account-owner'],
      userIsAdministrator: true,
    });

    const cookie = response.cookies.find((candidate) => candidate.name === 'sw_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_LIFETIME_MS / 1000 });
    expect(cookie.secure).toBeFalsy();

    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.json()).toEqual(user);
    const account = await test.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: sessionCookieFrom(response) } });
    expect(account.json()).toMatchObject({ name: 'Analytical Engines', totalUsers: 1, totalLearners: 0, totalPublishedCourses: 0 });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('makes one account per link: opened again, it answers 401 invalid_magic_link; it expires after a day', async () => {
    await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('once@example.com') });
    await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('late@example.com') });
    const [once, late] = [await linkTokenMailedTo(test, 'once@example.com'), await linkTokenMailedTo(test, 'late@example.com')];
    expect((await openMailedLink(test, once)).statusCode).toBe(200);
    const again = await openMailedLink(test, once);
    expect([again.statusCode, again.json().code]).toEqual([401, 'invalid_magic_link']);

    test.clock.advance(SIGN_UP_LINK_TTL_MS);
    expect((await openMailedLink(test, late)).statusCode).toBe(401);
  });

  it('answers before the mail is sent, so a slow mail server (or hashing the password) never shows in its timing', async () => {
    const held = holdingMailer();
    const slow = await buildApp(testConfig(), { database: test.database.db, clock: test.clock.now, mailer: held });
    try {
      await signUpNewAccount(test, { email: 'slow.known@example.com' });
      for (const email of ['slow.new@example.com', 'slow.known@example.com']) {
        const answered = await slow.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email) });
        expect(answered.statusCode).toBe(202);
      }
      const magic = await slow.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'slow.known@example.com' } });
      expect(magic.statusCode).toBe(202);
      // Every answer came back while its mail was still being sent.
      await vi.waitFor(() =>
        expect(held.waiting.map((mail) => mail.to).sort()).toEqual([
          'slow.known@example.com',
          'slow.known@example.com',
          'slow.new@example.com',
        ]),
      );
      held.release();
    } finally {
      await slow.close();
    }
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
      await secure.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('secure@example.com') });
      const response = await openMailedLink(secure, await linkTokenMailedTo(secure, 'secure@example.com'));
      expect(response.cookies.find((candidate) => candidate.name === 'sw_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

/** A mailer whose messages wait until released, to show that answers do not wait for them. */
function holdingMailer() {
  const waiting: OutgoingMail[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    waiting,
    release,
    async send(mail: OutgoingMail) {
      waiting.push(mail);
      await released;
    },
  };
}

describe('login', () => {
  it('signs in with the right password', async () => {
    const { body } = await signUpNewAccount(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userEmail).toBe(body.email);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.statusCode).toBe(200);
  });

  it('gives one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const { body } = await signUpNewAccount(test);
    const wrongPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'not the password' },
    });
    const unknownEmail = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever123' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'invalid_credentials' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('ignores a tampered cookie', async () => {
    const { cookie } = await signUpNewAccount(test);
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: tampered } });
    expect(response.statusCode).toBe(401);
  });

  it('ends sessions after 30 days', async () => {
    const { cookie } = await signUpNewAccount(test);
    test.clock.advance(SESSION_LIFETIME_MS + 1);
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe('logout', () => {
  it('answers 204, clears the cookie and ends the session for good', async () => {
    const { cookie } = await signUpNewAccount(test);
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
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'wrong-password' } });
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
    const owner = await signUpNewAccount(test);
    const created = await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: owner.cookie }, payload: {} });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();

    const signedUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'joiner@example.com',
        password: 'correct horse battery',
        firstName: 'Jo',
        lastName: 'Iner',
        inviteCode: code.toLowerCase(),
      },
    });
    expect(signedUp.statusCode).toBe(202);
    const joined = await openMailedLink(test, await linkTokenMailedTo(test, 'joiner@example.com'));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({
      userApplicationId: owner.user.userApplicationId,
      userRoles: ['app-user'],
      userIsAdministrator: false,
    });
  });

  it('refuses an unknown or expired code', async () => {
    const owner = await signUpNewAccount(test);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/invite-codes',
      headers: { cookie: owner.cookie },
      payload: { expiresInDays: 1 },
    });
    const { code } = created.json();
    test.clock.advance(24 * 60 * 60 * 1000 + 1);
    for (const inviteCode of [code, 'ZZZZZZZZ']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: `late-${inviteCode}@example.com`,
          password: 'correct horse battery',
          firstName: 'La',
          lastName: 'Te',
          inviteCode,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invite_code_invalid');
    }
  });
});

describe('invite codes that expire before the sign-up link is opened', () => {
  it('answer 400 invite_code_invalid at the link, and no account is made', async () => {
    const owner = await signUpNewAccount(test);
    const { code } = (
      await test.app.inject({ method: 'POST', url: '/api/invite-codes', headers: { cookie: owner.cookie }, payload: { expiresInDays: 1 } })
    ).json();
    const payload = {
      email: 'slow.joiner@example.com',
      password: 'correct horse battery',
      firstName: 'Slow',
      lastName: 'Joiner',
      inviteCode: code,
    };
    const halfADay = 12 * 60 * 60 * 1000;
    test.clock.advance(halfADay);
    expect((await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload })).statusCode).toBe(202);
    const token = await linkTokenMailedTo(test, 'slow.joiner@example.com');
    // The code's day is over; the link's is not.
    test.clock.advance(halfADay + 1);
    const late = await openMailedLink(test, token);
    expect([late.statusCode, late.json().code]).toEqual([400, 'invite_code_invalid']);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('test databases', () => {
  it('made for one test hold none of the shared database’s rows', async () => {
    const other = await createTestDatabase();
    try {
      const otherApp = await createTestApp({}, other);
      const response = await otherApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'taken@example.com', password: 'correct horse battery' },
      });
      expect(response.statusCode).toBe(401);
      await otherApp.close();
    } finally {
      await other.close();
    }
  });
});
