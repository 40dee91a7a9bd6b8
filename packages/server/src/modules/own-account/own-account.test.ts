import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../test-support/index.ts';
import { peopleFixture, type PeopleFixture } from '../people/people-fixture.ts';

let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

const logIn = (email: string, password: string) =>
  fixture.test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => fixture.test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('your own account', () => {
  it('changes your name', async () => {
    const cookie = sessionCookieFrom(await logIn('author@demo.slidewise.dev', 'slidewise-demo'));
    const response = await fixture.call('PUT', '/api/me/name', { firstName: 'Art', lastName: 'Writer' }, cookie);
    expect(response.json()).toMatchObject({ userFirstName: 'Art', userLastName: 'Writer', userName: 'Art Writer' });
    expect((await fixture.call('PUT', '/api/me/name', { firstName: '', lastName: 'X' }, cookie)).statusCode).toBe(400);
  });

  it('changes your password with the current one, ending every other session', async () => {
    const here = sessionCookieFrom(await logIn('facilitator@demo.slidewise.dev', 'slidewise-demo'));
    const elsewhere = sessionCookieFrom(await logIn('facilitator@demo.slidewise.dev', 'slidewise-demo'));
    const wrong = await fixture.call('PUT', '/api/me/password', { currentPassword: 'guess', newPassword: 'a new password' }, here);
    expect(wrong.json()).toMatchObject({ code: 'current_password_wrong' });
    const changed = await fixture.call(
      'PUT',
      '/api/me/password',
      { currentPassword: 'slidewise-demo', newPassword: 'a new password' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await logIn('facilitator@demo.slidewise.dev', 'slidewise-demo')).statusCode).toBe(401);
    expect((await logIn('facilitator@demo.slidewise.dev', 'a new password')).statusCode).toBe(200);
    expect(
      (await fixture.call('PUT', '/api/me/password', { currentPassword: 'a new password', newPassword: 'short' }, here)).statusCode,
    ).toBe(400);
  });

  it('resets a forgotten password from the mailed link, once, signing out everywhere', async () => {
    const old = sessionCookieFrom(await logIn('learner1@demo.slidewise.dev', 'slidewise-demo'));
    const request = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'learner1@demo.slidewise.dev' },
    });
    expect(request.statusCode).toBe(202);
    await fixture.test.app.afterResponse.settled();
    const mail = fixture.test.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'learner1@demo.slidewise.dev', subject: 'Choose a new Slidewise password' });
    const token = new URL(mail.link).searchParams.get('token')!;
    const reset = (password: string) =>
      fixture.test.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
    const done = await reset('reset password 1');
    expect(done.statusCode).toBe(200);
    expect((await me(sessionCookieFrom(done))).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await reset('reset password 2')).json()).toMatchObject({ code: 'password_reset_invalid' });
    expect((await logIn('learner1@demo.slidewise.dev', 'reset password 1')).statusCode).toBe(200);
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const before = fixture.test.mailer.sent.length;
    const response = await fixture.test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(202);
    await fixture.test.app.afterResponse.settled();
    expect(fixture.test.mailer.sent.length).toBe(before);
  });

  it('needs a session for name and password changes', async () => {
    expect(
      (await fixture.test.app.inject({ method: 'PUT', url: '/api/me/name', payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(401);
  });
});
