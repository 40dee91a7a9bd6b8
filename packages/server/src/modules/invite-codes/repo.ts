import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema.ts';

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

export async function listInviteCodes(db: Executor, accountId: string): Promise<InviteCodeRow[]> {
  return db.select().from(inviteCodes).where(eq(inviteCodes.accountId, accountId)).orderBy(desc(inviteCodes.createdAt));
}

export async function insertInviteCode(db: Executor, code: typeof inviteCodes.$inferInsert): Promise<InviteCodeRow> {
  const [row] = await db.insert(inviteCodes).values(code).returning();
  return row!;
}

/** Revokes the account's code; false when the account has no such code (or it was revoked before). */
export async function revokeInviteCode(db: Executor, accountId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ revokedAt: now })
    .where(and(eq(inviteCodes.accountId, accountId), eq(inviteCodes.code, code.toUpperCase()), isNull(inviteCodes.revokedAt)))
    .returning({ code: inviteCodes.code });
  return rows.length > 0;
}
