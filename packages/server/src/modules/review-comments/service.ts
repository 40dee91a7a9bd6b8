import type { ReviewComment, ReviewCommentCreateBody, ReviewCommentUpdateBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { lessonIdsOfCourse } from '../lessons/repo.ts';
import {
  findReviewComment,
  insertReviewComment,
  lessonHasSlide,
  listReviewComments,
  updateReviewComment,
  type ReviewCommentRow,
} from './repo.ts';

function toReviewComment(row: ReviewCommentRow): ReviewComment {
  return {
    id: row.id,
    courseId: row.courseId,
    lessonId: row.lessonId,
    slideId: row.slideId,
    content: row.content,
    resolved: row.resolved,
    author: { id: row.authorUserId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    modified: row.modifiedAt.toISOString(),
  };
}

/** Course review comments (templates §4): anchored to a lesson or one of its slides; resolvable. */
export function createReviewCommentService({ db, clock }: AppContext) {
  return {
    async list(user: SignedInUser, courseId: string): Promise<ReviewComment[]> {
      const course = await courseOfAccount(db, user, courseId);
      return (await listReviewComments(db, course.id)).map(toReviewComment);
    },

    async create(user: SignedInUser, courseId: string, body: ReviewCommentCreateBody): Promise<ReviewComment> {
      const course = await courseOfAccount(db, user, courseId);
      if (!isRowId(body.lessonId) || !(await lessonIdsOfCourse(db, course.id, [body.lessonId])).has(body.lessonId)) {
        throw notFound('Lesson not found in this course');
      }
      // A slide anchor names a slide of that lesson (draft or published), never one found elsewhere.
      if (body.slideId !== undefined && !(await lessonHasSlide(db, body.lessonId, body.slideId)))
        throw notFound('Slide not found in this lesson');
      const now = clock();
      const row = await insertReviewComment(db, {
        accountId: user.accountId,
        courseId: course.id,
        lessonId: body.lessonId,
        slideId: body.slideId ?? null,
        content: body.content,
        authorUserId: user.id,
        authorName: `${user.firstName} ${user.lastName}`.trim(),
        createdAt: now,
        modifiedAt: now,
      });
      return toReviewComment(row);
    },

    /** Anyone who may comment may resolve or reopen; only its author may reword a comment. */
    async update(user: SignedInUser, courseId: string, commentId: string, body: ReviewCommentUpdateBody): Promise<ReviewComment> {
      const course = await courseOfAccount(db, user, courseId);
      const comment = isRowId(commentId) ? await findReviewComment(db, course.id, commentId) : undefined;
      if (!comment) throw notFound('Comment not found');
      if (body.content !== undefined && body.content !== comment.content && comment.authorUserId !== user.id) {
        throw forbidden('Only the person who wrote a comment can change its text.');
      }
      const row = await updateReviewComment(db, comment.id, {
        ...(body.content === undefined ? {} : { content: body.content }),
        ...(body.resolved === undefined ? {} : { resolved: body.resolved }),
        modifiedAt: clock(),
      });
      return toReviewComment(row);
    },
  };
}
