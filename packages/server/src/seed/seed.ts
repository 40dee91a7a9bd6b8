import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { defaultCourse, DEFAULT_LESSON_LANGUAGE } from '@slidewise/core';
import type { Database, Executor } from '../db/client.ts';
import {
  accounts,
  coursePublicDetails,
  courses,
  lessons,
  publicDetailItems,
  tags,
  topics,
  urlSlugs,
  userGroupMembers,
  userGroups,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { courseRowValues } from '../modules/courses/course-assembly.ts';
import { newLessonData } from '../modules/lessons/lesson-defaults.ts';
import { ranksBetween } from '../modules/lessons/rank.ts';
import { insertLatestDeck, publishSlides } from '../modules/lesson-authoring/repo.ts';
import { prepareDeck } from '../modules/lesson-authoring/deck-preparation.ts';
import { demoTemplateSlides, demoTitleSlides } from './demo-slides.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoSessions } from './demo-sessions.ts';
import {
  DEMO_ACCOUNT_NAME,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  demoCourses,
  demoPeople,
  demoUserGroups,
  type DemoCourse,
} from './demo-content.ts';

export { DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_LEARNER_EMAIL } from './demo-content.ts';
/** The demo sign-in printed at start-up; change the password once signed in. */
export const DEMO_CREDENTIALS = { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } as const;

// Any fixed number: servers starting together on one empty PostgreSQL seed once, not twice.
const SEED_LOCK_KEY = 72_411_906;
const ONE_MINUTE_MS = 60_000;
const DEMO_AUTHOR_NAME = 'Arthur Author';
/** The demo shows leaderboards, stars, course prerequisites and offline play, which spec §3.6 switches off by default. */
const demoSwitches = {
  leaderboardEnabled: true,
  offlineEnabled: true,
  starsEnabled: true,
  starBarEnabled: true,
  coursePrerequisitesEnabled: true,
  certificationEnabled: true,
};

/** Seeds the demo account when the database has no account at all. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  // Restarts on a filled database must stay fast: look before paying for a password hash.
  if (await hasAnyAccount(db)) return false;
  // One hash for every demo person: argon2 is deliberately slow, and start-up should not be.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnyAccount(tx)) return false;

    const [account] = await tx
      .insert(accounts)
      .values({ name: DEMO_ACCOUNT_NAME, planKind: 'enterprise', settings: demoSwitches, createdAt: now })
      .returning({ id: accounts.id });
    const accountId = account!.id;

    const people = await tx
      .insert(users)
      .values(demoPeople.map((person) => ({ ...person, accountId, passwordHash, createdAt: now })))
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(people.map((person) => [person.email, person.id]));

    for (const group of demoUserGroups) {
      const [row] = await tx.insert(userGroups).values({ accountId, name: group.name, createdAt: now }).returning({ id: userGroups.id });
      await tx
        .insert(userGroupMembers)
        .values(group.memberEmails.map((email) => ({ accountId, userGroupId: row!.id, userId: userIdByEmail.get(email)! })));
    }

    for (const [index, course] of demoCourses.entries()) {
      // A minute apart and never in the future, so "newest first" is well defined.
      const createdAt = new Date(now.getTime() - (demoCourses.length - 1 - index) * ONE_MINUTE_MS);
      await insertDemoCourse(tx, accountId, course, createdAt);
    }
    await seedDemoActivities(tx, accountId, now);
    await seedDemoSessions(tx, accountId, now);
    return true;
  });
}

async function insertDemoCourse(tx: Executor, accountId: string, course: DemoCourse, createdAt: Date): Promise<void> {
  const published = course.courseStatus === 'Published';
  const tagRows = course.tags?.length
    ? await tx
        .insert(tags)
        .values(course.tags.map((name) => ({ accountId, name, createdAt })))
        .returning({ id: tags.id, name: tags.name })
    : [];
  const values = courseRowValues(
    defaultCourse({
      title: course.title,
      description: course.description,
      courseStatus: course.courseStatus,
      display: { active: published },
      publishOn: published ? createdAt.toISOString() : null,
      tags: tagRows,
      universalAccess: true,
      ...(course.thumbnail ? { thumbnail: course.thumbnail } : {}),
    }),
  );
  const [row] = await tx
    .insert(courses)
    .values({ accountId, ...values, createdAt, modifiedAt: createdAt })
    .returning({ id: courses.id });
  const courseId = row!.id;

  if (course.lessons.length > 0) {
    const ranks = ranksBetween(null, null, course.lessons.length);
    const rows = await tx
      .insert(lessons)
      .values(
        course.lessons.map((lesson, position) => {
          const data = newLessonData(lesson.kind, { author: DEMO_AUTHOR_NAME });
          return {
            accountId,
            courseId,
            kind: lesson.kind,
            title: lesson.title,
            description: lesson.description,
            rank: ranks[position]!,
            data,
            // Published lessons start with their Published version equal to the Latest one.
            publishedData: lesson.isPublished ? { ...data, title: lesson.title, description: lesson.description } : null,
            isPublished: lesson.isPublished,
            createdAt,
            modifiedAt: createdAt,
          };
        }),
      )
      .returning({ id: lessons.id });
    // Slides go through the same checks, sanitising and question derivation as an author's save.
    for (const [position, lesson] of course.lessons.entries()) {
      const slides = lessonSlides(lesson);
      if (slides.length === 0) continue;
      await insertLatestDeck(
        tx,
        { accountId, lessonId: rows[position]!.id, newIdentifier: randomUUID(), language: DEFAULT_LESSON_LANGUAGE, now: createdAt },
        prepareDeck(slides, new Map()).stored,
      );
    }
    await publishSlides(
      tx,
      rows.filter((_, position) => course.lessons[position]!.isPublished).map((row) => row.id),
    );
  }
  if (course.topics?.length) await tx.insert(topics).values(course.topics.map((name) => ({ accountId, courseId, name, createdAt })));
  if (course.publicDetail) {
    const [detail] = await tx
      .insert(coursePublicDetails)
      .values({ accountId, courseId, createdAt })
      .returning({ id: coursePublicDetails.id });
    await tx.insert(urlSlugs).values({ accountId, publicDetailId: detail!.id, slug: course.publicDetail.urlSlug, createdAt });
    await tx.insert(publicDetailItems).values(
      course.publicDetail.links.map((link) => ({
        accountId,
        publicDetailId: detail!.id,
        kind: 'course-link' as const,
        title: link.title,
        url: link.url,
        createdAt,
      })),
    );
  }
}

function lessonSlides(lesson: DemoCourse['lessons'][number]) {
  const slides = lesson.templateCategories
    ? demoTemplateSlides(lesson.title, lesson.templateCategories)
    : demoTitleSlides(lesson.slideTitles ?? []);
  const first = slides[0];
  if (lesson.narration && first) {
    first.data = { ...first.data, narration: { audio_file: lesson.narration, progress_on_completion: false, can_not_be_skipped: false } };
  }
  return slides;
}

async function hasAnyAccount(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length > 0;
}
