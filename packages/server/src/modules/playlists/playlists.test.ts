import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerPlaylist, Playlist } from '@slidewise/core';
import { userGroupMembers, userGroups } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { newTestLearner, playSampleLesson } from '../../test-support/learners.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Playlists');
});
afterAll(() => test.close());

async function createPlaylist(body: Record<string, unknown>): Promise<Playlist> {
  const response = await fixture.call('POST', '/api/playlists', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function publishedPlaylist(courseIds: string[], playlistType: 'Free' | 'Sequential' = 'Sequential') {
  const playlist = await createPlaylist({ title: 'Onboarding', playlistType, courseIds });
  const opened = await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: playlist.version, universalAccess: true });
  expect(opened.statusCode, opened.body).toBe(200);
  const published = await fixture.call('POST', `/api/playlists/${playlist.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as Playlist;
}

describe('authoring playlists', () => {
  it('creates a Draft with its courses in order, and lists it', async () => {
    const first = await fixture.createCourse('First');
    const second = await fixture.createCourse('Second');
    const playlist = await createPlaylist({
      title: '  Safety basics ',
      description: 'Two steps',
      image: 'https://images.example.com/safety.png',
      playlistType: 'Sequential',
      courseIds: [second.id, first.id],
    });
    expect(playlist).toMatchObject({
      title: 'Safety basics',
      description: 'Two steps',
      image: 'https://images.example.com/safety.png',
      playlistType: 'Sequential',
      status: 'Draft',
      universalAccess: false,
      userGroups: [],
      version: 1,
      courses: [
        { id: second.id, title: 'Second', courseStatus: 'Draft' },
        { id: first.id, title: 'First', courseStatus: 'Draft' },
      ],
    });
    const list = (await fixture.call('GET', '/api/playlists', undefined, 'reviewer')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: playlist.id, courseCount: 2, status: 'Draft' }));
  });

  it('reorders, limits to user groups and refuses a stale version with the playlist as it is', async () => {
    const [one, two] = [await fixture.createCourse('One'), await fixture.createCourse('Two')];
    const [group] = await test.database.db
      .insert(userGroups)
      .values({ accountId: fixture.accountId, name: `Crew ${crypto.randomUUID()}` })
      .returning();
    const playlist = await createPlaylist({ title: 'Order', courseIds: [one.id, two.id] });
    const changed = await fixture.call('PUT', `/api/playlists/${playlist.id}`, {
      version: 1,
      courseIds: [two.id, one.id],
      userGroups: [group!.id],
      playlistType: 'Free',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      version: 2,
      playlistType: 'Free',
      userGroups: [group!.id],
      courses: [{ id: two.id }, { id: one.id }],
    });
    const stale = await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { version: 2, title: 'Order' } } });
  });

  it('refuses bad input with 400 and unknown courses or groups with 404, changing nothing', async () => {
    const course = await fixture.createCourse('Kept');
    const playlist = await createPlaylist({ title: 'Strict', courseIds: [course.id] });
    expect((await fixture.call('POST', '/api/playlists', { title: '' })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/playlists', { title: 'X', playlistType: 'Random' })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/playlists', { title: 'X', image: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await fixture.call('POST', '/api/playlists', { title: 'X', courseIds: [course.id, course.id] })).statusCode).toBe(400);
    const foreign = await fixture.createCourse('Foreign', 'outsider');
    const refused = await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, courseIds: [foreign.id] });
    expect(refused.statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, userGroups: [crypto.randomUUID()] })).statusCode).toBe(
      404,
    );
    expect((await fixture.call('GET', `/api/playlists/${playlist.id}`)).json()).toMatchObject({ version: 1, courses: [{ id: course.id }] });
  });

  it('publishes only with courses, unpublishes and deletes', async () => {
    const empty = await createPlaylist({ title: 'Empty' });
    const refused = await fixture.call('POST', `/api/playlists/${empty.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('empty_playlist');
    const course = await fixture.createCourse('Only');
    const playlist = await createPlaylist({ title: 'Full', courseIds: [course.id] });
    expect((await fixture.call('POST', `/api/playlists/${playlist.id}/publish`)).json()).toMatchObject({ status: 'Published', version: 2 });
    expect((await fixture.call('POST', `/api/playlists/${playlist.id}/unpublish`)).json()).toMatchObject({ status: 'Draft', version: 3 });
    expect((await fixture.call('DELETE', `/api/playlists/${playlist.id}`)).statusCode).toBe(204);
    expect((await fixture.call('GET', `/api/playlists/${playlist.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's playlist, and lets only course creators change playlists", async () => {
    const playlist = await createPlaylist({ title: 'Mine' });
    expect((await fixture.call('GET', `/api/playlists/${playlist.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, title: 'Theirs' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('DELETE', `/api/playlists/${playlist.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('GET', '/api/playlists', undefined, 'outsider')).json().items).not.toContainEqual(
      expect.objectContaining({ id: playlist.id }),
    );
    expect((await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, title: 'No' }, 'restricted-author')).statusCode).toBe(
      403,
    );
    expect((await fixture.call('GET', `/api/playlists/${playlist.id}`, undefined, 'app-user')).statusCode).toBe(403);
    expect((await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, title: 'Yes' }, 'content-author')).statusCode).toBe(
      200,
    );
  });
});

describe('learners taking playlists', () => {
  it('unlocks the second course of a Sequential playlist when the first is completed', async () => {
    const first = await createLearnerCourse(fixture, { title: 'Step one' });
    const lesson = await addPublishedLesson(fixture, first.id);
    const second = await createLearnerCourse(fixture, { title: 'Step two' });
    await addPublishedLesson(fixture, second.id);
    const playlist = await publishedPlaylist([first.id, second.id]);
    const learner = await newTestLearner(test, fixture.accountId);

    const before = (await learner.call('GET', `/api/learner/playlists/${playlist.id}`)).json() as LearnerPlaylist;
    expect(before.courses.map((course) => [course.title, course.locked])).toEqual([
      ['Step one', false],
      ['Step two', true],
    ]);
    expect(before.courses[1]!.waitsFor).toEqual({ id: first.id, title: 'Step one' });
    expect(before.progress).toEqual({ courseCount: 2, completedCourseCount: 0, percentage: 0, completed: false, nextCourseId: first.id });

    await playSampleLesson(learner, lesson.id);
    const after = (await learner.call('GET', `/api/learner/playlists/${playlist.id}`)).json() as LearnerPlaylist;
    expect(after.courses.map((course) => [course.completed, course.locked])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(after.progress).toMatchObject({ completedCourseCount: 1, percentage: 50, nextCourseId: second.id });
    const list = (await learner.call('GET', '/api/learner/playlists')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: playlist.id, progress: expect.objectContaining({ percentage: 50 }) }));
  });

  it('refuses to start a course a Sequential playlist keeps locked, however it is called, and shows the lock on the course', async () => {
    const first = await createLearnerCourse(fixture, { title: 'Induction' });
    const firstLesson = await addPublishedLesson(fixture, first.id);
    const second = await createLearnerCourse(fixture, { title: 'Forklift' });
    const secondLesson = await addPublishedLesson(fixture, second.id);
    await publishedPlaylist([first.id, second.id]);
    const learner = await newTestLearner(test, fixture.accountId);

    const skipped = await learner.call('POST', `/api/learner/lessons/${secondLesson.id}/attempts`, {});
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      code: 'course-locked',
      message: 'Complete "Induction" first.',
      details: { missingPrerequisites: [{ id: first.id, title: 'Induction' }] },
    });
    const course = (await learner.call('GET', `/api/learner/courses/${second.id}`)).json();
    expect(course).toMatchObject({ locked: true, missingPrerequisites: [{ id: first.id, title: 'Induction' }] });
    expect(course.lessons).toEqual([expect.objectContaining({ id: secondLesson.id, locked: true, lockReason: 'prerequisites' })]);
    const toPlay = (await learner.call('GET', `/api/learner/lessons/${secondLesson.id}`)).json();
    expect(toPlay.lock).toEqual({ locked: true, reason: 'prerequisites', lockedUntil: null });
    const list = (await learner.call('GET', '/api/learner/courses')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: second.id, locked: true }));
    expect(list.items).toContainEqual(expect.objectContaining({ id: first.id, locked: false }));

    await playSampleLesson(learner, firstLesson.id);
    expect((await learner.call('GET', `/api/learner/courses/${second.id}`)).json()).toMatchObject({
      locked: false,
      missingPrerequisites: [],
    });
    expect((await learner.call('GET', `/api/learner/lessons/${secondLesson.id}`)).json().lock.locked).toBe(false);
    expect((await learner.call('POST', `/api/learner/lessons/${secondLesson.id}/attempts`, {})).statusCode).toBe(201);
  });

  it('never locks a course for good when two Sequential playlists order it differently, and holds nothing back once unpublished', async () => {
    const one = await createLearnerCourse(fixture, { title: 'North' });
    const oneLesson = await addPublishedLesson(fixture, one.id);
    const two = await createLearnerCourse(fixture, { title: 'South' });
    const twoLesson = await addPublishedLesson(fixture, two.id);
    await publishedPlaylist([one.id, two.id]);
    await publishedPlaylist([two.id, one.id]);
    const learner = await newTestLearner(test, fixture.accountId);
    // Each is first somewhere, so each is open.
    expect((await learner.call('POST', `/api/learner/lessons/${oneLesson.id}/attempts`, {})).statusCode).toBe(201);
    expect((await learner.call('POST', `/api/learner/lessons/${twoLesson.id}/attempts`, {})).statusCode).toBe(201);

    const three = await createLearnerCourse(fixture, { title: 'East' });
    const threeLesson = await addPublishedLesson(fixture, three.id);
    const held = await publishedPlaylist([one.id, three.id]);
    expect((await learner.call('POST', `/api/learner/lessons/${threeLesson.id}/attempts`, {})).statusCode).toBe(409);
    // Unpublished, the playlist holds nothing back.
    expect((await fixture.call('POST', `/api/playlists/${held.id}/unpublish`)).statusCode).toBe(200);
    expect((await learner.call('POST', `/api/learner/lessons/${threeLesson.id}/attempts`, {})).statusCode).toBe(201);
  });

  it('shows drafts to nobody, group playlists to members only, and leaves out courses the learner cannot see', async () => {
    const open = await createLearnerCourse(fixture, { title: 'Open' });
    const draftCourse = await createLearnerCourse(fixture, { title: 'Unpublished', publish: false });
    const [group] = await test.database.db
      .insert(userGroups)
      .values({ accountId: fixture.accountId, name: `Team ${crypto.randomUUID()}` })
      .returning();
    const playlist = await createPlaylist({ title: 'Team path', courseIds: [draftCourse.id, open.id] });
    const learner = await newTestLearner(test, fixture.accountId);
    expect((await learner.call('GET', `/api/learner/playlists/${playlist.id}`)).statusCode).toBe(404);

    await fixture.call('PUT', `/api/playlists/${playlist.id}`, { version: 1, userGroups: [group!.id] });
    await fixture.call('POST', `/api/playlists/${playlist.id}/publish`);
    expect((await learner.call('GET', `/api/learner/playlists/${playlist.id}`)).statusCode).toBe(404);
    expect((await learner.call('GET', '/api/learner/playlists')).json().items).not.toContainEqual(
      expect.objectContaining({ id: playlist.id }),
    );

    await test.database.db.insert(userGroupMembers).values({ accountId: fixture.accountId, userGroupId: group!.id, userId: learner.id });
    const seen = (await learner.call('GET', `/api/learner/playlists/${playlist.id}`)).json() as LearnerPlaylist;
    expect(seen.courses.map((course) => course.title)).toEqual(['Open']);
    expect(seen.courses[0]!.locked).toBe(false);

    const outsider = await newTestLearner(test, fixture.outsider.accountId);
    expect((await outsider.call('GET', `/api/learner/playlists/${playlist.id}`)).statusCode).toBe(404);
  });
});
