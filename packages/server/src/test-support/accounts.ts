import type { FastifyInstance } from 'fastify';
import { sessionCookieFrom } from './test-app.ts';

let counter = 0;

/** Signs a new person up through the API (creating their own account) and returns their cookie and info. */
export async function signUpNewAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = {
    email: `person${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: `Person${counter}`,
    accountName: `Account ${counter}`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const user = response.json().user as { userId: string; userApplicationId: string; userEmail: string };
  return { cookie: sessionCookieFrom(response), user, body };
}
