import type { LightMyRequestResponse } from 'fastify';
import { sessionCookieFrom, type TestApp } from './test-app.ts';

let counter = 0;

/** The token of the link in the newest mail to `email` (after the work that sends it has finished). */
export async function linkTokenMailedTo(test: TestApp, email: string): Promise<string> {
  await test.app.afterResponse.settled();
  const mail = test.mailer.sent.findLast((candidate) => candidate.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(mail.link).searchParams.get('token')!;
}

/** Opens an e-mailed link's token as the web app's /magic-link page does. */
export function openMailedLink(test: TestApp, token: string): Promise<LightMyRequestResponse> {
  return test.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token } });
}

/**
 * Signs a new person up through the API, creating their own account, as they would: the sign-up, then
 * the link mailed to them. Returns their cookie and info.
 */
export async function signUpNewAccount(test: TestApp, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = {
    email: `person${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: `Person${counter}`,
    accountName: `Account ${counter}`,
    ...overrides,
  };
  const response = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 202) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const confirmed = await openMailedLink(test, await linkTokenMailedTo(test, body.email.trim().toLowerCase()));
  if (confirmed.statusCode !== 200) throw new Error(`sign-up link failed: ${confirmed.statusCode} ${confirmed.body}`);
  const user = confirmed.json().user as { userId: string; userApplicationId: string; userEmail: string };
  return { cookie: sessionCookieFrom(confirmed), user, body };
}
