import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { mediaFolderKey } from './media-keys.ts';
import { deletePendingMedia, findAbandonedUploads } from './repo.ts';

// Issue 13: "unused uploads older than a day are cleaned up by a job". An upload whose parameters were
// signed but which never completed (the browser gave up, the tab closed, the checks were never asked
// for) leaves a pending row and maybe some bytes; after a day nobody can complete it any more (its
// signature lasted minutes), so both go. Completed files stay until someone deletes them: the media
// library keeps files for reuse (docs/decisions.md, "Media: cleanup").

export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each server looks for them: an hour late is no matter for bytes a day old. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/** Removes the uploads pending for more than a day at `now`; answers how many. Safe on several servers at once. */
export async function cleanUpAbandonedUploads(db: Executor, storage: ObjectStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS);
  let removed = 0;
  for (;;) {
    const abandoned = await findAbandonedUploads(db, cutoff, BATCH);
    for (const row of abandoned) {
      // The row first: if another server or a late completion got there, its bytes are left alone.
      if (!(await deletePendingMedia(db, row.id))) continue;
      await storage.deletePrefix(mediaFolderKey(row));
      removed += 1;
    }
    if (abandoned.length < BATCH) return removed;
  }
}

/** The recurring job (jobs/job-queue.ts) that removes them every UPLOAD_CLEANUP_INTERVAL_MS; several servers may run it at once. */
export function uploadCleanupJob(options: { db: Executor; storage: ObjectStorage; clock: Clock; log: Pick<FastifyBaseLogger, 'info'> }) {
  return async (): Promise<void> => {
    const removed = await cleanUpAbandonedUploads(options.db, options.storage, options.clock());
    if (removed > 0) options.log.info({ removed }, 'abandoned uploads removed');
  };
}
