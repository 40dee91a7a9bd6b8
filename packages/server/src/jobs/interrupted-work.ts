// Long work runs in jobs that report a sign of life as they go (a lesson written, a run touched). A job
// that died with its server (a crash, kill -9, a deploy) leaves its work saying "in progress" forever;
// this finds such work and resumes it or ends it with a reason the author can act on.
import type { AppContext } from '../context.ts';
import { resumeInterruptedGenerations } from '../modules/ai-generation/interrupted-runs.ts';
import { resumeInterruptedTranslations } from '../modules/course-translations/interrupted-translations.ts';
import { recoverInterruptedConversions } from '../modules/documents/interrupted-conversions.ts';

/**
 * How long work may show no sign of life before it counts as interrupted: twice the longest step any of it
 * takes (a generated lesson is cut at 10 minutes, course-generation-job.ts), so live work is never taken.
 */
export const INTERRUPTED_AFTER_MS = 20 * 60_000;

/** How often each server looks for interrupted work (PostgreSQL: the jobs of another server that died). */
export const INTERRUPTED_SWEEP_INTERVAL_MS = 5 * 60_000;

/** Recovers the work with no sign of life since `before`; answers what it did, for the log. */
export async function recoverInterruptedWork(context: AppContext, before: Date) {
  return {
    courseGenerations: await resumeInterruptedGenerations(context, before),
    courseTranslations: await resumeInterruptedTranslations(context, before),
    documentConversions: await recoverInterruptedConversions(context, before),
  };
}

/** The recurring sweep: work silent for longer than `INTERRUPTED_AFTER_MS`. */
export const interruptedWorkSweep = (context: AppContext) => () =>
  recoverInterruptedWork(context, new Date(context.clock().getTime() - INTERRUPTED_AFTER_MS));
