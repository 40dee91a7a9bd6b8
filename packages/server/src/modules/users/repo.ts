import { and, asc, arrayContains, count, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import { PEOPLE_LIST_LIMIT, type AccountPerson, type UserList, type UserListQuery } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** `%` and `_` typed by a person are letters to match, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The account's people matching the query, by first and last name, with how many match in all. People
 * holding hidden-user are left out unless `withHidden` (docs/permissions.md: hidden from lists of people).
 */
export async function listPeople(db: Executor, accountId: string, query: UserListQuery, withHidden: boolean): Promise<UserList> {
  const conditions: SQL[] = [eq(users.accountId, accountId)];
  if (!withHidden) conditions.push(not(arrayContains(users.roles, ['hidden-user'])));
  if (query.search) {
    const prefix = `${escapeLike(query.search)}%`;
    conditions.push(or(ilike(users.firstName, prefix), ilike(users.lastName, prefix), ilike(users.email, prefix))!);
  }
  if (query.role) conditions.push(arrayContains(users.roles, [query.role]));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        userEmail: users.email,
        userFirstName: users.firstName,
        userLastName: users.lastName,
        userRoles: users.roles,
      })
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(PEOPLE_LIST_LIMIT),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows as AccountPerson[], totalCount: total?.total ?? 0 };
}
