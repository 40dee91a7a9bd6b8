import { expect, type Locator, type Page } from '@playwright/test';

// How a learner gets through any slide, as a person would on a phone: the lesson's Next when it is
// offered, else the slide's own way on (Start, Submit, Share, Continue, Move on, a skip; the slide's
// footer buttons are drawn in the lesson's one bar, so both places are looked at), typing into
// empty boxes, and waiting out a timed slide (its time runs out and it reports). A few templates need a
// step no button names (a survey's pick, a package's own page): those are the recipes below.

export interface PlayableSlide {
  id: string;
  type: string;
  subtype: string;
  name: string;
  data: Record<string, unknown>;
}

type Recipe = (slide: Locator, data: Record<string, unknown>, page: Page) => Promise<void>;

const ANSWER = 'I would listen first, then repeat back what I heard before I answer.';
// The buttons that move a slide on or towards its end, in the words the player and the examples use.
const WAY_ON = /^(Start|Continue|Move on|Submit|Share.*|Upload.*|Record a video|Skip this slide|Check)$/;
// How long one slide may take before it counts as one that cannot be left.
const SLIDE_BUDGET_MS = 30_000;

/** A 1×1 PNG, for the templates where the learner adds a picture. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const recipes: Record<string, Recipe> = {
  'multiple-choice-survey': async (slide) => {
    const choice = slide.getByRole('radio').or(slide.getByRole('checkbox')).first();
    await choice.check();
  },
  'quadrant-survey': async (slide) => {
    // A zone takes the picked word; with none picked, the learner picks the next word not placed yet.
    const zone = slide.locator('.sw-quadrant__target').first();
    const unplaced = slide.locator('.sw-quadrant__word:not(.sw-quadrant__word--placed)');
    for (let step = 0; step < 20 && (await unplaced.count()) > 0; step += 1) {
      if (await zone.isEnabled()) await zone.click();
      else await unplaced.first().click();
    }
  },
  'peer-authoring': async (slide) => {
    await slide.locator('input[type="file"]').first().setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PHOTO });
  },
  scorm: async (slide, data, page) => {
    // The example package: open it, read on to its one question inside its frame, answer, and it reports a pass.
    await slide.getByRole('button', { name: text(data.buttonText), exact: true }).click();
    // The slide frames the package runtime on the package origin, which frames the package itself.
    const frame = page.frameLocator('.sw-package__frame').frameLocator('.package-runtime__frame');
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel(/Decline/).check();
    await frame.getByRole('button', { name: 'Check my answer' }).click();
  },
  'youtube-video-embed': async (slide) => {
    // No network here: the player never gets ready, and the slide must say so (with a retry) in its place.
    await expect(slide.getByRole('alert')).toContainText('This video could not be loaded', { timeout: 20_000 });
    await expect(slide.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
  aicc: async (slide, data, page) => {
    await slide.getByRole('button', { name: text(data.buttonText), exact: true }).click();
    await page.frameLocator('.sw-package__frame').getByRole('heading').first().waitFor();
  },
  'external-url': async (slide, data, page) => {
    await slide.getByRole('button', { name: text(data.buttonText), exact: true }).click();
    await page.frameLocator('.sw-external__frame').getByRole('heading').first().waitFor();
  },
};

/** Whether the learner has left the slide that was shown under `label` ("Slide 3 of 66"). */
async function hasLeft(page: Page, label: string): Promise<boolean> {
  return (await page.getByRole('region', { name: label }).count()) === 0;
}

/**
 * Whether a button is there and enabled now. A slide's buttons come and go (Check gives way to Next when
 * the time runs out), and a button gone must not be waited for.
 */
const enabledNow = (button: Locator) => button.isEnabled({ timeout: 1000 }).catch(() => false);

/** The first way-on button of the slide (in it, or in the lesson's bar) a person could tap now. */
async function wayOn(...places: Locator[]): Promise<Locator | undefined> {
  for (const place of places)
    for (const button of await place.getByRole('button', { name: WAY_ON }).all())
      if ((await button.isVisible()) && (await enabledNow(button))) return button;
  return undefined;
}

/**
 * The step of the slide no button names (its recipe), when it has one: true when there was one to take.
 * Throws when the step cannot be taken, which the test reports for the template.
 */
export async function takeOwnStep(page: Page, played: PlayableSlide): Promise<boolean> {
  const recipe = recipes[played.type];
  if (!recipe) return false;
  // The slide with its buttons, which the lesson draws in its bar (an upload's file box among them).
  const slideAndBar = page.locator(`.sw-lesson .sw-slide[data-slide-type="${played.type}"], .sw-lesson .sw-lesson__actions`);
  await recipe(slideAndBar, played.data, page);
  return true;
}

/**
 * Moves on from the slide shown as `label` as a learner would; false when they cannot get past it in
 * SLIDE_BUDGET_MS.
 */
export async function leaveSlide(page: Page, played: PlayableSlide, label: string): Promise<boolean> {
  const slide = page.locator(`.sw-lesson .sw-slide[data-slide-type="${played.type}"]`);
  const bar = page.getByRole('navigation', { name: 'Lesson navigation' });
  // The way on in the bar, as a person sees it: its primary button, the lesson's Next or the slide's own
  // (in the lesson's words, or its author's: a title's "Let's begin", a text sequence's "Next step").
  const next = bar.locator('.sw-lesson__next, .sw-lesson__slide-actions > .sw-button--primary').first();
  const deadline = Date.now() + SLIDE_BUDGET_MS;
  while (Date.now() < deadline) {
    if (await hasLeft(page, label)) return true;
    if ((await next.count()) > 0 && (await enabledNow(next))) {
      await next.click();
      continue;
    }
    for (const box of await slide.getByRole('textbox').all())
      if ((await box.isVisible()) && (await box.inputValue()) === '') await box.fill(ANSWER);
    const button = await wayOn(slide, bar);
    if (button) await button.click({ timeout: 2000 }).catch(() => undefined);
    else await page.waitForTimeout(250);
  }
  return hasLeft(page, label);
}
