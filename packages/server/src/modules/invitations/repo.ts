import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, userInvitations, users } from '../../db/schema.ts';

export async function deleteInvitationsOf(db: Executor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(userInvitations).where(inArray(userInvitations.userId, [...userIds]));
}

export async function insertInvitations(db: Executor, invitations: (typeof userInvitations.$inferInsert)[]): Promise<void> {
  if (invitations.length > 0) await db.insert(userInvitations).values(invitations);
}

/** The invited person of an unused, unexpired invitation, still waiting to accept it. */
export async function findOpenInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, accountName: accounts.name })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .innerJoin(accounts, eq(accounts.id, userInvitations.accountId))
    .where(
      and(
        eq(userInvitations.tokenHash, tokenHash),
        isNull(userInvitations.usedAt),
        gt(userInvitations.expiresAt, now),
        eq(users.status, 'invited'),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the invitation used; one statement, so it is accepted once. */
export async function consumeInvitation(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(userInvitations)
    .set({ usedAt: now })
    .where(and(eq(userInvitations.tokenHash, tokenHash), isNull(userInvitations.usedAt), gt(userInvitations.expiresAt, now)))
    .returning({ userId: userInvitations.userId });
  return row?.userId;
}
