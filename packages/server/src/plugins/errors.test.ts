import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test-support/index.ts';
import { signUpNewAccount } from '../test-support/accounts.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ bodyLimit: 4096 });
});
afterAll(() => test.close());

describe('failure payloads', () => {
  it('answers 400 validation_failed naming the first bad field, with the zod issues in details', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-email', password: 'correct horse battery', firstName: 'A', lastName: 'B', accountName: 'C' },
    });
    expect(response.statusCode).toBe(400);
    const payload = response.json();
    expect(payload.code).toBe('validation_failed');
    expect(payload.message).toMatch(/^email: /);
    expect(payload.details).toEqual([expect.objectContaining({ path: ['email'], code: expect.any(String), message: expect.any(String) })]);
  });

  it('validates query strings the same way', async () => {
    const { cookie } = await signUpNewAccount(test);
    const response = await test.app.inject({ method: 'GET', url: '/api/courses?pageSize=2001', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^pageSize: /) });
  });

  it('names the body when it is missing altogether', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^body: /) });
  });

  it('answers the JSON 404 for unknown API routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/courses'],
    ] as const) {
      const response = await test.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', message: expect.any(String) });
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal_error without internals, and the health check says 503', async () => {
    // A database of its own, since the worker's shared one must outlive this test.
    const broken = await createTestApp({}, await createTestDatabase());
    // The database goes away under a running app: every query now throws.
    await broken.database.close();
    try {
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().code).toBe('database_unavailable');
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'whatever1' },
      });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
    } finally {
      await broken.app.close();
    }
  });
});
