import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { newPerson, playWell } from './test-learners.ts';

// What each role of docs/permissions.md does beyond reaching routes: the duties the matrix names,
// tried through the API as someone holding the role.
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Role duties');
});
afterAll(() => test.close());

describe('manager-analytics', () => {
  it("reads any course's results and changes nothing", async () => {
    const course = await createLearnerCourse(fixture, { title: 'Reported' });
    const analyst = await newPerson(test, fixture.accountId, ['manager-analytics']);
    expect((await analyst.call('GET', `/api/courses/${course.id}/results`)).statusCode).toBe(200);
    expect((await analyst.call('GET', '/api/courses')).statusCode).toBe(200);
    expect((await analyst.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'No' })).statusCode).toBe(403);
  });
});

describe('exclude-from-analytics and hidden-user', () => {
  it('are left out of course results and leaderboards, while they still play', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Ranked', leaderboard: true });
    const lesson = await addPublishedLesson(fixture, course.id);
    const counted = await newPerson(test, fixture.accountId, ['app-user'], ['Counted', 'Learner']);
    const excluded = await newPerson(test, fixture.accountId, ['app-user', 'exclude-from-analytics'], ['Excluded', 'Learner']);
    const hidden = await newPerson(test, fixture.accountId, ['app-user', 'hidden-user'], ['Hidden', 'Learner']);
    for (const learner of [counted, excluded, hidden]) expect((await playWell(learner, lesson.id)).score).toBeGreaterThan(0);

    const board = (await hidden.call('GET', `/api/learner/courses/${course.id}/leaderboard`)).json();
    expect(board.items.map((item: { userId: string }) => item.userId)).toEqual([counted.id]);
    const results = (await fixture.call('GET', `/api/courses/${course.id}/results`)).json();
    expect(results.items.map((item: { userId: string }) => item.userId)).toEqual([counted.id]);
  });
});

describe('demo-user', () => {
  it('reads the authoring side and writes nothing, whatever else the person holds', async () => {
    const course = await fixture.createCourse('Shown to the demo');
    const demo = await newPerson(test, fixture.accountId, ['demo-user']);
    expect((await demo.call('GET', `/api/courses/${course.id}`)).statusCode).toBe(200);
    expect((await demo.call('GET', '/api/account/settings')).statusCode).toBe(200);
    const demoAuthor = await newPerson(test, fixture.accountId, ['demo-user', 'content-author']);
    const refused = await demoAuthor.call('POST', '/api/courses', { title: 'Not made' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'read_only']);
    const demoOwner = await newPerson(test, fixture.accountId, ['demo-user', 'account-owner']);
    expect((await demoOwner.call('PUT', '/api/account/settings', { name: 'Not renamed' })).json().code).toBe('read_only');
  });
});

describe('seo-admin', () => {
  it("edits every course's public page and nothing else of the course", async () => {
    const course = await fixture.createCourse('Public page');
    const seo = await newPerson(test, fixture.accountId, ['seo-admin']);
    expect((await seo.call('POST', `/api/courses/${course.id}/public-details`, {})).statusCode).toBeLessThan(300);
    const slug = `seo-${crypto.randomUUID().slice(0, 8)}`;
    expect((await seo.call('POST', `/api/courses/${course.id}/public-details/url-slugs`, { urlSlug: slug })).statusCode).toBe(201);
    expect((await seo.call('PUT', `/api/courses/${course.id}`, { version: course.version, title: 'No' })).statusCode).toBe(403);
    // A restricted author still edits only the public pages of courses shared with them.
    const restricted = await fixture.call('POST', `/api/courses/${course.id}/public-details`, {}, 'restricted-author');
    expect(restricted.statusCode).toBe(403);
  });
});

describe('manage-teams', () => {
  it("keeps the account's user groups and nothing of its courses", async () => {
    const teams = await newPerson(test, fixture.accountId, ['manage-teams']);
    const created = await teams.call('POST', '/api/usergroups', { name: `Team ${crypto.randomUUID().slice(0, 6)}` });
    expect(created.statusCode, created.body).toBe(201);
    expect((await teams.call('GET', '/api/usergroups')).statusCode).toBe(200);
    expect((await teams.call('GET', '/api/courses')).statusCode).toBe(403);
  });
});

describe.each(['reviewer', 'course-reviewer'] as const)('%s', (role) => {
  it('ends the review of a course in review, and edits nothing', async () => {
    const course = await fixture.createCourse(`In review for ${role}`);
    expect((await fixture.call('POST', `/api/courses/${course.id}/submit-for-review`, {})).statusCode).toBe(200);
    const reviewer = await newPerson(test, fixture.accountId, [role]);
    const reviewed = await reviewer.call('POST', `/api/courses/${course.id}/mark-reviewed`, {});
    expect([reviewed.statusCode, reviewed.json().courseStatus]).toEqual([200, 'Reviewed']);
    expect((await reviewer.call('PUT', `/api/courses/${course.id}`, { version: reviewed.json().version, title: 'No' })).statusCode).toBe(
      403,
    );
  });
});
