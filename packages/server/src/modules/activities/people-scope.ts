import { and, arrayOverlaps, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { learners, worksWithEveryLearner } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { groupIdsOf } from './activity-lookup.ts';

// Whose posts, records and registrations a member of staff works with in the activities and in group
// training (issue 6: "facilitators see only the user groups they facilitate"). Administrators and authors
// see everyone of the account; a facilitator who belongs to user groups sees the people who share one of
// them; a facilitator in no group sees everyone (a small account without groups still gets facilitated).

export type PeopleScope = { kind: 'all' } | { kind: 'groups'; userId: string };

const learnerRoles = [...learners];

export async function peopleScopeOf(db: Executor, user: SignedInUser): Promise<PeopleScope> {
  if (worksWithEveryLearner(user)) return { kind: 'all' };
  if (!user.roles.includes('facilitator')) return { kind: 'all' };
  const groups = await groupIdsOf(db, user.accountId, user.id);
  return groups.length === 0 ? { kind: 'all' } : { kind: 'groups', userId: user.id };
}

/** A condition on a user id column: true for the people the scope shows. */
export function personInScope(column: AnyPgColumn | SQL, scope: PeopleScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`${column} in (select m.user_id from user_group_members m where m.user_group_id in (select g.user_group_id from user_group_members g where g.user_id = ${scope.userId}))`;
}

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The account's learners the scope shows, by name: whom an observer observes or a facilitator adds to a session. */
export async function learnersInScope(db: Executor, accountId: string, scope: PeopleScope) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), arrayOverlaps(users.roles, learnerRoles), personInScope(users.id, scope)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(2000);
  return rows.map((row) => ({ id: row.id, name: fullName(row), email: row.email }));
}

/** The people among `ids` who are learners of the account in the scope (others are left out). */
export async function learnersAmong(db: Executor, accountId: string, scope: PeopleScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        inArray(users.id, [...ids]),
        arrayOverlaps(users.roles, learnerRoles),
        personInScope(users.id, scope),
      ),
    );
  return rows.map((row) => ({ id: row.id, name: fullName(row), email: row.email }));
}
