import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Collections');
});
afterAll(() => test.close());

async function createCollection(title: string) {
  const response = await fixture.call('POST', '/api/course-collections', { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; title: string; courseIds: string[] };
}

async function putInCollection(courseId: string, collectionId: string | null) {
  const course = await fixture.getCourse(courseId);
  return fixture.call('PUT', `/api/courses/${courseId}`, { version: course.version, collectionId });
}

describe('course collections', () => {
  it('creates, renames and lists collections by title with their courses', async () => {
    const kitchen = await createCollection('Kitchen');
    const bar = await createCollection('Bar');
    expect(kitchen).toMatchObject({ title: 'Kitchen', courseIds: [] });
    const knives = await fixture.createCourse('Knives');
    expect((await putInCollection(knives.id, kitchen.id)).json()).toMatchObject({ collectionId: kitchen.id });
    const renamed = await fixture.call('PUT', `/api/course-collections/${bar.id}`, { title: 'Front of house' });
    expect(renamed.json()).toMatchObject({ id: bar.id, title: 'Front of house', courseIds: [] });
    const list = (await fixture.call('GET', '/api/course-collections', undefined, 'reviewer')).json();
    expect(list.items.map((item: { title: string }) => item.title)).toEqual(['Front of house', 'Kitchen']);
    expect(list.items[1]).toMatchObject({ id: kitchen.id, courseIds: [knives.id] });
  });

  it('refuses a title the account already uses, and an empty one', async () => {
    await createCollection('Unique');
    const duplicate = await fixture.call('POST', '/api/course-collections', { title: 'Unique' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('duplicate_title');
    const other = await createCollection('Other');
    expect((await fixture.call('PUT', `/api/course-collections/${other.id}`, { title: 'Unique' })).statusCode).toBe(409);
    expect((await fixture.call('POST', '/api/course-collections', { title: '   ' })).statusCode).toBe(400);
  });

  it("takes a course out with null, and refuses a collection that is not the account's", async () => {
    const mine = await createCollection('Mine');
    const course = await fixture.createCourse('Movable');
    await putInCollection(course.id, mine.id);
    const out = await putInCollection(course.id, null);
    expect(out.statusCode).toBe(200);
    expect(out.json().collectionId).toBeUndefined();
    const theirs = (await fixture.call('POST', '/api/course-collections', { title: 'Theirs' }, 'outsider')).json();
    expect((await putInCollection(course.id, theirs.id)).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/courses', { title: 'New', collectionId: theirs.id })).statusCode).toBe(404);
    const created = await fixture.call('POST', '/api/courses', { title: 'New', collectionId: mine.id });
    expect(created.json()).toMatchObject({ collectionId: mine.id });
    expect((await fixture.call('PUT', `/api/course-collections/${mine.id}`, { title: 'Stolen' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('DELETE', `/api/course-collections/${mine.id}`, undefined, 'outsider')).statusCode).toBe(404);
  });

  it('deletes a collection and leaves its courses in none, their version moved on', async () => {
    const doomed = await createCollection('Doomed');
    const course = await fixture.createCourse('Survivor');
    await putInCollection(course.id, doomed.id);
    const before = await fixture.getCourse(course.id);
    expect((await fixture.call('DELETE', `/api/course-collections/${doomed.id}`)).statusCode).toBe(204);
    const after = await fixture.getCourse(course.id);
    expect(after.collectionId).toBeUndefined();
    expect(after.version).toBe(before.version + 1);
    expect((await fixture.call('DELETE', `/api/course-collections/${doomed.id}`)).statusCode).toBe(404);
  });

  it('lets course creators manage collections, and course staff read them', async () => {
    expect((await fixture.call('POST', '/api/course-collections', { title: 'By author' }, 'content-author')).statusCode).toBe(201);
    expect((await fixture.call('POST', '/api/course-collections', { title: 'By restricted' }, 'restricted-author')).statusCode).toBe(403);
    expect((await fixture.call('GET', '/api/course-collections', undefined, 'facilitator')).statusCode).toBe(200);
    expect((await fixture.call('GET', '/api/course-collections', undefined, 'app-user')).statusCode).toBe(403);
  });
});
