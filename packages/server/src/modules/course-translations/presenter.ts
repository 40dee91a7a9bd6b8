import type { CourseTranslation } from '@slidewise/core';
import { usageOfStoredTokens } from '../../ai/generate-valid.ts';
import type { CourseTranslationRow } from './repo.ts';

/** A translation as the API answers it: its copy, and its latest run's state, progress and tokens. */
export function presentTranslation(row: CourseTranslationRow, courseTitle: string): CourseTranslation {
  return {
    id: row.id,
    sourceCourseId: row.sourceCourseId,
    courseId: row.courseId,
    courseTitle,
    language: row.language,
    translatedAt: row.translatedAt?.toISOString() ?? null,
    status: row.status,
    stopRequested: row.stopRequested,
    failureReason: row.failureReason,
    failureCode: row.failureCode,
    failureDetails: row.failureDetails,
    slidesDone: row.slidesDone,
    slidesTotal: row.slidesTotal,
    slidesTranslated: row.slidesTranslated,
    skippedLessons: row.skippedLessons,
    usage: usageOfStoredTokens(row.inputTokens, row.outputTokens),
  };
}
