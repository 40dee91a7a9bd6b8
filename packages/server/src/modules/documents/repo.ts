import { and, eq } from 'drizzle-orm';
import type { AiUsage } from '../../ai/generate-valid.ts';
import { addedTokens } from '../../db/added-tokens.ts';
import type { Executor } from '../../db/client.ts';
import { accountPlanAccess, documentConversions, users } from '../../db/schema.ts';
import { type SignedInUser, signedInUserColumns } from '../auth/session-repo.ts';

export type ConversionRow = typeof documentConversions.$inferSelect;
export type ConversionChange = Partial<
  Pick<
    ConversionRow,
    'status' | 'courseId' | 'lessonId' | 'lessonCount' | 'slideCount' | 'usedAi' | 'errorCode' | 'errorMessage' | 'errorReason'
  >
>;

export async function insertConversion(db: Executor, row: typeof documentConversions.$inferInsert): Promise<ConversionRow> {
  const [inserted] = await db.insert(documentConversions).values(row).returning();
  return inserted!;
}

export async function findConversion(db: Executor, accountId: string, conversionId: string): Promise<ConversionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentConversions)
    .where(and(eq(documentConversions.accountId, accountId), eq(documentConversions.id, conversionId)));
  return row;
}

export async function updateConversion(db: Executor, conversionId: string, change: ConversionChange, now: Date): Promise<void> {
  await db
    .update(documentConversions)
    .set({ ...change, updatedAt: now })
    .where(eq(documentConversions.id, conversionId));
}

/** Adds the tokens of a model call (a failed one's too: they were spent); a count the provider did not report stays as it was. */
export async function addConversionUsage(db: Executor, conversionId: string, usage: AiUsage): Promise<void> {
  if (usage.inputTokens === null && usage.outputTokens === null) return;
  await db
    .update(documentConversions)
    .set({
      inputTokens: addedTokens(documentConversions.inputTokens, usage.inputTokens),
      outputTokens: addedTokens(documentConversions.outputTokens, usage.outputTokens),
    })
    .where(eq(documentConversions.id, conversionId));
}

/**
 * Takes a queued conversion for this run; undefined when another run took it or it is finished, so a
 * job added twice never converts twice.
 */
export async function claimConversion(db: Executor, conversionId: string, now: Date): Promise<ConversionRow | undefined> {
  const [row] = await db
    .update(documentConversions)
    .set({ status: 'running', updatedAt: now })
    .where(and(eq(documentConversions.id, conversionId), eq(documentConversions.status, 'queued')))
    .returning();
  return row;
}

/** The person who asked for the conversion, with their roles as they are now (the job acts as them). */
export async function findRequester(db: Executor, userId: string, accountId: string): Promise<SignedInUser | undefined> {
  const [row] = await db
    .select(signedInUserColumns)
    .from(users)
    .leftJoin(accountPlanAccess, eq(accountPlanAccess.accountId, users.accountId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.status, 'active')));
  return row;
}
