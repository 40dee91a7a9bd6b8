import { AI_COURSE_GENERATED_EVENT, AI_GENERATION_FAILED_EVENT, AI_LESSON_GENERATED_EVENT } from '@slidewise/core';
import { aiFailureReason } from '../../ai/ai-failure.ts';
import type { AppContext } from '../../context.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { DocumentRefused } from './extraction-limits.ts';

// Issue 17: "every AI action records its analytics event" — a document the model turned into a course is
// an AI-generated course (source document), into a lesson an AI-generated lesson; a conversion without a
// model is not an AI action and records none of these.

const subjectOf = (user: SignedInUser) => ({ accountId: user.accountId, userId: user.id, roles: user.roles });

export interface ConvertedByModel {
  target: 'course' | 'lesson';
  courseId: string;
  lessonIds: readonly string[];
  slideCount: number;
}

export async function recordDocumentGenerated(context: AppContext, user: SignedInUser, converted: ConvertedByModel): Promise<void> {
  const { db, clock } = context;
  if (converted.target === 'course') {
    await recordServerEvent(db, clock, subjectOf(user), AI_COURSE_GENERATED_EVENT, {
      course_id: converted.courseId,
      source: 'document',
      lesson_count: converted.lessonIds.length,
    });
    return;
  }
  const [lessonId] = converted.lessonIds;
  if (!lessonId) return;
  await recordServerEvent(db, clock, subjectOf(user), AI_LESSON_GENERATED_EVENT, {
    lesson_id: lessonId,
    course_id: converted.courseId,
    slide_count: converted.slideCount,
  });
}

/** A conversion by the model that failed: why, in the tracking plan's reasons (a file it could not read included). */
export async function recordDocumentGenerationFailed(
  context: AppContext,
  user: SignedInUser,
  target: 'course' | 'lesson',
  error: unknown,
): Promise<void> {
  const reason = error instanceof DocumentRefused ? 'unreadable_document' : aiFailureReason(error);
  await recordServerEvent(context.db, context.clock, subjectOf(user), AI_GENERATION_FAILED_EVENT, { kind: target, reason });
}
