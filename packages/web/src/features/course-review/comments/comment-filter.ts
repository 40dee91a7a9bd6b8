import type { ReviewComment } from '@slidewise/core';

// The review page hides resolved comments unless the reviewer asks to see them.

export function visibleComments(comments: ReviewComment[], showResolved: boolean): ReviewComment[] {
  return showResolved ? comments : comments.filter((comment) => !comment.resolved);
}

/** Comments anchored to the lesson itself (no slide), or to one slide of it. */
export function commentsAt(comments: ReviewComment[], lessonId: string, slideId: string | null): ReviewComment[] {
  return comments.filter((comment) => comment.lessonId === lessonId && comment.slideId === slideId);
}

/** Open (unresolved) comments per lesson id, the lesson's and its slides' together. */
export function openCommentCounts(comments: ReviewComment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const comment of comments) {
    if (!comment.resolved) counts.set(comment.lessonId, (counts.get(comment.lessonId) ?? 0) + 1);
  }
  return counts;
}
