// A course generation whose job died with its server (a crash, kill -9, a deploy) would say Generating
// forever: no job is left to write its lessons, Stop waits for a job that never comes and Retry refuses a
// run still generating. The runs with no sign of life since `before` are queued again and go on from
// their first lesson not made (each lesson is recorded in the transaction that writes it).
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { courseGenerations } from '../../db/schema.ts';
import { queueCourseGeneration } from './course-generation-queue.ts';

/** Queues again each run still Generating whose job gave no sign of life since `before`; answers how many. */
export async function resumeInterruptedGenerations(context: AppContext, before: Date): Promise<number> {
  // Touched as they are queued, so a sweep that comes round again before the job starts leaves them be.
  const interrupted = await context.db
    .update(courseGenerations)
    .set({ modifiedAt: context.clock() })
    .where(and(eq(courseGenerations.status, 'Generating'), lt(courseGenerations.modifiedAt, before)))
    .returning({ courseId: courseGenerations.courseId });
  for (const { courseId } of interrupted) await queueCourseGeneration(context.jobs, courseId);
  return interrupted.length;
}
