import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC_LINK_TTL_MS } from '@slidewise/core';
import { buildApp } from '../../app.ts';
import { createTestApp, sessionCookieFrom, TEST_PUBLIC_URL, testConfig, type TestApp } from '../../test-support/index.ts';
import { signUpNewAccount } from '../../test-support/accounts.ts';
import { MAGIC_LINK_SENT_MESSAGE } from './service.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** Asks for a link and waits for the work the answer does not wait for (finding the person, the mail). */
async function requestLink(email: string) {
  const response = await test.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
  await test.app.afterResponse.settled();
  return response;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

describe('magic link', () => {
  it('answers 202 with the same message whether or not the address exists, and mails only real people', async () => {
    const { body } = await signUpNewAccount(test);
    const before = test.mailer.sent.length;
    const known = await requestLink(body.email);
    const unknown = await requestLink('nobody-here@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    }
    expect(test.mailer.sent.slice(before).map((mail) => mail.to)).toEqual([body.email]);
  });

  it('mails a link to PUBLIC_URL/magic-link that signs in once', async () => {
    const { body, user } = await signUpNewAccount(test);
    await requestLink(body.email);
    const mail = test.mailer.sent.at(-1)!;
    expect(mail.link.startsWith(`${TEST_PUBLIC_URL}/magic-link?token=`)).toBe(true);
    expect(mail.text).toContain(mail.link);

    const first = await test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token: tokenOf(mail.link) } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.userId).toBe(user.userId);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieFrom(first) } });
    expect(me.json().userEmail).toBe(body.email);

    const second = await test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token: tokenOf(mail.link) } });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('invalid_magic_link');
  });

  it('expires after 15 minutes', async () => {
    const { body } = await signUpNewAccount(test);
    await requestLink(body.email);
    const stillValid = tokenOf(test.mailer.sent.at(-1)!.link);
    await requestLink(body.email);
    const expired = tokenOf(test.mailer.sent.at(-1)!.link);

    test.clock.advance(MAGIC_LINK_TTL_MS - 1);
    const inTime = await test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token: stillValid } });
    expect(inTime.statusCode).toBe(200);

    test.clock.advance(1);
    const late = await test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token: expired } });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link/verify',
      payload: { token: 'bm90LWEtcmVhbC10b2tlbg' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('writes the mail into OUTBOX_DIR when no SMTP_URL is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sw-data-'));
    const outboxDir = join(dataDir, 'outbox');
    const app = await buildApp(testConfig({ outboxDir }), { database: test.database.db });
    try {
      const { body } = await signUpNewAccount(test);
      await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: body.email } });
      await app.afterResponse.settled();
      const [newest] = (await readdir(outboxDir)).sort().reverse();
      const message = JSON.parse(await readFile(join(outboxDir, newest!), 'utf8'));
      expect(message).toMatchObject({
        to: body.email,
        subject: expect.any(String),
        html: expect.stringContaining('href='),
        sentAt: expect.any(String),
      });
      const verified = await app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token: tokenOf(message.link) } });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
