import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/index.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const login = (headers: Record<string, string>) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'nobody@example.com', password: 'whatever1' } });

describe('cross-site check', () => {
  it('refuses a state-changing request from another origin with 403 cross_site_request', async () => {
    const response = await login({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_site_request', message: expect.any(String) });
  });

  it('accepts the public origin, the request’s own host, and requests without Origin', async () => {
    expect((await login({ origin: TEST_PUBLIC_URL })).statusCode).toBe(401);
    expect((await login({ origin: 'http://intranet.local:8080', host: 'intranet.local:8080' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });

  it('refuses an Origin that is not a URL', async () => {
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses before anything else runs, even the sign-in check of a guarded route', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { origin: 'https://evil.example' },
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_site_request' });
  });

  it('leaves reads alone', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
