import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema.ts';

const publicColumns = {
  code: inviteCodes.code,
  role: inviteCodes.role,
  createdAt: inviteCodes.createdAt,
  expiresAt: inviteCodes.expiresAt,
};

export async function listInviteCodes(db: Executor, accountId: string) {
  return db.select(publicColumns).from(inviteCodes).where(eq(inviteCodes.accountId, accountId)).orderBy(desc(inviteCodes.createdAt));
}

export async function insertInviteCode(db: Executor, code: typeof inviteCodes.$inferInsert) {
  const [row] = await db.insert(inviteCodes).values(code).returning(publicColumns);
  return row!;
}
