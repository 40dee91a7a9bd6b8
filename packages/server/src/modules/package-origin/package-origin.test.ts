import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PACKAGE_ORIGIN, type TestApp } from '../../test-support/index.ts';
import { signedInAsDemo } from '../../test-support/demo.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('GET /api/package-origin', () => {
  it('names the package origin to anyone, signed in in any role or not: it is no secret', async () => {
    const people = ['owner', 'author', 'facilitator', 'learner'].map((name) => `${name}@demo.slidewise.dev`);
    const cookies = [undefined, ...(await Promise.all(people.map((email) => signedInAsDemo(test, email))))];
    for (const cookie of cookies) {
      const response = await test.app.inject({ method: 'GET', url: '/api/package-origin', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ packageOrigin: TEST_PACKAGE_ORIGIN });
    }
  });
});
