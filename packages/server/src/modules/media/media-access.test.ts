import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlideTemplate, slideTemplates, type MediaItem } from '@slidewise/core';
import { accounts } from '../../db/schema.ts';
import { courseAdminRoles, type CourseAdminRole } from '../../test-support/course-admin.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from './testing/media-fixture.ts';
import * as samples from './testing/sample-files.ts';

let media: MediaTestApp;
beforeAll(async () => {
  media = await createMediaTestApp('disk');
}, 30_000);
afterAll(() => media?.close());

const uploadImage = async (fileName = 'picture.png', as: CourseAdminRole = 'content-author') =>
  completedItem(await media.upload({ contentType: 'image', fileName, data: await samples.png(), as })) as MediaItem;

const editors = new Set<CourseAdminRole>(['account-owner', 'account-admin', 'content-author', 'restricted-author']);
const learnerSide = new Set<CourseAdminRole>(['app-user']);

describe('media access, role by role', () => {
  it.each(courseAdminRoles)('%s', async (role) => {
    const mayEdit = editors.has(role);
    const isLearner = learnerSide.has(role);
    // Everyone who plays courses uploads pictures and videos (peer learning) and loads files.
    const picture = await media.upload({ contentType: 'image', fileName: `${role}.png`, data: await samples.png(), as: role });
    expect(picture.completed?.statusCode).toBe(200);
    const item = picture.completed!.json() as MediaItem;
    expect((await media.fixture.call('GET', item.url, undefined, role)).statusCode).toBe(200);
    // Other content types are for those who edit courses.
    const packageUpload = await media.fixture.call(
      'POST',
      '/api/media/getSignedUploadParams',
      { contentType: 'scorm', fileName: 'course.zip', size: 100 },
      role,
    );
    expect([role, packageUpload.statusCode]).toEqual([role, mayEdit ? 200 : 403]);
    // The library is for course staff.
    expect([role, (await media.fixture.call('GET', '/api/media', undefined, role)).statusCode]).toEqual([role, isLearner ? 403 : 200]);
    expect([role, (await media.fixture.call('GET', `/api/media/${item.id}`, undefined, role)).statusCode]).toEqual([
      role,
      isLearner ? 403 : 200,
    ]);
    // Deleting is for those who edit courses.
    expect([role, (await media.fixture.call('DELETE', `/api/media/${item.id}`, undefined, role)).statusCode]).toEqual([
      role,
      mayEdit ? 204 : 403,
    ]);
  });

  it('asks for a session on every route but the signed upload', async () => {
    const item = await uploadImage();
    for (const [method, url] of [
      ['POST', '/api/media/getSignedUploadParams'],
      ['POST', `/api/media/${item.id}/complete`],
      ['GET', '/api/media'],
      ['GET', `/api/media/${item.id}`],
      ['GET', item.url],
      ['DELETE', `/api/media/${item.id}`],
    ] as const) {
      expect([method, url, (await media.test.app.inject({ method, url })).statusCode]).toEqual([method, url, 401]);
    }
  });
});

describe('media of another account', () => {
  it('is not found, whatever the call', async () => {
    const item = await uploadImage('private.png');
    for (const [method, url] of [
      ['GET', `/api/media/${item.id}`],
      ['GET', item.url],
      ['GET', `${item.url}?variant=thumbnail`],
      ['POST', `/api/media/${item.id}/complete`],
      ['DELETE', `/api/media/${item.id}`],
    ] as const) {
      const answer = await media.fixture.call(method, url, undefined, 'outsider');
      expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
    }
    expect((await media.fixture.call('GET', '/api/media', undefined, 'outsider')).json().items).toEqual([]);
    expect((await media.fixture.call('GET', item.url)).statusCode).toBe(200);
  });

  it('is not found either once its variant is cached, whatever the browser accepts or already holds', async () => {
    const item = await uploadImage('cached.png');
    const asked = (who: 'account-owner' | 'outsider', headers: Record<string, string> = {}) =>
      media.test.app.inject({
        method: 'GET',
        url: `${item.url}?variant=thumbnail`,
        headers: {
          cookie: who === 'outsider' ? media.fixture.outsider.cookie : media.fixture.people[who].cookie,
          accept: 'image/webp',
          ...headers,
        },
      });
    const own = await asked('account-owner');
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await asked('outsider')).statusCode).toBe(404);
    expect((await asked('outsider', { 'if-none-match': String(own.headers.etag) })).statusCode).toBe(404);
    expect((await asked('account-owner', { 'if-none-match': String(own.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps markup in a file name as text: the JSON names it as given, the download header cannot be broken out of', async () => {
    const hostile = `<img src=x onerror=alert("x")> "quoted"; filename=evil.exe ñ.png`;
    const item = await uploadImage(hostile);
    expect(item.name).toBe(hostile);
    expect((await media.fixture.call('GET', `/api/media/${item.id}`)).json()).toMatchObject({ name: hostile });
    const file = await media.fixture.call('GET', item.url);
    const disposition = String(file.headers['content-disposition']);
    // One plain name with every quote and non-ASCII character replaced, and the exact name percent-encoded.
    expect(disposition).toBe(
      `inline; filename="<img src=x onerror=alert(_x_)> _quoted_; filename=evil.exe _.png"; filename*=UTF-8''${encodeURIComponent(hostile)}`,
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    // A name with a line break is refused before anything is signed.
    const newline = await media.fixture.call('POST', '/api/media/getSignedUploadParams', {
      contentType: 'image',
      fileName: 'a\r\nSet-Cookie: x=1.png',
      size: 10,
    });
    expect(newline.statusCode).toBe(400);
  });

  it('answers 404 for ids that are not ids', async () => {
    expect((await media.fixture.call('GET', '/api/media/not-an-id/file')).statusCode).toBe(404);
    expect((await media.fixture.call('DELETE', '/api/media/not-an-id')).statusCode).toBe(404);
  });
});

describe('the media library', () => {
  it('lists ready files newest first, with search and a content type filter', async () => {
    const own = await createMediaTestApp('disk');
    try {
      const first = completedItem(await own.upload({ contentType: 'image', fileName: 'Harbour at dawn.png', data: await samples.png() }));
      own.test.clock.advance(1000);
      const second = completedItem(await own.upload({ contentType: 'audio', fileName: 'harbour-sounds.mp3', data: samples.mp3() }));
      own.test.clock.advance(1000);
      const third = completedItem(
        await own.upload({ contentType: 'briefcase-document', fileName: 'Safety_100%.pdf', data: samples.pdf() }),
      );
      // An upload never completed is not in the library.
      await own.fixture.call('POST', '/api/media/getSignedUploadParams', { contentType: 'image', fileName: 'pending.png', size: 10 });
      const list = async (query: string) => (await own.fixture.call('GET', `/api/media?${query}`)).json();
      const all = await list('page=1');
      expect(all.items.map((item: MediaItem) => item.id)).toEqual([third.id, second.id, first.id]);
      expect(all.totalCount).toBe(3);
      expect((await list('page=1&search=HARBOUR')).items.map((item: MediaItem) => item.name)).toEqual([
        'harbour-sounds.mp3',
        'Harbour at dawn.png',
      ]);
      expect((await list('page=1&search=100%25')).items.map((item: MediaItem) => item.name)).toEqual(['Safety_100%.pdf']);
      expect((await list('page=1&search=_')).items.map((item: MediaItem) => item.name)).toEqual(['Safety_100%.pdf']);
      expect((await list('page=1&contentType=audio')).items.map((item: MediaItem) => item.id)).toEqual([second.id]);
      const paged = await list('page=2&pageSize=2');
      expect([paged.currentPage, paged.totalCount, paged.items.map((item: MediaItem) => item.id)]).toEqual([2, 3, [first.id]]);
      expect(all.items[0].uploadedBy.name).toMatch(/\S/);
      expect((await own.fixture.call('GET', '/api/media?contentType=executable')).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});

/** A template with an image field at the top of its model, and that field's name. */
function templateWithImage() {
  const template = slideTemplates.find((candidate) => candidate.model.some((field) => field.kind === 'image'))!;
  return { type: template.type, field: template.model.find((field) => field.kind === 'image')!.name };
}

describe('where a file is used', () => {
  it('names the course, lesson and slide that use it, and refuses to delete it until none does', async () => {
    const item = await uploadImage('cover.png');
    const course = await media.fixture.createCourse('Harbour safety');
    const saved = await media.fixture.call('PUT', `/api/courses/${course.id}`, {
      version: course.version,
      thumbnail: `${item.url}?variant=thumbnail`,
    });
    expect(saved.statusCode).toBe(200);

    const lesson = await media.fixture.createLesson(course.id, 'Lesson', 'Knots');
    const stored = (await media.fixture.call('GET', `/api/lessons/${lesson.id}`)).json();
    const style = { ...stored.configuration.styleConfiguration, logo: item.url };
    const styled = await media.fixture.call('PUT', `/api/lessons/${lesson.id}`, {
      version: stored.version,
      configuration: { styleConfiguration: style },
    });
    expect(styled.statusCode).toBe(200);

    const { type, field } = templateWithImage();
    const example = findSlideTemplate(type)!.examples[0]!;
    const slide = {
      id: 'slide-with-photo',
      type,
      subtype: example.subtype,
      name: example.name,
      data: { ...structuredClone(example.data), [field]: item.url },
    };
    const deck = await media.fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
      slides: [slide],
      latestSavedSlidesStateIdentifier: null,
    });
    expect(deck.statusCode).toBe(200);

    const described = (await media.fixture.call('GET', `/api/media/${item.id}`)).json() as MediaItem;
    expect(described.usedBy).toEqual([
      { kind: 'course', courseId: course.id, courseTitle: 'Harbour safety', lessonId: null, lessonTitle: null, slideId: null },
      { kind: 'lesson', courseId: course.id, courseTitle: 'Harbour safety', lessonId: lesson.id, lessonTitle: 'Knots', slideId: null },
      {
        kind: 'slide',
        courseId: course.id,
        courseTitle: 'Harbour safety',
        lessonId: lesson.id,
        lessonTitle: 'Knots',
        slideId: 'slide-with-photo',
      },
    ]);
    const listed = (await media.fixture.call('GET', '/api/media?page=1&search=cover.png')).json();
    expect(listed.items[0].usedBy).toHaveLength(3);

    const refused = await media.fixture.call('DELETE', `/api/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'media_in_use', details: { usedBy: described.usedBy } });
    expect(refused.json().message).toBe(
      'This file cannot be deleted: it is used by the course "Harbour safety", the lesson "Knots" of "Harbour safety", a slide of the lesson "Knots" of "Harbour safety". Remove it there first.',
    );
    expect((await media.fixture.call('GET', item.url)).statusCode).toBe(200);

    // Another account's course naming the same address does not count.
    const theirs = await media.fixture.createCourse('Not theirs', 'outsider');
    await media.fixture.call('PUT', `/api/courses/${theirs.id}`, { version: theirs.version, thumbnail: item.url }, 'outsider');

    await media.fixture.call('PUT', `/api/lesson-authoring/${lesson.id}`, {
      slides: [],
      latestSavedSlidesStateIdentifier: deck.json().latestSavedSlidesStateIdentifier,
    });
    const unstyled = (await media.fixture.call('GET', `/api/lessons/${lesson.id}`)).json();
    await media.fixture.call('PUT', `/api/lessons/${lesson.id}`, {
      version: unstyled.version,
      configuration: { styleConfiguration: { ...style, logo: '' } },
    });
    const current = await media.fixture.getCourse(course.id);
    await media.fixture.call('PUT', `/api/courses/${course.id}`, { version: current.version, thumbnail: '' });
    expect((await media.fixture.call('DELETE', `/api/media/${item.id}`)).statusCode).toBe(204);
  });

  it('names the account’s logo and a person’s picture, and refuses to delete it until neither uses it', async () => {
    const item = await uploadImage('brand.png');
    const learner = media.fixture.people['app-user'];
    const setLogo = (logoUrl: string) => media.fixture.call('PUT', '/api/account/settings', { branding: { logoUrl } }, 'account-owner');
    const setPicture = (avatarUrl: string) => media.fixture.call('PUT', `/api/users/${learner.id}`, { avatarUrl }, 'account-owner');
    await media.test.database.db
      .update(accounts)
      .set({ settings: sql`${accounts.settings} || '{"avatarUploadEnabled": true}'::jsonb` })
      .where(eq(accounts.id, media.fixture.accountId));
    expect((await setLogo(item.url)).statusCode).toBe(200);
    expect((await setPicture(item.url)).statusCode).toBe(200);

    const { usedBy } = (await media.fixture.call('GET', `/api/media/${item.id}`)).json() as MediaItem;
    expect(usedBy).toEqual([{ kind: 'account-logo' }, { kind: 'person-picture', userId: learner.id, userName: expect.any(String) }]);
    const learnerName = (usedBy[1] as { userName: string }).userName;
    expect(learnerName.trim()).not.toBe('');
    const refused = await media.fixture.call('DELETE', `/api/media/${item.id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'media_in_use']);
    expect(refused.json().message).toBe(
      `This file cannot be deleted: it is used by the account's logo, the picture of ${learnerName}. Remove it there first.`,
    );

    expect((await setLogo('')).statusCode).toBe(200);
    expect((await media.fixture.call('DELETE', `/api/media/${item.id}`)).statusCode).toBe(409);
    expect((await setPicture('')).statusCode).toBe(200);
    expect((await media.fixture.call('DELETE', `/api/media/${item.id}`)).statusCode).toBe(204);
  });
});
