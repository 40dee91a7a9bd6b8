// A translation whose job died with its server would say Translating forever, and starting it again would
// answer the stuck run. The runs with no sign of life since `before` are queued again: the new job goes on
// from what was saved (each lesson is saved with its parts as soon as it is done).
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { courseTranslations } from '../../db/schema.ts';
import { queueCourseTranslation } from './translation-queue.ts';

/** Queues again each run still Translating whose job gave no sign of life since `before`; answers how many. */
export async function resumeInterruptedTranslations(context: AppContext, before: Date): Promise<number> {
  // Touched as they are queued, so a sweep that comes round again before the job starts leaves them be.
  const interrupted = await context.db
    .update(courseTranslations)
    .set({ modifiedAt: context.clock() })
    .where(and(eq(courseTranslations.status, 'Translating'), lt(courseTranslations.modifiedAt, before)))
    .returning({ id: courseTranslations.id });
  for (const { id } of interrupted) await queueCourseTranslation(context.jobs, id);
  return interrupted.length;
}
