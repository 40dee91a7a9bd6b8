import type { DocumentConversion } from '@slidewise/core';
import { usageOfStoredTokens } from '../../ai/generate-valid.ts';
import type { ConversionRow } from './repo.ts';

export function presentConversion(row: ConversionRow): DocumentConversion {
  return {
    id: row.id,
    status: row.status as DocumentConversion['status'],
    source: row.source as DocumentConversion['source'],
    target: row.target as DocumentConversion['target'],
    courseId: row.courseId,
    lessonId: row.lessonId,
    lessonCount: row.lessonCount,
    slideCount: row.slideCount,
    usedAi: row.usedAi,
    usage: usageOfStoredTokens(row.inputTokens, row.outputTokens),
    error: row.errorCode
      ? { code: row.errorCode, message: row.errorMessage ?? '', ...(row.errorReason ? { details: { reason: row.errorReason } } : {}) }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
