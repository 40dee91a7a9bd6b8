import type { CommentPage, CommentsQuery, DiscussionComment } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { forbidden, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import type { PostActivityKind } from '../activities/activity-kind.ts';
import { findActivityRow } from '../activities/activity-lookup.ts';
import { createParticipation, type Participation } from '../activities/activity-participation.ts';
import { fullName } from '../activities/people-scope.ts';
import { assessmentKind } from '../assessments/kind.ts';
import { discussionKind } from '../discussions/kind.ts';
import { commentsPage, deleteComment, findComment, insertComment, updateCommentContent } from './repo.ts';
import { presentComment } from './presenters.ts';
import { sanitisedRichText } from './rich-text.ts';

const commentNotFound = () => notFound('Comment not found');

/** Comments on discussion posts and on assessment submissions: one table, one set of rules. */
export function createCommentService(context: AppContext) {
  const { db, clock } = context;
  const participation: Record<PostActivityKind, Participation> = {
    Discussion: createParticipation(context, discussionKind),
    Assessment: createParticipation(context, assessmentKind),
  };

  /** The comment, its activity and the viewer, when the viewer sees the post it is on; 404 otherwise. */
  async function openComment(user: SignedInUser, commentId: string) {
    if (!isRowId(commentId)) throw commentNotFound();
    const comment = await findComment(db, user.accountId, commentId);
    if (!comment) throw commentNotFound();
    const row = await findActivityRow(db, user.accountId, comment.lesson_id);
    const kind = row?.lesson.kind;
    if (kind !== 'Discussion' && kind !== 'Assessment') throw commentNotFound();
    const within = participation[kind];
    try {
      const { activity, viewer } = await within.open(user, comment.lesson_id);
      await within.visiblePost(activity, viewer, comment.post_id);
      return { comment, activity, viewer, within };
    } catch (error) {
      // Whatever hides the activity or post hides its comments too, under the comment's own name.
      if (error instanceof HttpError && error.statusCode === 404) throw commentNotFound();
      throw error;
    }
  }

  return {
    /** A page of a post's (or submission's) comments, newest first. */
    async list(user: SignedInUser, kind: PostActivityKind, id: string, postId: string, query: CommentsQuery): Promise<CommentPage> {
      const within = participation[kind];
      const { activity, viewer } = await within.open(user, id);
      const post = await within.visiblePost(activity, viewer, postId);
      const rows = await commentsPage(db, post.id, query.page, query.pageSize);
      return { items: rows.map((row) => presentComment(row, user.id)), currentPage: query.page, totalCount: post.comment_count };
    },

    async add(user: SignedInUser, kind: PostActivityKind, id: string, postId: string, content: string): Promise<DiscussionComment> {
      const within = participation[kind];
      const { activity, viewer } = await within.open(user, id);
      const post = await within.visiblePost(activity, viewer, postId);
      await within.assertOpenForWriting(user, activity, viewer);
      const clean = sanitisedRichText(content);
      const row = await db.transaction((tx) =>
        insertComment(tx, {
          accountId: user.accountId,
          postId: post.id,
          authorUserId: user.id,
          authorName: fullName(user),
          content: clean,
          now: clock(),
        }),
      );
      return presentComment(row, user.id);
    },

    /** PUT /api/comments/{id}: only its author changes what a comment says. */
    async edit(user: SignedInUser, commentId: string, content: string): Promise<DiscussionComment> {
      const { comment } = await openComment(user, commentId);
      if (comment.author_user_id !== user.id) throw forbidden('Only the person who wrote a comment can change it.');
      const clean = sanitisedRichText(content);
      await updateCommentContent(db, comment.id, clean, clock());
      const after = await findComment(db, user.accountId, comment.id);
      return presentComment(after!, user.id);
    },

    /** DELETE /api/comments/{id}: its author, or whoever moderates the activity. */
    async remove(user: SignedInUser, commentId: string): Promise<void> {
      const { comment, viewer } = await openComment(user, commentId);
      if (comment.author_user_id !== user.id && !viewer.moderator)
        throw forbidden('Only the person who wrote a comment, or a facilitator, can delete it.');
      await db.transaction((tx) => deleteComment(tx, comment.id, comment.post_id));
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
