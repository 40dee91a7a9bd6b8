import { expect, test, type Page } from '@playwright/test';
import { asDemoOwner, DEMO_FACILITATOR, DEMO_LEARNER, DEMO_LEARNER_NAME, signedInPage } from './demo-activities.ts';

// Discussions and assessments against the real server, in two browsers at once: a demo learner posts
// and submits; the demo facilitator comments, deletes a post and grades the submission with feedback;
// the learner then reads the comment and the feedback with its grade.

const LEARNER = DEMO_LEARNER;
const LEARNER_NAME = DEMO_LEARNER_NAME;
const FACILITATOR = DEMO_FACILITATOR;

/** As the demo owner: a published discussion and a published assessment (graded by percentage) in the sample course. */
function publishActivities(): Promise<{ discussionId: string; assessmentId: string }> {
  return asDemoOwner(async ({ create, stamp }) => ({
    discussionId: await create('/api/discussions', { title: `Near misses ${stamp}`, description: 'Tell us about one.', isPublished: true }),
    assessmentId: await create('/api/assessments', {
      title: `Site walk ${stamp}`,
      description: 'List three hazards.',
      isPublished: true,
      gradeByPercentage: true,
      minimumScore: 50,
    }),
  }));
}

/** Types into the rich-text editor named `label` (TipTap), under `scope`. */
async function write(scope: Page | ReturnType<Page['locator']>, label: string, text: string) {
  const editor = scope.getByRole('textbox', { name: label });
  await editor.click();
  await editor.pressSequentially(text);
}

test('a learner posts and submits; a facilitator comments, deletes a post and grades; the learner sees the feedback', async ({
  browser,
}) => {
  const { discussionId, assessmentId } = await publishActivities();
  const learner = await signedInPage(browser, LEARNER);

  // The learner posts twice in the discussion.
  await learner.goto(`/learn/discussions/${discussionId}`);
  await expect(learner.getByRole('heading', { level: 1, name: /Near misses/ })).toBeVisible();
  await expect(learner.getByText('No posts yet.')).toBeVisible();
  await write(learner, 'Your post', 'I slipped on a wet step.');
  await learner.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(learner.getByText('I slipped on a wet step.')).toBeVisible();
  await write(learner, 'Your post', 'Posted by mistake.');
  await learner.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(learner.getByText('Posted by mistake.')).toBeVisible();
  await expect(learner.getByText('2 posts')).toBeVisible();

  // … and submits the assessment.
  await learner.goto(`/learn/assessments/${assessmentId}`);
  await expect(learner.getByText('Passing score: 50%')).toBeVisible();
  await write(learner, 'Your submission', 'Wet steps, loose cables, no rail.');
  await learner.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(learner.getByText('Waiting for a grade')).toBeVisible();

  // The facilitator comments on the first post and deletes the second.
  const facilitator = await signedInPage(browser, FACILITATOR);
  await facilitator.goto(`/discussions/${discussionId}/posts`);
  await expect(facilitator.getByRole('heading', { level: 1, name: /Near misses/ })).toBeVisible();
  const posts = facilitator.getByRole('article');
  await expect(posts).toHaveCount(2);
  const firstPost = posts.filter({ hasText: 'I slipped on a wet step.' });
  const thread = firstPost.getByRole('region', { name: `Comments on ${LEARNER_NAME}'s post` });
  await write(thread, 'Add a comment', 'Thanks for sharing, Lee.');
  await thread.getByRole('button', { name: 'Comment', exact: true }).click();
  // Listed once, and the composer emptied for the next comment (for a moment the text is in both).
  await expect(thread.getByRole('listitem').filter({ hasText: 'Thanks for sharing, Lee.' })).toHaveCount(1);
  await expect(thread.getByRole('textbox', { name: 'Add a comment' })).toHaveText('');
  await posts
    .filter({ hasText: 'Posted by mistake.' })
    .getByRole('button', { name: `Delete ${LEARNER_NAME}'s post` })
    .click();
  await facilitator.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(facilitator.getByText('Posted by mistake.')).toHaveCount(0);
  await expect(facilitator.getByText('The post was deleted.')).toBeVisible();

  // … and grades the submission with feedback, reached from the home page's "To moderate" overview.
  await facilitator.goto('/');
  const toGrade = facilitator
    .getByRole('region', { name: 'Assessments' })
    .getByRole('listitem')
    .filter({ has: facilitator.locator(`a[href="/assignments/${assessmentId}/submissions"]`) });
  await expect(toGrade.getByText('Waiting for a grade: 1')).toBeVisible();
  await toGrade.getByRole('link').click();
  await expect(facilitator).toHaveURL(new RegExp(`/assignments/${assessmentId}/submissions$`));
  const card = facilitator.getByRole('article', { name: `${LEARNER_NAME}'s submission` });
  await expect(card.getByText('Wet steps, loose cables, no rail.')).toBeVisible();
  await card.getByRole('button', { name: `Give feedback on ${LEARNER_NAME}'s submission` }).click();
  await write(card, 'Feedback', 'Good eye. Add the missing rail to your report.');
  await card.getByRole('radio', { name: 'Passed' }).check();
  await card.getByLabel('Score').fill('85');
  await card.getByRole('button', { name: 'Send feedback' }).click();
  await expect(card.getByText('Graded', { exact: true })).toBeVisible();
  await facilitator.getByLabel('Status').selectOption('graded');
  await expect(facilitator.getByText('1 submission')).toBeVisible();

  // The learner sees the grade, the feedback, the comment, and the deleted post gone.
  await learner.reload();
  await expect(learner.getByText('Graded', { exact: true })).toBeVisible();
  await expect(learner.getByText('Score: 85%').first()).toBeVisible();
  await expect(learner.getByText('Good eye. Add the missing rail to your report.')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Change your submission' })).toHaveCount(0);
  await learner.goto(`/learn/discussions/${discussionId}`);
  await expect(learner.getByText('Thanks for sharing, Lee.')).toBeVisible();
  await expect(learner.getByText('Posted by mistake.')).toHaveCount(0);
});
