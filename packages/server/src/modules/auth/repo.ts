import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, inviteCodes, magicLinks, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

// E-mails are unique across accounts because signing in names no account.
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function insertAccount(db: Executor, account: typeof accounts.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(accounts).values(account).returning({ id: accounts.id });
  return row!;
}

export async function insertUser(db: Executor, user: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** Still usable at `now`: not revoked, not expired, not used up. */
const usableAt = (now: Date) =>
  and(
    isNull(inviteCodes.revokedAt),
    or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
    or(isNull(inviteCodes.usageLimit), lt(inviteCodes.usedCount, inviteCodes.usageLimit)),
  );

/** An invite code still usable at `now`. */
export async function findUsableInviteCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select({ accountId: inviteCodes.accountId })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.code, code), usableAt(now)))
    .limit(1);
  return row;
}

/**
 * Counts one sign-up against a usable code and answers what it grants; one statement, so two sign-ups
 * racing for a code's last use cannot both have it.
 */
export async function spendInviteCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .update(inviteCodes)
    .set({ usedCount: sql`${inviteCodes.usedCount} + 1` })
    .where(and(eq(inviteCodes.code, code), usableAt(now)))
    .returning({
      accountId: inviteCodes.accountId,
      role: inviteCodes.role,
      roles: inviteCodes.roles,
      userGroupIds: inviteCodes.userGroupIds,
    });
  return row;
}

export async function insertMagicLink(db: Executor, link: typeof magicLinks.$inferInsert): Promise<void> {
  await db.insert(magicLinks).values(link);
}

/** Marks an unused, unexpired link used and returns its user; one statement, so a link signs in once. */
export async function consumeMagicLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(magicLinks)
    .set({ usedAt: now })
    .where(and(eq(magicLinks.tokenHash, tokenHash), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, now)))
    .returning({ userId: magicLinks.userId });
  return row;
}
