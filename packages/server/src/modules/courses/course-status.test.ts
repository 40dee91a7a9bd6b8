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

const post = (courseId: string, action: string, payload?: unknown, as?: Parameters<CourseAdminFixture['call']>[3]) =>
  fixture.call('POST', `/api/courses/${courseId}/${action}`, payload, as);
const hoursFromNow = (hours: number) => new Date(test.clock.now().getTime() + hours * 3_600_000).toISOString();

describe('publish', () => {
  it('publishes now: display active, tags set, publishOn now, new version', async () => {
    const course = await fixture.createCourse();
    const tag = (await fixture.call('POST', '/api/tags', { name: 'Launch' })).json();
    const response = await post(course.id, 'publish', { tagIds: [tag.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      courseStatus: 'Published',
      display: { active: true },
      publishOn: test.clock.now().toISOString(),
      tags: [{ id: tag.id, name: 'Launch' }],
      version: course.version + 1,
    });
  });

  it('answers 409 naming both statuses for a course under review, and for an archived one', async () => {
    const course = await fixture.createCourse();
    await post(course.id, 'submit-for-review');
    const inReview = await post(course.id, 'publish', {});
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json()).toMatchObject({ code: 'illegal_status_change', message: 'A course cannot go from In Review to Published.' });
    const archived = await fixture.createCourse();
    await post(archived.id, 'archive');
    expect((await post(archived.id, 'publish', {})).json().message).toBe('A course cannot go from Archived to Published.');
  });

  it('answers 400 for a bad body, 404 for another account, 403 to a reviewer, 409 for a stale version', async () => {
    const course = await fixture.createCourse();
    expect((await post(course.id, 'publish', { tagIds: 'all' })).statusCode).toBe(400);
    expect((await post(course.id, 'publish', {}, 'outsider')).statusCode).toBe(404);
    expect((await post(course.id, 'publish', {}, 'reviewer')).statusCode).toBe(403);
    expect((await post(course.id, 'publish', { version: course.version + 5 })).statusCode).toBe(409);
  });
});

describe('schedule', () => {
  it('Later makes the course Scheduled with publishOn, display active', async () => {
    const course = await fixture.createCourse();
    const publishOn = hoursFromNow(2);
    const unpublishOn = hoursFromNow(48);
    const response = await post(course.id, 'schedule', { scheduleStatus: 'Later', publishOn, unpublishOn, version: course.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ courseStatus: 'Scheduled', display: { active: true }, publishOn, unpublishOn });
  });

  it('Now publishes at once', async () => {
    const course = await fixture.createCourse();
    expect((await post(course.id, 'schedule', { scheduleStatus: 'Now' })).json()).toMatchObject({
      courseStatus: 'Published',
      publishOn: test.clock.now().toISOString(),
    });
  });

  it('answers 400 for Later without publishOn, or a publishOn that has passed', async () => {
    const course = await fixture.createCourse();
    const missing = await post(course.id, 'schedule', { scheduleStatus: 'Later' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^publishOn: /);
    const past = await post(course.id, 'schedule', { scheduleStatus: 'Later', publishOn: hoursFromNow(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('invalid_schedule');
  });

  it('answers 404 for another account, 403 to a learner, 409 for a stale version and for a published course', async () => {
    const course = await fixture.createCourse();
    const later = { scheduleStatus: 'Later', publishOn: hoursFromNow(1) };
    expect((await post(course.id, 'schedule', later, 'outsider')).statusCode).toBe(404);
    expect((await post(course.id, 'schedule', later, 'app-user')).statusCode).toBe(403);
    expect((await post(course.id, 'schedule', { ...later, version: 99 })).statusCode).toBe(409);
    await post(course.id, 'publish', {});
    expect((await post(course.id, 'schedule', later)).json().message).toBe('A course cannot go from Published to Scheduled.');
  });
});

describe('unpublish', () => {
  it('sends a published course back to Draft, display inactive, publishOn cleared (no body needed)', async () => {
    const course = await fixture.createCourse();
    await post(course.id, 'publish', {});
    const response = await post(course.id, 'unpublish');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ courseStatus: 'Draft', display: { active: false }, publishOn: null });
  });

  it('answers 409 for a draft, naming its status, so the editor can restore it', async () => {
    const course = await fixture.createCourse();
    const response = await post(course.id, 'unpublish');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'illegal_status_change',
      message: 'A Draft course cannot be unpublished: only Published or Scheduled courses can.',
    });
  });

  it('answers 400 for a bad body, 404 for another account, 403 to a facilitator, 409 for a stale version', async () => {
    const course = await fixture.createCourse();
    await post(course.id, 'publish', {});
    expect((await post(course.id, 'unpublish', { version: 'one' })).statusCode).toBe(400);
    expect((await post(course.id, 'unpublish', undefined, 'outsider')).statusCode).toBe(404);
    expect((await post(course.id, 'unpublish', undefined, 'facilitator')).statusCode).toBe(403);
    expect((await post(course.id, 'unpublish', { version: 1 })).statusCode).toBe(409);
  });
});

describe('draft, archive and review', () => {
  it('goes through review: authors submit, reviewers mark reviewed, then it may be published', async () => {
    const course = await fixture.createCourse();
    expect((await post(course.id, 'submit-for-review', undefined, 'content-author')).json().courseStatus).toBe('InReview');
    expect((await post(course.id, 'mark-reviewed', undefined, 'content-author')).statusCode).toBe(403);
    expect((await post(course.id, 'mark-reviewed', undefined, 'course-reviewer')).json().courseStatus).toBe('Reviewed');
    expect((await post(course.id, 'publish', {})).json().courseStatus).toBe('Published');
  });

  it('archives, and brings an archived course back only as a draft', async () => {
    const course = await fixture.createCourse();
    await post(course.id, 'publish', {});
    expect((await post(course.id, 'archive')).json()).toMatchObject({
      courseStatus: 'Archived',
      display: { active: false },
      publishOn: null,
    });
    expect((await post(course.id, 'submit-for-review')).statusCode).toBe(409);
    expect((await post(course.id, 'draft')).json().courseStatus).toBe('Draft');
    expect((await post(course.id, 'draft')).json().message).toBe('A course cannot go from Draft to Draft.');
  });

  it.each(['draft', 'archive', 'submit-for-review', 'mark-reviewed'])(
    '%s: 404 for another account, 409 for a stale version, 400 for a bad body',
    async (action) => {
      const course = await fixture.createCourse();
      expect((await post(course.id, action, undefined, 'outsider')).statusCode).toBe(404);
      expect((await post(course.id, action, { version: 42 })).statusCode).toBe(409);
      expect((await post(course.id, action, { version: -1 })).statusCode).toBe(400);
      expect((await post(course.id, action, undefined, 'app-user')).statusCode).toBe(403);
    },
  );
});
