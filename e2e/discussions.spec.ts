import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl } from './environment.ts';

// Discussions and assessments against the real server, in two browsers at once: a demo learner posts
// and submits; the demo facilitator comments, deletes a post and grades the submission with feedback;
// the learner then reads the comment and the feedback with its grade.

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner1@demo.slidewise.dev';
const LEARNER_NAME = 'Lee Learner';
const FACILITATOR = 'facilitator@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';

/** As the demo owner: a published discussion and a published assessment (graded by percentage) in the sample course. */
async function publishActivities(): Promise<{ discussionId: string; assessmentId: string }> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  try {
    expect((await api.post('/api/auth/login', { data: { email: OWNER, password: PASSWORD } })).status()).toBe(200);
    const courses = (await (await api.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
    const course = courses.items.find((item) => item.title === SAMPLE_COURSE);
    expect(course, 'the seeded sample course').toBeTruthy();
    const stamp = Date.now();
    const discussion = await api.put('/api/discussions/new', { data: { courseId: course!.id, title: `Near misses ${stamp}`, description: 'Tell us about one.', isPublished: true } });
    expect(discussion.status(), await discussion.text()).toBe(201);
    const assessment = await api.put('/api/assessments/new', {
      data: { courseId: course!.id, title: `Site walk ${stamp}`, description: 'List three hazards.', isPublished: true, gradeByPercentage: true, minimumScore: 50 },
    });
    expect(assessment.status(), await assessment.text()).toBe(201);
    return { discussionId: ((await discussion.json()) as { id: string }).id, assessmentId: ((await assessment.json()) as { id: string }).id };
  } finally {
    await api.dispose();
  }
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

/** Types into the rich-text editor named `label` (TipTap), under `scope`. */
async function write(scope: Page | ReturnType<Page['locator']>, label: string, text: string) {
  const editor = scope.getByRole('textbox', { name: label });
  await editor.click();
  await editor.pressSequentially(text);
}

test('a learner posts and submits; a facilitator comments, deletes a post and grades; the learner sees the feedback', async ({ browser }) => {
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
  await expect(thread.getByText('Thanks for sharing, Lee.')).toBeVisible();
  await posts.filter({ hasText: 'Posted by mistake.' }).getByRole('button', { name: `Delete ${LEARNER_NAME}'s post` }).click();
  await facilitator.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(facilitator.getByText('Posted by mistake.')).toHaveCount(0);
  await expect(facilitator.getByText('The post was deleted.')).toBeVisible();

  // … and grades the submission with feedback, reached from the home page's "To moderate" overview.
  await facilitator.goto('/');
  const toGrade = facilitator.getByRole('region', { name: 'Assessments' }).getByRole('listitem').filter({ has: facilitator.locator(`a[href="/assignments/${assessmentId}/submissions"]`) });
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
