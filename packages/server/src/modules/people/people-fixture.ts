import { eq } from 'drizzle-orm';
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/index.ts';
import { signedInAsDemo } from '../../test-support/demo.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { userGroups, users } from '../../db/schema.ts';

/**
 * A test app on a seeded database of its own (these suites change the demo account's people), with the
 * demo owner signed in and helpers to call the people routes.
 */
export async function peopleFixture() {
  const test: TestApp = await createTestApp({}, await createTestDatabase({ seeded: true }));
  await seedDemoIfEmpty(test.database.db);
  const owner = await signedInAsDemo(test, 'owner@demo.slidewise.dev');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const idOf = async (email: string) => {
    const [row] = await test.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`nobody has ${email}`);
    return row.id;
  };
  const groupIdOf = async (name: string) => {
    const [row] = await test.database.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.name, name));
    if (!row) throw new Error(`no group ${name}`);
    return row.id;
  };
  return {
    test,
    owner,
    call,
    idOf,
    groupIdOf,
    async close() {
      await test.close();
      await test.database.close();
    },
  };
}
export type PeopleFixture = Awaited<ReturnType<typeof peopleFixture>>;
