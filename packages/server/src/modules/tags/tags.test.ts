import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test);
});
afterAll(() => test.close());

describe('tags', () => {
  it('creates a tag (201), answers the existing one for the same name in any case (200), lists by name', async () => {
    const created = await fixture.call('POST', '/api/tags', { name: ' Safety ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Safety' });
    const again = await fixture.call('POST', '/api/tags', { name: 'SAFETY' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    await fixture.call('POST', '/api/tags', { name: 'compliance' });
    expect((await fixture.call('GET', '/api/tags')).json().map((tag: { name: string }) => tag.name)).toEqual(['compliance', 'Safety']);
  });

  it('keeps each account’s tags apart', async () => {
    await fixture.call('POST', '/api/tags', { name: 'Private' });
    const theirs = await fixture.call('POST', '/api/tags', { name: 'Private' }, 'outsider');
    expect(theirs.statusCode).toBe(201);
    expect((await fixture.call('GET', '/api/tags', undefined, 'outsider')).json()).toEqual([theirs.json()]);
  });

  it('answers 400 for an empty name and 403 to those who do not edit courses', async () => {
    expect((await fixture.call('POST', '/api/tags', { name: '  ' })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/tags', { name: 'x' }, 'reviewer')).statusCode).toBe(403);
    expect((await fixture.call('GET', '/api/tags', undefined, 'app-user')).statusCode).toBe(403);
  });
});
