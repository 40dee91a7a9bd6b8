import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountFeatureSwitch } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { accounts } from '../../db/schema.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { readAccountSwitches } from './switches.ts';
import { newPerson, playWell } from './test-learners.ts';

// A test per switch of spec §3.6: each is changed through PUT /api/account/settings, as the settings page
// does, and what the server does changes with it.
let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Switches');
});
afterAll(() => test.close());

async function setSwitch(name: AccountFeatureSwitch, value: boolean) {
  const response = await fixture.call('PUT', '/api/account/settings', { switches: { [name]: value } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().switches[name]).toBe(value);
}

/** Runs the check with the switch off, then on again (the fixture's state for the other tests). */
async function withSwitchOff(name: AccountFeatureSwitch, check: () => Promise<void>) {
  await setSwitch(name, false);
  try {
    await check();
  } finally {
    await setSwitch(name, true);
  }
}

const setPlan = (planKind: string) => test.database.db.update(accounts).set({ planKind }).where(eq(accounts.id, fixture.accountId));

describe('leaderboardEnabled', () => {
  it('no leaderboard anywhere when off: the board, the course, the finish, and enabling one on a course', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Board', leaderboard: true });
    const lesson = await addPublishedLesson(fixture, course.id);
    const learner = await newPerson(test, fixture.accountId);
    expect((await playWell(learner, lesson.id)).leaderboardEnabled).toBe(true);
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/leaderboard`)).json().items).toHaveLength(1);

    await withSwitchOff('leaderboardEnabled', async () => {
      expect((await learner.call('GET', `/api/learner/courses/${course.id}/leaderboard`)).json()).toEqual({ enabled: false, items: [] });
      expect((await learner.call('GET', `/api/learner/courses/${course.id}`)).json().leaderboardEnabled).toBe(false);
      expect((await playWell(learner, lesson.id)).leaderboardEnabled).toBe(false);
      const other = await fixture.createCourse('Another board');
      const enabling = await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: other.id, isEnabled: true });
      expect([enabling.statusCode, enabling.json().code]).toEqual([403, 'feature_disabled']);
      // Switching a course's board off stays possible.
      expect((await fixture.call('POST', '/api/v2/leaderBoard/enable', { courseId: other.id, isEnabled: false })).statusCode).toBe(200);
    });
  });
});

describe('starsEnabled', () => {
  it('gives no stars when off; the lesson still scores', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Stars' });
    const lesson = await addPublishedLesson(fixture, course.id);
    const withStars = await playWell(await newPerson(test, fixture.accountId), lesson.id);
    expect(withStars.stars).toBeGreaterThan(0);
    await withSwitchOff('starsEnabled', async () => {
      const learner = await newPerson(test, fixture.accountId);
      const finished = await playWell(learner, lesson.id);
      expect({ score: finished.score, stars: finished.stars, newStars: finished.newStars }).toEqual({
        score: withStars.score,
        stars: 0,
        newStars: 0,
      });
      expect((await learner.call('GET', '/api/learner/profile')).json().stars).toBe(0);
    });
  });
});

describe('coursePrerequisitesEnabled', () => {
  it('when off, prerequisites can be neither set nor enforced', async () => {
    const first = await createLearnerCourse(fixture, { title: 'First' });
    const second = await createLearnerCourse(fixture, { title: 'Second' });
    const set = await fixture.call('PUT', `/api/courses/${second.id}/prerequisites`, { prerequisites: [first.id] });
    expect(set.statusCode, set.body).toBe(200);
    const learner = await newPerson(test, fixture.accountId);
    const lockOf = async () => (await learner.call('GET', `/api/learner/courses/${second.id}`)).json().locked;
    expect(await lockOf()).toBe(true);
    await withSwitchOff('coursePrerequisitesEnabled', async () => {
      expect(await lockOf()).toBe(false);
      const refused = await fixture.call('PUT', `/api/courses/${second.id}/prerequisites`, { prerequisites: [] });
      expect([refused.statusCode, refused.json().code, refused.json().details]).toEqual([
        403,
        'feature_disabled',
        { switch: 'coursePrerequisitesEnabled' },
      ]);
    });
  });
});

describe('courseCompletionCertificateEnabled and isCompletionCertificateAllowed', () => {
  it('give a certificate only when switched on and allowed by the plan', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Certified' });
    const lesson = await addPublishedLesson(fixture, course.id);
    const learner = await newPerson(test, fixture.accountId);
    expect((await playWell(learner, lesson.id)).course.certificateAvailable).toBe(true);
    const certificate = () => learner.call('GET', `/api/learner/courses/${course.id}/certificate`);
    expect((await certificate()).statusCode).toBe(200);

    await withSwitchOff('courseCompletionCertificateEnabled', async () => {
      expect((await certificate()).statusCode).toBe(404);
      expect((await learner.call('GET', `/api/learner/courses/${course.id}`)).json().certificateAvailable).toBe(false);
    });

    await setPlan('freemium');
    try {
      expect((await fixture.call('GET', '/api/account')).json().isCompletionCertificateAllowed).toBe(false);
      expect((await certificate()).statusCode).toBe(404);
    } finally {
      await setPlan('enterprise');
    }
    expect((await certificate()).statusCode).toBe(200);
  });
});

describe('coursePublicPreviewLinksEnabled', () => {
  it('when off, no public preview link (url slug) is made or changed', async () => {
    const course = await fixture.createCourse('Public');
    const slug = `course-${crypto.randomUUID().slice(0, 8)}`;
    await withSwitchOff('coursePublicPreviewLinksEnabled', async () => {
      const refused = await fixture.call('POST', `/api/courses/${course.id}/public-details/url-slugs`, { urlSlug: slug });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'feature_disabled']);
    });
    expect((await fixture.call('POST', `/api/courses/${course.id}/public-details/url-slugs`, { urlSlug: slug })).statusCode).toBe(201);
  });
});

describe('certificationEnabled', () => {
  it('recurring certification needs the switch, and a plan that includes it', async () => {
    const course = await fixture.createCourse('Recurring');
    const recur = async () => {
      const current = await fixture.getCourse(course.id);
      return fixture.call('PUT', `/api/courses/${course.id}`, {
        version: current.version,
        mandatory: { type: 'recurring-completion-date' },
      });
    };
    // Test accounts start with it on (test-support/people.ts); off first, then on again as the fixture had it.
    await setSwitch('certificationEnabled', false);
    const refused = await recur();
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'feature_disabled']);
    await setSwitch('certificationEnabled', true);
    try {
      await setPlan('freemium');
      const free = await recur();
      expect([free.statusCode, free.json().code, free.json().details]).toEqual([
        403,
        'plan_upgrade_required',
        { feature: 'recurring-certification' },
      ]);
      await setPlan('enterprise');
      const accepted = await recur();
      expect([accepted.statusCode, accepted.json().mandatory.type]).toEqual([200, 'recurring-completion-date']);
    } finally {
      await setPlan('enterprise');
      await setSwitch('certificationEnabled', true);
    }
  });
});

// Switches the server only stores and answers: their behaviour is proven where it lives — dynamic groups
// in user-groups/group-management.test.ts, avatar uploads in people/avatar.test.ts, offline play in the web
// app's LessonPlayPage.test.tsx, the star bar in its ProfilePage.test.tsx. The activity feed, brain boost
// and mindful learning have no feature yet (the settings page says so); what those will read is this answer.
describe.each([
  'avatarUploadEnabled',
  'dynamicUserGroupEnabled',
  'hideActivityFeedEnabled',
  'offlineEnabled',
  'brainboostEnabled',
  'mindfulLearningEnabled',
  'starBarEnabled',
] as const)('%s', (name) => {
  it('is read the same way by the account info, the settings and server code, and follows a change', async () => {
    for (const value of [true, false, true]) {
      await setSwitch(name, value);
      expect((await fixture.call('GET', '/api/account', undefined, 'app-user')).json()[name]).toBe(value);
      expect((await readAccountSwitches(test.database.db, fixture.accountId))[name]).toBe(value);
    }
    const other = await fixture.call('GET', '/api/account', undefined, 'outsider');
    expect(other.json()[name]).toBe((await readAccountSwitches(test.database.db, fixture.outsider.accountId))[name]);
  });
});

describe('isSpacedRepetitionAllowed', () => {
  it('comes with the plan: not on the free plan', async () => {
    expect((await fixture.call('GET', '/api/account')).json().isSpacedRepetitionAllowed).toBe(true);
    await setPlan('freemium');
    try {
      expect((await fixture.call('GET', '/api/account')).json().isSpacedRepetitionAllowed).toBe(false);
    } finally {
      await setPlan('enterprise');
    }
  });
});
