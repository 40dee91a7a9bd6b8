import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { lessons, users } from '../db/schema.ts';
import { gradeFromLatestFeedback, insertFeedback } from '../modules/assessments/repo.ts';
import { insertComment } from '../modules/comments/repo.ts';
import { insertPost } from '../modules/activities/posts-repo.ts';

// The sample course's discussion and assessment come with posts, comments, submissions and feedback from
// the demo people, so a new user opens the facilitator screens on real content rather than empty lists.

interface DemoComment {
  by: string;
  content: string;
}
interface DemoPost {
  by: string;
  content: string;
  comments: DemoComment[];
}
interface DemoSubmission extends DemoPost {
  feedback: { by: string; content: string; status: 'passed' | 'failed' | 'needs-revision'; score?: number }[];
}

const learner1 = 'learner1@demo.slidewise.dev';
const learner2 = 'learner2@demo.slidewise.dev';
const facilitator = 'facilitator@demo.slidewise.dev';

export const demoDiscussion: { lessonTitle: string; posts: DemoPost[] } = {
  lessonTitle: 'Share your first idea',
  posts: [
    {
      by: learner1,
      content: '<p>I would teach <strong>how to write a clear e-mail subject line</strong>: three rules and one example.</p>',
      comments: [
        { by: facilitator, content: '<p>Great topic. Could one slide show a before and after?</p>' },
        { by: learner2, content: '<p>I would take that lesson!</p>' },
        { by: learner1, content: '<p>Good idea, I will add a before and after.</p>' },
      ],
    },
    {
      by: learner2,
      content: '<p>How to <em>calm an upset customer</em> in the first minute of a call.</p>',
      comments: [{ by: facilitator, content: '<p>Which survey slide would you use to ask what learners already do?</p>' }],
    },
    { by: learner2, content: '<p>Keyboard shortcuts that save an hour a week.</p>', comments: [] },
  ],
};

export const demoAssessment: { lessonTitle: string; submissions: DemoSubmission[] } = {
  lessonTitle: 'Your first course plan',
  submissions: [
    {
      by: learner1,
      content: '<p>Course: <strong>Better e-mails</strong></p><ol><li>Subject lines</li><li>Short paragraphs</li><li>A clear ask</li></ol>',
      comments: [{ by: learner1, content: '<p>Should the last lesson be a game?</p>' }],
      feedback: [{ by: facilitator, content: '<p>Clear and well ordered. Well done!</p>', status: 'passed', score: 90 }],
    },
    {
      by: learner2,
      content: '<p>Course: <strong>Calm customers</strong></p><ul><li>Listening first</li></ul>',
      comments: [],
      feedback: [
        { by: facilitator, content: '<p>A good start: add two more lessons so the plan has three.</p>', status: 'needs-revision' },
      ],
    },
  ],
};

const MINUTE_MS = 60_000;

/** Adds the demo posts and submissions to the account's sample discussion and assessment (when they exist). */
export async function seedDemoActivities(tx: Executor, accountId: string, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.accountId, accountId));
  const person = (email: string) => {
    const found = people.find((candidate) => candidate.email === email);
    if (!found) throw new Error(`demo person ${email} missing`);
    return { authorUserId: found.id, authorName: `${found.firstName} ${found.lastName}` };
  };
  const lessonId = async (kind: string, title: string) => {
    const [row] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.accountId, accountId), eq(lessons.kind, kind), eq(lessons.title, title)))
      .limit(1);
    return row?.id;
  };
  // Spread over the last hours, oldest first, so lists read as a conversation.
  let minutesAgo = 6 * 60;
  const nextTime = () => {
    minutesAgo -= 7;
    return new Date(now.getTime() - minutesAgo * MINUTE_MS);
  };

  const discussionId = await lessonId('Discussion', demoDiscussion.lessonTitle);
  if (discussionId) {
    for (const post of demoDiscussion.posts) {
      const row = await insertPost(tx, {
        accountId,
        lessonId: discussionId,
        kind: 'post',
        ...person(post.by),
        content: post.content,
        status: null,
        now: nextTime(),
      });
      for (const comment of post.comments)
        await insertComment(tx, { accountId, postId: row.id, ...person(comment.by), content: comment.content, now: nextTime() });
    }
  }

  const assessmentId = await lessonId('Assessment', demoAssessment.lessonTitle);
  if (assessmentId) {
    for (const submission of demoAssessment.submissions) {
      const row = await insertPost(tx, {
        accountId,
        lessonId: assessmentId,
        kind: 'submission',
        ...person(submission.by),
        content: submission.content,
        status: 'submitted',
        now: nextTime(),
      });
      for (const comment of submission.comments)
        await insertComment(tx, { accountId, postId: row.id, ...person(comment.by), content: comment.content, now: nextTime() });
      for (const feedback of submission.feedback) {
        await insertFeedback(tx, {
          accountId,
          postId: row.id,
          ...person(feedback.by),
          content: feedback.content,
          status: feedback.status,
          score: feedback.score ?? null,
          now: nextTime(),
        });
      }
      await gradeFromLatestFeedback(tx, row.id);
    }
  }
}
