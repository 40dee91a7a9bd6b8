import { eq } from 'drizzle-orm';
import { lessons, users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** A session cookie for a seeded demo person, by e-mail. */
export async function signedInAsDemo(test: TestApp, email: string): Promise<string> {
  const [person] = await test.database.db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, email));
  if (!person) throw new Error(`no demo person ${email}; seed first`);
  return test.sessionCookieFor(person);
}

/** The id of a seeded lesson, by its title (the demo's titles are unique). */
export async function demoLessonIdOf(test: TestApp, title: string): Promise<string> {
  const [lesson] = await test.database.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.title, title));
  if (!lesson) throw new Error(`no demo lesson "${title}"; seed first`);
  return lesson.id;
}
