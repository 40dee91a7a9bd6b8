import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { courses } from '../../db/schema.ts';

export interface DueStatusChanges {
  published: string[];
  unpublished: string[];
}

/**
 * Makes the scheduled changes that are due at `now`, in two statements. Each is one atomic UPDATE whose
 * WHERE re-checks the status after taking the row lock, so several servers running this at once change
 * each course exactly once and never overwrite an editor's later save (the version moves on as for any
 * save). The effects are those of core's changeCourseStatus: publish (display active, the scheduled
 * publishOn kept) and unpublish (Draft, display inactive, dates cleared); a window that closed while
 * nobody ran this ends unpublished (core dueScheduledChange).
 */
export async function runDueStatusChanges(db: Executor, now: Date): Promise<DueStatusChanges> {
  const unpublished = await db
    .update(courses)
    .set({
      courseStatus: 'Draft',
      publishOn: null,
      unpublishOn: null,
      data: sql`${courses.data} || '{"display":{"active":false}}'::jsonb`,
      version: sql`${courses.version} + 1`,
      modifiedAt: now,
    })
    .where(and(inArray(courses.courseStatus, ['Published', 'Scheduled']), lte(courses.unpublishOn, now)))
    .returning({ id: courses.id });
  const published = await db
    .update(courses)
    .set({
      courseStatus: 'Published',
      data: sql`${courses.data} || '{"display":{"active":true},"hasUnpublishedChanges":false}'::jsonb`,
      version: sql`${courses.version} + 1`,
      modifiedAt: now,
    })
    .where(
      and(
        eq(courses.courseStatus, 'Scheduled'),
        lte(courses.publishOn, now),
        or(isNull(courses.unpublishOn), gt(courses.unpublishOn, now)),
      ),
    )
    .returning({ id: courses.id });
  return { published: published.map((row) => row.id), unpublished: unpublished.map((row) => row.id) };
}

/**
 * The recurring job (jobs/job-queue.ts) that publishes and unpublishes scheduled courses without anyone
 * watching, every SCHEDULER_INTERVAL_MS; several servers may run it at once (see above).
 */
export function scheduledStatusJob(options: { db: Executor; clock: Clock; log: Pick<FastifyBaseLogger, 'info'> }) {
  return async (): Promise<void> => {
    const changes = await runDueStatusChanges(options.db, options.clock());
    if (changes.published.length + changes.unpublished.length > 0) options.log.info(changes, 'scheduled course status changes made');
  };
}
