import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { findSlideTemplate, slideTemplates, templateCategories, type Slide } from '@slidewise/core';
import { assertSlidesValid } from '../modules/lesson-authoring/slide-preparation.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test-support/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  accounts,
  coursePublicDetails,
  courses,
  lessons,
  tags,
  topics,
  urlSlugs,
  userGroupMembers,
  userGroups,
  users,
} from '../db/schema.ts';
import { DEMO_CREDENTIALS, seedDemoIfEmpty } from './seed.ts';
import { DEMO_LEARNER_EMAIL } from './demo-content.ts';

// An empty database of its own: the worker's shared one is seeded already, and the counts below are of every row.
let database: DatabaseHandle;
let test: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp({}, database);
});
afterAll(async () => {
  await test.close();
  await database.close();
});

type CountedTable =
  | typeof accounts
  | typeof users
  | typeof userGroups
  | typeof userGroupMembers
  | typeof courses
  | typeof lessons
  | typeof tags
  | typeof topics;
const total = async (table: CountedTable | typeof coursePublicDetails | typeof urlSlugs) =>
  (await test.database.db.select({ total: count() }).from(table))[0]!.total;

describe('demo seed', () => {
  it('fills an empty database once: one account, seven people (a platform administrator among them), two groups, two courses, ten lessons, tags, a topic, public details', async () => {
    expect(await seedDemoIfEmpty(test.database.db)).toBe(true);
    expect(await seedDemoIfEmpty(test.database.db)).toBe(false);
    expect(await total(accounts)).toBe(1);
    expect(await total(users)).toBe(7);
    expect(await total(userGroups)).toBe(2);
    expect(await total(userGroupMembers)).toBe(2);
    expect(await total(courses)).toBe(2);
    expect(await total(lessons)).toBe(10);
    expect(await total(tags)).toBe(2);
    expect(await total(topics)).toBe(1);
    expect(await total(coursePublicDetails)).toBe(1);
    expect(await total(urlSlugs)).toBe(1);
  });

  it('lets the owner sign in with the printed credentials and see the sample courses', async () => {
    const login = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_CREDENTIALS });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ userRoles: ['account-owner'], userName: 'Olivia Owner' });
    const cookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const list = (await test.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } })).json();
    expect(list.items.map((item: { title: string; courseStatus: string }) => [item.title, item.courseStatus])).toEqual([
      ['Welcome to Slidewise', 'Published'],
      ['Customer conversations (draft)', 'Draft'],
    ]);
    const welcome = (await test.app.inject({ method: 'GET', url: `/api/courses/${list.items[0].id}`, headers: { cookie } })).json();
    expect(welcome.lessons.map((lesson: { isPublished: boolean }) => lesson.isPublished)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(welcome.display.active).toBe(true);
    expect(welcome.tags.map((tag: { name: string }) => tag.name)).toEqual(['Onboarding', 'Product tour']);
    const lessonList = (await test.app.inject({ method: 'GET', url: `/api/course/${welcome.id}/lessons`, headers: { cookie } })).json();
    expect(lessonList.map((lesson: { kind: string }) => lesson.kind)).toEqual([
      'Lesson',
      'Lesson',
      'Lesson',
      'Lesson',
      'Lesson',
      'Lesson',
      'Discussion',
      'Assessment',
      'Observation',
      'Conference',
    ]);
    const published = (
      await test.app.inject({ method: 'GET', url: `/api/lessons/${lessonList[0].id}?versionType=Published`, headers: { cookie } })
    ).json();
    expect(published.configuration.slides.map((slide: { name: string }) => slide.name)).toEqual(['Small lessons, often', 'On any device']);
    const details = (
      await test.app.inject({ method: 'GET', url: `/api/courses/${welcome.id}/public-details`, headers: { cookie } })
    ).json();
    expect(details).toEqual([
      expect.objectContaining({
        urlSlug: 'welcome-to-slidewise',
        courseLinks: [expect.objectContaining({ title: 'Microlearning on Wikipedia' })],
      }),
    ]);
    const plan = (await test.app.inject({ method: 'GET', url: '/api/plan', headers: { cookie } })).json();
    expect(plan.currentPlan.isEnterprise).toBe(true);
  });

  it('gives the sample course lessons whose slides use templates of every category, each valid, with derived questions', async () => {
    const [owner] = await test.database.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.email, DEMO_CREDENTIALS.email));
    const cookie = await test.sessionCookieFor(owner!);
    const list = (await test.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } })).json();
    const lessonList = (
      await test.app.inject({ method: 'GET', url: `/api/course/${list.items[0].id}/lessons`, headers: { cookie } })
    ).json();
    const categories = new Set<string>();
    let questions = 0;
    for (const lesson of lessonList.filter((item: { kind: string }) => item.kind === 'Lesson')) {
      const config = (await test.app.inject({ method: 'GET', url: `/api/lesson-authoring/${lesson.id}`, headers: { cookie } })).json();
      expect(() => assertSlidesValid(config.slides)).not.toThrow();
      for (const slide of config.slides as Slide[]) {
        categories.add(findSlideTemplate(slide.type)!.category);
        questions += slide.metadata.questions.length;
      }
    }
    // Every category the catalogue offers (all nine of templates §3.1 once every family is in).
    const offered = new Set(
      slideTemplates.filter((template) => template.visibleInPicker && template.examples.length > 0).map((template) => template.category),
    );
    expect([...categories].sort()).toEqual([...offered].sort());
    expect(templateCategories).toEqual(expect.arrayContaining([...categories]));
    expect(questions).toBeGreaterThan(0);
    const tour = lessonList.find((item: { title: string }) => item.title === 'Slides that ask');
    const published = (
      await test.app.inject({ method: 'GET', url: `/api/lessons/${tour.id}?versionType=Published`, headers: { cookie } })
    ).json();
    expect(published.configuration.slides.length).toBeGreaterThan(4);
  });

  it('shows pictures and a narration that ship with the app', async () => {
    const [owner] = await test.database.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.email, DEMO_CREDENTIALS.email));
    const cookie = await test.sessionCookieFor(owner!);
    const list = (await test.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } })).json();
    const welcome = list.items.find((course: { title: string }) => course.title === 'Welcome to Slidewise');
    expect(welcome.thumbnail).toBe('/examples/images/welcome-cover.jpg');
    const lessonList = (await test.app.inject({ method: 'GET', url: `/api/course/${welcome.id}/lessons`, headers: { cookie } })).json();
    const playing = lessonList.find((item: { title: string }) => item.title === 'Playing a lesson');
    const config = (await test.app.inject({ method: 'GET', url: `/api/lesson-authoring/${playing.id}`, headers: { cookie } })).json();
    expect(config.slides[0].data.narration).toEqual({
      audio_file: '/examples/media/narration-welcome.mp3',
      progress_on_completion: false,
      can_not_be_skipped: false,
    });
  });

  it('lets the demo learner sign in and take the published sample course', async () => {
    // Seeded at the real time: bring the test clock past it, so the course's publishOn has come.
    test.clock.advance(Date.now() - test.clock.now().getTime() + 60_000);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LEARNER_EMAIL, password: DEMO_CREDENTIALS.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ userRoles: ['app-user'] });
    const cookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const courses = (await test.app.inject({ method: 'GET', url: '/api/learner/courses', headers: { cookie } })).json();
    expect(courses.items.map((item: { title: string }) => item.title)).toEqual(['Welcome to Slidewise']);
    const course = (
      await test.app.inject({ method: 'GET', url: `/api/learner/courses/${courses.items[0].id}`, headers: { cookie } })
    ).json();
    const playable = course.lessons.find((lesson: { title: string }) => lesson.title === 'Slides that ask');
    const lesson = await test.app.inject({ method: 'GET', url: `/api/learner/lessons/${playable.id}`, headers: { cookie } });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().lesson.slides.length).toBeGreaterThan(0);
  });

  it('gives every demo person the same password', async () => {
    for (const email of [
      'author@demo.slidewise.dev',
      'facilitator@demo.slidewise.dev',
      'learner1@demo.slidewise.dev',
      'learner2@demo.slidewise.dev',
      'platform@demo.slidewise.dev',
    ]) {
      const login = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_CREDENTIALS.password },
      });
      expect({ email, status: login.statusCode }).toEqual({ email, status: 200 });
    }
  });
});
