import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { manualClock } from '../../test-support/test-app.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { insertSession } from './session-repo.ts';
import { createRecentSessions, RECENT_SESSION_TTL_MS } from './recent-sessions.ts';
import { hashToken, issueUserSecret } from './tokens.ts';

const oneHour = 60 * 60 * 1000;

describe('recent sessions (POST /api/events)', () => {
  let database: DatabaseHandle;
  let person: { id: string; accountId: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { people } = await insertAccountWithPeople(database.db, 'Recent sessions', [['app-user']]);
    person = people[0]!;
  });
  afterAll(() => database.close());

  async function signIn(at: Date, lifetimeMs = oneHour): Promise<string> {
    const { token, row } = issueUserSecret(person, at, lifetimeMs);
    await insertSession(database.db, row);
    return token;
  }
  const endInDatabase = (token: string) => database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

  it('answers a session from memory for a few seconds after reading it, then reads it again', async () => {
    const clock = manualClock();
    const recent = createRecentSessions(database.db, clock.now);
    const token = await signIn(clock.now());
    expect(await recent.userOf(token)).toMatchObject({ id: person.id, accountId: person.accountId, roles: ['app-user'] });
    // Ended by another server: this one still answers from memory until the entry's time is up.
    await endInDatabase(token);
    clock.advance(RECENT_SESSION_TTL_MS - 1);
    expect((await recent.userOf(token))?.id).toBe(person.id);
    clock.advance(1);
    expect(await recent.userOf(token)).toBeUndefined();
  });

  it('forgets a session signed out in this process at once', async () => {
    const clock = manualClock();
    const recent = createRecentSessions(database.db, clock.now);
    const token = await signIn(clock.now());
    expect((await recent.userOf(token))?.id).toBe(person.id);
    await endInDatabase(token);
    recent.forgetSession(token);
    expect(await recent.userOf(token)).toBeUndefined();
  });

  it('reads the roles again at once after a change of this process', async () => {
    const clock = manualClock();
    const recent = createRecentSessions(database.db, clock.now);
    const token = await signIn(clock.now());
    expect((await recent.userOf(token))?.roles).toEqual(['app-user']);
    await database.db
      .update(users)
      .set({ roles: ['app-user', 'exclude-from-analytics'] })
      .where(eq(users.id, person.id));
    recent.forgetPeople([person.id]);
    expect((await recent.userOf(token))?.roles).toEqual(['app-user', 'exclude-from-analytics']);
    await database.db
      .update(users)
      .set({ roles: ['app-user'] })
      .where(eq(users.id, person.id));
  });

  it('keeps nothing read while a change was forgotten: that read may hold what the change replaced', async () => {
    const clock = manualClock();
    const recent = createRecentSessions(database.db, clock.now);
    const token = await signIn(clock.now());
    const reading = recent.userOf(token);
    recent.forgetPeople([person.id]);
    expect((await reading)?.id).toBe(person.id);
    await endInDatabase(token);
    expect(await recent.userOf(token)).toBeUndefined();
  });

  it('never answers a session from memory past its expiry', async () => {
    const clock = manualClock();
    const recent = createRecentSessions(database.db, clock.now);
    // It expires within the entry's time: read on every request, so refused from the moment it expires.
    const token = await signIn(clock.now(), RECENT_SESSION_TTL_MS / 2);
    expect((await recent.userOf(token))?.id).toBe(person.id);
    clock.advance(RECENT_SESSION_TTL_MS / 2);
    expect(await recent.userOf(token)).toBeUndefined();
  });
});
