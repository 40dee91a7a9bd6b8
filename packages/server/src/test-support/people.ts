import type { RoleIdentifier } from '@slidewise/core';
import type { Database } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';

/**
 * The switches of spec §3.6 that default off but that the suites written before issue 14 exercise: test
 * accounts have them on, as the demo account does, and the switch suites turn them off.
 */
export const switchesOnInTests = {
  leaderboardEnabled: true,
  starsEnabled: true,
  starBarEnabled: true,
  coursePrerequisitesEnabled: true,
  certificationEnabled: true,
};

/** An account with one person per given role set, inserted directly (no password hashing) for role and tenancy suites. */
export async function insertAccountWithPeople(db: Database, name: string, roleSets: RoleIdentifier[][]) {
  const [account] = await db
    .insert(accounts)
    .values({ name, planKind: 'enterprise', settings: switchesOnInTests })
    .returning({ id: accounts.id });
  const people = await db
    .insert(users)
    .values(
      roleSets.map((roles, index) => ({
        accountId: account!.id,
        email: `${roles.join('+') || 'nobody'}.${index}.${account!.id}@example.com`,
        firstName: 'Role',
        lastName: roles.join(' ') || 'none',
        roles,
      })),
    )
    .returning({ id: users.id, accountId: users.accountId, roles: users.roles });
  return { accountId: account!.id, people };
}
