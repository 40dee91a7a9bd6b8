import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from './test-support/course-admin.ts';

// PUT of courses, lessons, discussions and assessments with the spec's bodies, which carry no version
// (issue 11): GET answers the version as an ETag, a PUT sending it back in If-Match is written only while
// the object is still at that version, and a PUT naming no version at all is refused with the current object.
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Saves without version');
});
afterAll(() => test.close());

interface Kind {
  name: string;
  /** Creates one object and answers its read and save addresses. */
  create(): Promise<{ read: string; save: string }>;
}

const kinds: Kind[] = [
  {
    name: 'course',
    async create() {
      const course = await fixture.createCourse('Spec-bodied course');
      return { read: `/api/courses/${course.id}`, save: `/api/courses/${course.id}` };
    },
  },
  {
    name: 'lesson',
    async create() {
      const course = await fixture.createCourse('Lesson home');
      const lesson = await fixture.createLesson(course.id, 'Lesson', 'Spec-bodied lesson');
      return { read: `/api/lessons/${lesson.id}`, save: `/api/lessons/${lesson.id}` };
    },
  },
  ...(['discussion', 'assessment'] as const).map((noun) => ({
    name: noun,
    async create() {
      const course = await fixture.createCourse(`${noun} home`);
      const created = await fixture.call('PUT', `/api/${noun}s/new`, { courseId: course.id, title: `Spec-bodied ${noun}` });
      expect(created.statusCode, created.body).toBe(201);
      return { read: `/api/${noun}s/${created.json().id}/latest`, save: `/api/${noun}s/${created.json().id}` };
    },
  })),
];

const put = (url: string, payload: object, ifMatch?: string) =>
  test.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { cookie: fixture.people['account-owner'].cookie, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
  });

describe.each(kinds)('a $name saved without version', (kind) => {
  it('is refused 428 with the current object when it names no version, and nothing is written', async () => {
    const { read, save } = await kind.create();
    const before = (await fixture.call('GET', read)).json();
    const refused = await put(save, { title: 'Blind write' });
    expect([refused.statusCode, refused.json().code]).toEqual([428, 'precondition_required']);
    expect(refused.json().details.current).toMatchObject({ title: before.title, version: before.version });
    expect(refused.headers.etag).toBe(`"${before.version}"`);
    expect((await fixture.call('GET', read)).json()).toMatchObject({ title: before.title, version: before.version });
    // If-Match: * holds for any state of the object, so it shows no read either.
    expect((await put(save, { title: 'Blind write' }, '*')).statusCode).toBe(428);
  });

  it('is written from the ETag its GET answered, sent back in If-Match, and answers the new ETag', async () => {
    const { read, save } = await kind.create();
    const got = await fixture.call('GET', read);
    expect(got.headers.etag).toBe(`"${got.json().version}"`);
    const saved = await put(save, { title: 'Read first' }, got.headers.etag as string);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Read first', version: got.json().version + 1 });
    expect(saved.headers.etag).toBe(`"${got.json().version + 1}"`);
    // A list of tags holds when one of them is the current version.
    expect((await put(save, { title: 'From a list' }, `"999", ${saved.headers.etag}`)).statusCode).toBe(200);
  });

  it('is refused 412 with the current object once it changed since that read, and nothing is written', async () => {
    const { read, save } = await kind.create();
    const first = await fixture.call('GET', read);
    const elsewhere = await put(save, { title: 'Saved elsewhere' }, first.headers.etag as string);
    expect(elsewhere.statusCode).toBe(200);
    const late = await put(save, { title: 'Late write' }, first.headers.etag as string);
    expect([late.statusCode, late.json().code]).toEqual([412, 'precondition_failed']);
    expect(late.json().details.current).toMatchObject({ title: 'Saved elsewhere', version: elsewhere.json().version });
    expect(late.headers.etag).toBe(elsewhere.headers.etag);
    // If-Match compares strongly: a weak tag never holds, even for the current version.
    expect((await put(save, { title: 'Weak' }, `W/${elsewhere.headers.etag}`)).statusCode).toBe(412);
    expect((await fixture.call('GET', read)).json().title).toBe('Saved elsewhere');
  });

  it('still takes the version in the body, which wins over If-Match (409 when stale)', async () => {
    const { read, save } = await kind.create();
    const got = (await fixture.call('GET', read)).json();
    expect((await put(save, { version: got.version, title: 'With version' })).statusCode).toBe(200);
    const stale = await put(save, { version: got.version, title: 'Stale version' }, `"${got.version + 1}"`);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    expect(stale.json().details.current).toMatchObject({ title: 'With version' });
  });
});
