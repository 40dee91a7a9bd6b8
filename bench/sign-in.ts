import type { FastifyInstance } from 'fastify';
import { DEMO_CREDENTIALS, DEMO_PASSWORD } from '@slidewise/server';

/** Signs in as the demo owner through the real login route and returns the `Cookie` header a browser would send. */
export async function signInAsDemoOwner(app: FastifyInstance): Promise<string> {
  return signInAs(app, DEMO_CREDENTIALS.email);
}

/** The same for another user whose password is the demo password (the bench's own users). */
export async function signInAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) {
    throw new Error(`Signing in as ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const sessionCookie = setCookie.map((header) => header.split(';')[0]!).find((pair) => pair.startsWith('sw_session='));
  if (!sessionCookie) throw new Error(`Signing in set no session cookie (Set-Cookie: ${setCookie.join(' | ') || 'none'}).`);
  return sessionCookie;
}
