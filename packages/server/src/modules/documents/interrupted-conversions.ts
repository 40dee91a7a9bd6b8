// A conversion whose job died with its server (a crash, kill -9, a deploy) would say queued or running
// forever. One still queued is queued again (nothing of it was written yet). One that was running has
// written part of its course or lesson: it is not run again behind the author's back (it would write
// its lessons twice); it fails with a reason that says so, and the author converts the file again.
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { documentConversions } from '../../db/schema.ts';
import { queueConversion } from './conversion-queue.ts';

export const CONVERSION_INTERRUPTED_CODE = 'conversion_interrupted';
const INTERRUPTED_MESSAGE =
  'The server stopped while this file was being converted. What was made before it stopped is kept; convert the file again for the rest.';

/** Queued ones queued again, running ones failed, among those with no sign of life since `before`. */
export async function recoverInterruptedConversions(context: AppContext, before: Date): Promise<{ requeued: number; failed: number }> {
  const { db, clock } = context;
  const now = clock();
  const stale = (status: 'queued' | 'running') => and(eq(documentConversions.status, status), lt(documentConversions.updatedAt, before));
  const failed = await db
    .update(documentConversions)
    .set({ status: 'failed', errorCode: CONVERSION_INTERRUPTED_CODE, errorMessage: INTERRUPTED_MESSAGE, updatedAt: now })
    .where(stale('running'))
    .returning({ id: documentConversions.id });
  // Touched as they are queued, so a sweep that comes round again before the job starts leaves them be.
  const queued = await db
    .update(documentConversions)
    .set({ updatedAt: now })
    .where(stale('queued'))
    .returning({ id: documentConversions.id });
  for (const { id } of queued) await queueConversion(context.jobs, id);
  return { requeued: queued.length, failed: failed.length };
}
