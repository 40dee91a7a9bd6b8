import { sql } from 'drizzle-orm';
import type {
  DiscussionPost,
  DiscussionPostsQuery,
  DiscussionPostsResponse,
  LearnerDiscussion,
  PostsCommentsQuery,
  PostsCommentsResponse,
} from '@slidewise/core';
import { activityCompleted, seesEveryPost } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { commentsPages, countCommentsBy } from '../comments/repo.ts';
import { presentComment } from '../comments/presenters.ts';
import { sanitisedRichText } from '../comments/rich-text.ts';
import { activityNotFound } from '../activities/activity-lookup.ts';
import { createParticipation } from '../activities/activity-participation.ts';
import { readActivitySettings } from '../activities/activity-settings.ts';
import { learnerActivityHead } from '../activities/learner-activity-head.ts';
import { fullName } from '../activities/people-scope.ts';
import { planningIsOpen } from '../activities/learner-visibility.ts';
import {
  countPosts,
  deletePost,
  insertPost,
  postsPage,
  scopeCondition,
  type PostPage,
  type PreviewComment,
} from '../activities/posts-repo.ts';
import { rowsOf } from '../activities/sql-rows.ts';
import { discussionKind } from './kind.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { notifyPostToModerate } from '../notifications/activity-notifications.ts';
import { presentPost } from './presenters.ts';

/** Discussion posts (spec §7) and the learner's calls (ours). */
export function createDiscussionService(context: AppContext) {
  const { db, clock } = context;
  const participation = createParticipation(context, discussionKind);
  const notify = createNotifier(context);

  return {
    /** A page of posts, newest first, each with its page of comment previews (newest first). */
    async posts(user: SignedInUser, id: string, query: DiscussionPostsQuery): Promise<DiscussionPostsResponse> {
      const previews = { page: query.commentsPage, pageSize: query.commentsPageSize };
      let page: PostPage;
      if (seesEveryPost(user)) {
        // The busiest read of the moderators' screen: their role alone decides what they see, so the
        // discussion's lookup is folded into the page statement (one round trip instead of two).
        if (!isRowId(id)) throw activityNotFound(discussionKind);
        page = await postsPage(db, id, { kind: 'all' }, query.page, query.pageSize, {
          previews,
          ofAccount: { accountId: user.accountId, kind: discussionKind.kind },
        });
        if (!page.found) throw activityNotFound(discussionKind);
      } else {
        const { activity, viewer } = await participation.open(user, id);
        page = await postsPage(db, activity.lesson.id, viewer.scope, query.page, query.pageSize, { previews });
      }
      return {
        items: page.rows.map((row) => presentPost(row, row.previews.map(previewCommentRow(row.id)), query.commentsPage, user.id)),
        currentPage: query.page,
        totalCount: page.totalCount,
      };
    },

    /** The same page of comments of several posts; posts the caller cannot see are left out. */
    async commentsOfPosts(user: SignedInUser, id: string, query: PostsCommentsQuery): Promise<PostsCommentsResponse> {
      const { activity, viewer } = await participation.open(user, id);
      const ids = [...new Set(query.postIds.filter(isRowId))];
      if (ids.length === 0) return { items: [] };
      const visible = await rowsOf<{ id: string; comment_count: number }>(
        db,
        sql`select p.id, p.comment_count from activity_posts p
          where p.lesson_id = ${activity.lesson.id} and p.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and ${scopeCondition(viewer.scope)}`,
      );
      const counts = new Map(visible.map((row) => [row.id, row.comment_count]));
      const shown = ids.filter((postId) => counts.has(postId));
      const pages = await commentsPages(db, shown, query.page, query.pageSize);
      return {
        items: shown.map((postId) => ({
          postId,
          items: (pages.get(postId) ?? []).map((row) => presentComment(row, user.id)),
          currentPage: query.page,
          totalCount: counts.get(postId) ?? 0,
        })),
      };
    },

    /** A learner's (or anyone taking part's) new post → 201 Post. */
    async createPost(user: SignedInUser, id: string, content: string): Promise<DiscussionPost> {
      const { activity, viewer } = await participation.open(user, id);
      await participation.assertOpenForWriting(user, activity, viewer);
      const clean = sanitisedRichText(content);
      const row = await db.transaction((tx) =>
        insertPost(tx, {
          accountId: user.accountId,
          lessonId: activity.lesson.id,
          kind: 'post',
          authorUserId: user.id,
          authorName: fullName(user),
          content: clean,
          status: null,
          now: clock(),
        }),
      );
      // A moderator's own post needs no moderating.
      if (!viewer.moderator) await notifyPostToModerate(db, notify, activity, row, { id: user.id, name: fullName(user) });
      return presentPost(row, [], 1, user.id);
    },

    /** Spec §7 DELETE …/posts/{postId}: its author or a moderator; its comments go with it. */
    async deletePost(user: SignedInUser, id: string, postId: string): Promise<void> {
      const { activity, viewer } = await participation.open(user, id);
      const post = await participation.visiblePost(activity, viewer, postId);
      if (post.author_user_id !== user.id && !viewer.moderator)
        throw forbidden('Only the person who wrote a post, or a facilitator, can delete it.');
      await db.transaction((tx) => deletePost(tx, activity.lesson.id, post.id));
    },

    /** GET /api/discussions/{id}/learner: the published discussion as its learner sees it. */
    async learnerView(user: SignedInUser, id: string): Promise<LearnerDiscussion> {
      const { activity } = await participation.open(user, id);
      // Staff trying a course see the published version too; an unpublished discussion has none to show.
      const document = activity.lesson.publishedData;
      if (!document) throw notFound(discussionKind.texts.notPublished);
      const settings = readActivitySettings(document);
      const [myPostCount, myCommentCount] = await Promise.all([
        countPosts(db, activity.lesson.id, { kind: 'own', userId: user.id }),
        countCommentsBy(db, activity.lesson.id, user.id),
      ]);
      return {
        ...learnerActivityHead(activity, document),
        postRequired: settings.postRequired,
        commentRequired: settings.commentRequired,
        visibleToAllUsers: settings.visibleToAllUsers,
        planning: settings.planning,
        open: planningIsOpen(settings.planning, clock()),
        myPostCount,
        myCommentCount,
        // The course's own rule (core learning/activity-completion.ts), so this page and the course agree.
        completed: activityCompleted(
          {
            kind: 'Discussion',
            postRequired: settings.postRequired,
            commentRequired: settings.commentRequired,
            postCount: myPostCount,
            commentCount: myCommentCount,
          },
          { openToComplete: openToCompleteOf(activity.course.data) },
        ),
      };
    },
  };
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;

/** A preview comment of the page statement as a comment row. */
const previewCommentRow =
  (postId: string) =>
  ([id, authorUserId, authorName, content, createdMs, modifiedMs]: PreviewComment) => ({
    id,
    post_id: postId,
    author_user_id: authorUserId,
    author_name: authorName,
    content,
    created_ms: createdMs,
    modified_ms: modifiedMs,
  });

/** The course's completionCriteria.openToComplete, read defensively from its stored data. */
function openToCompleteOf(courseData: Record<string, unknown>): boolean {
  const criteria = courseData.completionCriteria as { openToComplete?: unknown } | undefined;
  return criteria?.openToComplete === true;
}
