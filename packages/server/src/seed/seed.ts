import { sql } from 'drizzle-orm';
import { defaultCourse } from '@slidewise/core';
import type { Database, Executor } from '../db/client.ts';
import { accounts, courses, lessons, userGroupMembers, userGroups, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DEMO_ACCOUNT_NAME, DEMO_OWNER_EMAIL, DEMO_PASSWORD, demoCourses, demoPeople, demoUserGroups } from './demo-content.ts';

export { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './demo-content.ts';
/** The demo sign-in printed at start-up; change the password once signed in. */
export const DEMO_CREDENTIALS = { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } as const;

// Any fixed number: servers starting together on one empty PostgreSQL seed once, not twice.
const SEED_LOCK_KEY = 72_411_906;
const ONE_MINUTE_MS = 60_000;

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
      .values({ name: DEMO_ACCOUNT_NAME, planKind: 'enterprise', createdAt: now })
      .returning({ id: accounts.id });
    const accountId = account!.id;

    const people = await tx
      .insert(users)
      .values(demoPeople.map((person) => ({ ...person, accountId, passwordHash, createdAt: now })))
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(people.map((person) => [person.email, person.id]));

    for (const group of demoUserGroups) {
      const [row] = await tx.insert(userGroups).values({ accountId, name: group.name, createdAt: now }).returning({ id: userGroups.id });
      await tx.insert(userGroupMembers).values(group.memberEmails.map((email) => ({ accountId, userGroupId: row!.id, userId: userIdByEmail.get(email)! })));
    }

    for (const [index, course] of demoCourses.entries()) {
      // A minute apart and never in the future, so "newest first" is well defined.
      const createdAt = new Date(now.getTime() - (demoCourses.length - 1 - index) * ONE_MINUTE_MS);
      const published = course.courseStatus === 'Published';
      const data = { ...defaultCourse({ display: { active: published }, publishOn: published ? createdAt.toISOString() : null }) };
      const { id: _id, title: _title, description: _description, courseStatus: _status, lessons: _lessons, ...rest } = data;
      const [row] = await tx
        .insert(courses)
        .values({ accountId, title: course.title, description: course.description, courseStatus: course.courseStatus, data: rest, createdAt, modifiedAt: createdAt })
        .returning({ id: courses.id });
      if (course.lessons.length === 0) continue;
      await tx.insert(lessons).values(
        course.lessons.map((lesson, position) => ({
          accountId,
          courseId: row!.id,
          kind: lesson.kind,
          title: lesson.title,
          rank: `a${position}`,
          data: { description: lesson.description, isPublished: lesson.isPublished },
          createdAt,
        })),
      );
    }
    return true;
  });
}

async function hasAnyAccount(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length > 0;
}
