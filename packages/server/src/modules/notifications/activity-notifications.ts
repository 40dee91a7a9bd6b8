// Notifications about what happens in activities: a learner's assessment got feedback, a discussion got
// a post to moderate.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ActivityRow } from '../activities/activity-lookup.ts';
import type { Notify } from './notifier.ts';

/** Who is told of new posts to moderate: the account's facilitators and administrators. */
const moderatorsToTell = ['facilitator', 'account-owner', 'account-admin'];

const subjectOf = (activity: ActivityRow, actorName: string) => ({
  courseId: activity.course.id,
  courseTitle: activity.course.title,
  lessonId: activity.lesson.id,
  lessonTitle: activity.lesson.title,
  actorName,
});

export async function notifyFeedback(
  notify: Notify,
  activity: ActivityRow,
  submission: { id: string; author_user_id: string | null },
  feedback: { id: string },
  graderName: string,
): Promise<void> {
  if (!submission.author_user_id) return;
  await notify([
    {
      accountId: activity.lesson.accountId,
      userId: submission.author_user_id,
      kind: 'assessment-feedback',
      subject: subjectOf(activity, graderName),
      dedupeKey: `feedback:${feedback.id}`,
    },
  ]);
}

export async function notifyPostToModerate(
  db: Executor,
  notify: Notify,
  activity: ActivityRow,
  post: { id: string },
  poster: { id: string; name: string },
): Promise<void> {
  const moderators = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, activity.lesson.accountId),
        ne(users.id, poster.id),
        sql`${users.roles} && array[${sql.join(
          moderatorsToTell.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  await notify(
    moderators.map((moderator) => ({
      accountId: activity.lesson.accountId,
      userId: moderator.id,
      kind: 'post-to-moderate' as const,
      subject: subjectOf(activity, poster.name),
      dedupeKey: `post:${post.id}`,
    })),
  );
}
