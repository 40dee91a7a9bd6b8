import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';

let fixture: PeopleFixture;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  fixture = await peopleFixture();
  const { db } = fixture.test.database;
  const [owner] = await db.select({ accountId: users.accountId }).from(users).where(eq(users.email, 'owner@demo.slidewise.dev'));
  const now = fixture.test.clock.now().getTime();
  // 30 more people: ten of each status, signed in at different times, so pages, sorts and filters have work.
  await db.insert(users).values(
    Array.from({ length: 30 }, (_, index) => ({
      accountId: owner!.accountId,
      email: `crowd${String(index).padStart(2, '0')}@example.com`,
      firstName: `Crowd ${String(index).padStart(2, '0')}`,
      lastName: 'Member',
      roles: [index % 2 === 0 ? 'app-user' : 'reviewer'],
      status: ['active', 'invited', 'deactivated'][index % 3]!,
      lastActiveAt: index % 3 === 1 ? null : new Date(now - index * 2 * DAY_MS),
      createdAt: new Date(now - index * 1000),
    })),
  );
  await insertAccountWithPeople(db, 'Elsewhere', [['account-owner'], ['app-user']]);
});
afterAll(() => fixture.close());

const page = async (query: string) => {
  const response = await fixture.call('GET', `/api/users/directory${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { userEmail: string; userFirstName: string; status: string; lastActiveAt: string | null }[];
    totalCount: number;
    nextCursor: string | null;
  };
};

describe('GET /api/users/directory', () => {
  it('lists the account’s 37 people (the demo’s seven and thirty more) by name, 25 a page, and only theirs', async () => {
    const first = await page('');
    expect(first.totalCount).toBe(37);
    expect(first.items).toHaveLength(25);
    expect(first.items.every((item) => !item.userEmail.endsWith('@example.com') || item.userEmail.startsWith('crowd'))).toBe(true);
    expect(first.items.slice(0, 3).map((item) => item.userFirstName)).toEqual(['Arthur', 'Crowd 00', 'Crowd 01']);
  });

  it('walks every page with the cursor, each person once, in order, whatever the sort and direction', async () => {
    for (const sort of ['name', 'email', 'lastActive', 'created']) {
      for (const direction of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const result = await page(`?sort=${sort}&direction=${direction}&pageSize=25${cursor ? `&cursor=${cursor}` : ''}`);
          seen.push(...result.items.map((item) => item.userEmail));
          cursor = result.nextCursor;
        } while (cursor);
        expect({ sort, direction, count: seen.length, distinct: new Set(seen).size }).toEqual({ sort, direction, count: 37, distinct: 37 });
        // Addresses compare byte by byte, as the database's C collation does.
        const byteOrder = [...seen].sort((a, b) => (a < b ? -1 : 1));
        if (sort === 'email') expect(seen).toEqual(direction === 'asc' ? byteOrder : byteOrder.reverse());
      }
    }
  });

  it('filters by status, role, user group and last activity on the server', async () => {
    expect((await page('?status=invited')).totalCount).toBe(10);
    expect((await page('?status=deactivated')).items.every((item) => item.status === 'deactivated')).toBe(true);
    expect((await page('?role=reviewer')).totalCount).toBe(15);
    const sales = (await fixture.call('GET', '/api/usergroups')).json().find((group: { name: string }) => group.name === 'Sales team');
    const inSales = await page(`?userGroupId=${sales.id}`);
    expect(inSales.items.map((item) => item.userEmail)).toEqual(['learner1@demo.slidewise.dev']);
    // Never signed in: the ten invited crowd members and the demo people nobody signed in as.
    const never = await page('?lastActive=never&pageSize=100');
    expect(never.items.every((item) => item.lastActiveAt === null)).toBe(true);
    const recent = await page('?lastActive=last7Days&pageSize=100');
    expect(
      recent.items.every(
        (item) => item.lastActiveAt !== null && Date.parse(item.lastActiveAt) >= fixture.test.clock.now().getTime() - 7 * DAY_MS,
      ),
    ).toBe(true);
    expect(recent.items.length).toBeGreaterThan(0);
    const old = await page('?lastActive=over30Days&pageSize=100');
    expect(old.items.every((item) => Date.parse(item.lastActiveAt!) < fixture.test.clock.now().getTime() - 30 * DAY_MS)).toBe(true);
  });

  it('searches the start of names and e-mails as letters, combined with the filters', async () => {
    const result = await page('?search=crowd1&status=active');
    expect(result.items.map((item) => item.userEmail)).toEqual(['crowd12@example.com', 'crowd15@example.com', 'crowd18@example.com']);
    expect((await page('?search=%25')).totalCount).toBe(0);
  });

  it('refuses a page size that is not offered, a forged cursor and an unknown status with 400', async () => {
    for (const query of ['?pageSize=7', '?cursor=not-a-cursor', '?status=sleeping', '?userGroupId=nope', '?sort=age']) {
      const response = await fixture.call('GET', `/api/users/directory${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
