import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import type { PostActivityKindConfig } from './activity-kind.ts';
import { findActivity, type ActivityRow } from './activity-lookup.ts';
import { readActivitySettings } from './activity-settings.ts';
import { viewerOf, type ActivityViewer } from './activity-viewer.ts';
import { assertActivityCourseUnlocked } from './learner-access.ts';
import { planningIsOpen } from './learner-visibility.ts';
import { findPost, type PostRow } from './posts-repo.ts';

/** What posts, comments and submissions share: finding the activity, the viewer and a visible post. */
export function createParticipation(context: AppContext, kind: PostActivityKindConfig) {
  const { db, clock } = context;
  const postNotFound = () => notFound(kind.posts.notFound);

  async function open(user: SignedInUser, id: string): Promise<{ activity: ActivityRow; viewer: ActivityViewer }> {
    const activity = await findActivity(db, user.accountId, id, kind);
    return { activity, viewer: await viewerOf(db, user, activity, kind, clock()) };
  }

  return {
    open,

    /** A post of the activity the viewer sees; 404 otherwise (another activity's included). */
    async visiblePost(activity: ActivityRow, viewer: ActivityViewer, postId: string): Promise<PostRow> {
      if (!isRowId(postId)) throw postNotFound();
      const post = await findPost(db, activity.lesson.id, postId, viewer.scope);
      if (!post) throw postNotFound();
      return post;
    },

    /**
     * Learners write only while planning's window is open and the course is not locked for them (its
     * prerequisites, a Sequential playlist); staff always may (to moderate and reply).
     */
    async assertOpenForWriting(user: SignedInUser, activity: ActivityRow, viewer: ActivityViewer): Promise<void> {
      if (viewer.moderator) return;
      const settings = readActivitySettings(activity.lesson.publishedData);
      if (!planningIsOpen(settings.planning, clock())) throw new HttpError(409, 'activity_closed', kind.posts.closed);
      await assertActivityCourseUnlocked(context, user, activity);
    },
  };
}

export type Participation = ReturnType<typeof createParticipation>;
