import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { findSessionUser, insertSession } from './session-repo.ts';
import { hashToken, issueUserSecret } from './tokens.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const oneHour = 60 * 60 * 1000;

// The lookup goes straight to the driver (db/prepared.ts driverStatement): these check it decodes the
// row as Drizzle would, on whichever database the suite runs.
describe('findSessionUser', () => {
  let database: DatabaseHandle;
  let person: { id: string; accountId: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { people } = await insertAccountWithPeople(database.db, 'Session lookups', [['content-author', 'facilitator']]);
    person = people[0]!;
  });
  afterAll(() => database.close());

  async function sessionOf(user: { id: string; accountId: string }, lifetimeMs: number): Promise<string> {
    const { token, row } = issueUserSecret(user, new Date(now.getTime() - oneHour), lifetimeMs);
    await insertSession(database.db, row);
    return hashToken(token);
  }

  it('reads the person of an unexpired session, every field as the users table holds it', async () => {
    const tokenHash = await sessionOf(person, 2 * oneHour);
    await database.db.update(users).set({ avatarUrl: 'https://example.org/me.png' }).where(eq(users.id, person.id));
    const [stored] = await database.db.select().from(users).where(eq(users.id, person.id));
    expect(await findSessionUser(database.db, tokenHash, now)).toEqual({
      id: person.id,
      accountId: person.accountId,
      roles: ['content-author', 'facilitator'],
      email: stored!.email,
      firstName: stored!.firstName,
      lastName: stored!.lastName,
      avatarUrl: 'https://example.org/me.png',
      authoringLocked: false,
    });
  });

  it('reads a missing avatar as null', async () => {
    const { people } = await insertAccountWithPeople(database.db, 'No avatar', [['app-user']]);
    const tokenHash = await sessionOf(people[0]!, 2 * oneHour);
    expect(await findSessionUser(database.db, tokenHash, now)).toMatchObject({ id: people[0]!.id, roles: ['app-user'], avatarUrl: null });
  });

  it('finds nothing for an expired session or an unknown token', async () => {
    const expired = await sessionOf(person, oneHour / 2);
    expect(await findSessionUser(database.db, expired, now)).toBeUndefined();
    expect(await findSessionUser(database.db, hashToken('never issued'), now)).toBeUndefined();
  });

  it('refuses to run inside a transaction, where it would silently read outside it', async () => {
    await expect(database.db.transaction((tx) => findSessionUser(tx, hashToken('any'), now))).rejects.toThrow(/not a transaction/);
  });
});
