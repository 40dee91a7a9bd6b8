import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// The lesson player against the real server, on a phone: the demo learner plays a lesson holding one
// slide of every template category to the end, sees the score and stars, and a reload mid-lesson
// resumes at the slide the learner had reached.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
// The seeded demo learner (role app-user); the sample course is open to everyone in the demo account.
const LEARNER = 'learner@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';

// One template of each category, in the order they are played; the exit slide ends the lesson.
const lessonTemplates = [
  'title', // Content
  'game-true-or-false', // Game
  'circle-the-answer', // Concepts
  'carousel', // Multiple Choice
  'slider', // Numbers
  'reorder', // Relationships
  'multiple-choice-survey', // Survey
  'external-url', // Advanced
  'contribution', // Peer Learning
  'exit',
] as const;

interface TemplateInfo {
  type: string;
  category: string;
  examples: { subtype: string; name: string; data: Record<string, unknown> }[];
}

async function signedInApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return api;
}

/**
 * As the demo owner: a lesson of one slide per category (each its template's first example, the
 * game's timer off so the run does not race it) in the published sample course, then published.
 */
async function publishEveryCategoryLesson(): Promise<{ lessonId: string; examples: Map<string, Record<string, unknown>> }> {
  const api = await signedInApi(OWNER);
  try {
    const courses = (await (await api.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
    const course = courses.items.find((item) => item.title === SAMPLE_COURSE);
    expect(course, 'the seeded sample course').toBeTruthy();
    const lesson = (await (
      await api.post(`/api/course/${course!.id}/lessons`, { data: { kind: 'Lesson', title: `Every kind of slide ${Date.now()}` } })
    ).json()) as { id: string };
    const catalogue = (await (await api.get('/api/slide-templates')).json()) as { items: TemplateInfo[] };
    const examples = new Map<string, Record<string, unknown>>();
    const slides = lessonTemplates.map((type, index) => {
      const template = catalogue.items.find((item) => item.type === type);
      expect(template, `template ${type}`).toBeTruthy();
      const example = template!.examples[0]!;
      const data = structuredClone(example.data);
      if (type === 'game-true-or-false') data.timer = { ...(data.timer as object), disabled: true };
      examples.set(type, data);
      return { id: `e2e-slide-${index}-${type}`, type, subtype: example.subtype, name: example.name, data };
    });
    const saved = await api.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await api.post(`/api/course/${course!.id}/lessons/publish`, { data: { lessonIds: [lesson.id] } });
    expect(published.ok(), await published.text()).toBe(true);
    return { lessonId: lesson.id, examples };
  } finally {
    await api.dispose();
  }
}

async function signInAsLearner(page: Page) {
  await signIn(page, LEARNER);
  await expect(page).toHaveURL(/\/learn$/);
}

const slideOf = (page: Page, type: string): Locator => page.locator(`.sw-lesson .sw-slide[data-slide-type="${type}"]`);
const slideRegion = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });

async function onSlide(page: Page, type: string, position: number) {
  await expect(slideOf(page, type)).toBeVisible();
  await expect(slideRegion(page)).toHaveAccessibleName(`Slide ${position} of ${lessonTemplates.length - 1}`);
}

/** The lesson's one bar of buttons: Back, the slide's own buttons (Check, Submit…) and the way on. */
const bar = (page: Page): Locator => page.getByRole('navigation', { name: 'Lesson navigation' });

/** The slide's done button, which speaks the lesson's words (Next, Finish) from the lesson's bar. */
async function done(page: Page, type: string, label = 'Next') {
  await expect(slideOf(page, type)).toBeVisible();
  await bar(page).getByRole('button', { name: label, exact: true }).click();
}

test('the demo learner plays a lesson of every category to the end on a phone, and a reload resumes it', async ({ page }) => {
  const { lessonId, examples } = await publishEveryCategoryLesson();
  await signInAsLearner(page);
  await page.goto(`/learn/lessons/${lessonId}`);

  // Content: the title slide completes when the learner moves on.
  await onSlide(page, 'title', 1);
  await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toBeVisible();
  // Full screen while playing: no site bar; the title's own button (its author's words) is the way on.
  await expect(page.locator('.top-bar')).toHaveCount(0);
  await done(page, 'title', "Let's begin");

  // Game: every statement judged true (some are right), then the result and Next.
  await onSlide(page, 'game-true-or-false', 2);
  const game = slideOf(page, 'game-true-or-false');
  await game.getByRole('button', { name: 'Start' }).click();
  const statements = (examples.get('game-true-or-false')!.statements as unknown[]).length;
  for (let index = 0; index < statements; index += 1) await game.getByRole('button', { name: 'True', exact: true }).click();
  await expect(game.getByRole('status')).toContainText('points');
  await done(page, 'game-true-or-false');

  // Concepts: the right word circled and checked.
  await onSlide(page, 'circle-the-answer', 3);
  const circle = slideOf(page, 'circle-the-answer');
  await circle.getByRole('button', { name: examples.get('circle-the-answer')!.correctAnswer as string, exact: true }).click();
  await bar(page).getByRole('button', { name: 'Check' }).click();
  await done(page, 'circle-the-answer');

  // A reload mid-lesson: back on the first slide not yet answered, with the answers already sent kept.
  await onSlide(page, 'carousel', 4);
  await page.reload();
  await onSlide(page, 'carousel', 4);
  await expect(bar(page).getByRole('button', { name: 'Back' })).toBeDisabled();

  // Multiple Choice: the card on show picked and checked.
  const carousel = slideOf(page, 'carousel');
  await carousel
    .getByRole('button', { name: new RegExp(`^${(examples.get('carousel')!.answers as { title: string }[])[0]!.title}`) })
    .first()
    .click();
  await bar(page).getByRole('button', { name: 'Check' }).click();
  await done(page, 'carousel');

  // Numbers: the slider moved a step by keyboard and checked.
  await onSlide(page, 'slider', 5);
  const slider = slideOf(page, 'slider');
  await slider.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await bar(page).getByRole('button', { name: 'Check' }).click();
  await done(page, 'slider');

  // Relationships: the list checked as it stands.
  await onSlide(page, 'reorder', 6);
  const reorder = slideOf(page, 'reorder');
  await reorder
    .getByRole('button', { name: /^Move .* down$/ })
    .first()
    .click();
  await bar(page).getByRole('button', { name: 'Check' }).click();
  await done(page, 'reorder');

  // Survey: an answer picked and submitted.
  await onSlide(page, 'multiple-choice-survey', 7);
  const survey = slideOf(page, 'multiple-choice-survey');
  await survey.getByRole('radio').first().check();
  await bar(page).getByRole('button', { name: 'Submit' }).click();
  await done(page, 'multiple-choice-survey');

  // Advanced: an outside page in its frame; it completes by moving on.
  await onSlide(page, 'external-url', 8);
  await done(page, 'external-url');

  // Peer Learning: a contribution shared with peers.
  await onSlide(page, 'contribution', 9);
  const contribution = slideOf(page, 'contribution');
  await contribution.getByRole('textbox').first().fill('Listen first, then repeat back what you heard.');
  await bar(page)
    .getByRole('button', { name: /^Share/ })
    .click();
  // The last slide before the exit slide: its done button says Finish.
  await done(page, 'contribution', 'Finish');

  // The exit slide's place: the end screen with the server's score and stars.
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  await expect(page.getByTestId('lesson-score')).toHaveText(/^\d+ out of 100$/);
  await expect(page.locator('.sw-lesson-end').getByRole('img', { name: /^\d+ of \d+ stars$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the course' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute('aria-valuenow', '100');
  // The phone's width holds the whole player: nothing scrolls sideways.
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

  // The server agrees: the finished attempt is the lesson's best, and nothing is left to send.
  const api = await signedInApi(LEARNER);
  try {
    const state = (await (await api.get(`/api/learner/lessons/${lessonId}`)).json()) as {
      attempt: unknown;
      best: { score: number } | null;
    };
    expect(state.attempt).toBeNull();
    expect(state.best).not.toBeNull();
  } finally {
    await api.dispose();
  }
  expect(await page.evaluate(`localStorage.getItem('slidewise.lessonOutbox.${lessonId}')`)).toBeNull();
});
