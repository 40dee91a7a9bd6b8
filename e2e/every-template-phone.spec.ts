import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from './environment.ts';
import { addressesIn, LOCAL_MEDIA_PATH, localMediaAnswer, recordClip, withLocalMedia } from './local-media.ts';
import { leaveSlide, takeOwnStep, type PlayableSlide } from './template-play.ts';

// Every template of the catalogue, played by a learner on a 390×844 touch phone from its example, in one
// lesson (one sign-in, one page): the example's media are served locally and nothing reaches another
// host. A template fails when its slide cannot be left, when anything logs an error, when the page
// scrolls sideways, or when a picture is broken. One screenshot per template is kept in SCREENSHOTS.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Where the screenshots go: .ci/run keeps and names this folder. */
const SCREENSHOTS = join(import.meta.dirname, 'artifacts', 'every-template-phone');

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';
// Timed slides run out quickly so the run stays short; running out still reports a result.
const QUIZ_TIME_LIMIT_MS = 1000;
const GAME_TIME_LIMIT_MS = 1000;

interface TemplateInfo {
  type: string;
  play: string;
  examples: { subtype: string; name: string; data: Record<string, unknown> }[];
}

/** The example's data as the test plays it: media local, timers short. */
function playedData(template: TemplateInfo): Record<string, unknown> {
  const data = withLocalMedia(structuredClone(template.examples[0]!.data));
  const timer = data.timer as { limit?: number } | undefined;
  if (timer && template.play === 'quiz') data.timer = { ...timer, limit: QUIZ_TIME_LIMIT_MS };
  if (timer && template.play === 'game') data.timer = { ...timer, limit: GAME_TIME_LIMIT_MS, disabled: false };
  return data;
}

/** As the demo owner: one published lesson of every catalogue template, each from its first example, the exit slide last. */
async function publishEveryTemplateLesson(): Promise<{ lessonId: string; slides: PlayableSlide[]; ownMedia: Set<string> }> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  try {
    expect((await api.post('/api/auth/login', { data: { email: OWNER, password: PASSWORD } })).status()).toBe(200);
    const courses = (await (await api.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
    const course = courses.items.find((item) => item.title === SAMPLE_COURSE);
    expect(course, 'the seeded sample course').toBeTruthy();
    const catalogue = (await (await api.get('/api/slide-templates')).json()) as { items: TemplateInfo[] };
    const templates = [
      ...catalogue.items.filter((item) => item.type !== 'exit'),
      ...catalogue.items.filter((item) => item.type === 'exit'),
    ];
    expect(
      templates.every((template) => template.examples.length > 0),
      'every template has an example',
    ).toBe(true);
    const ownMedia = new Set<string>();
    const slides = templates.map((template, index) => {
      const data = playedData(template);
      addressesIn(data, ownMedia);
      const example = template.examples[0]!;
      return { id: `phone-${index}-${template.type}`, type: template.type, subtype: example.subtype, name: example.name, data };
    });
    const lesson = (await (
      await api.post(`/api/course/${course!.id}/lessons`, { data: { kind: 'Lesson', title: `Every template on a phone ${Date.now()}` } })
    ).json()) as { id: string };
    const saved = await api.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await api.post(`/api/course/${course!.id}/lessons/publish`, { data: { lessonIds: [lesson.id] } });
    expect(published.ok(), await published.text()).toBe(true);
    return { lessonId: lesson.id, slides: slides.filter((slide) => slide.type !== 'exit'), ownMedia };
  } finally {
    await api.dispose();
  }
}

const isLocal = (url: URL) => url.protocol === 'data:' || url.protocol === 'blob:' || ['127.0.0.1', 'localhost'].includes(url.hostname);

/** What is wrong on the page now: sideways scrolling, broken pictures. */
async function layoutProblems(page: Page): Promise<string[]> {
  // Pictures still loading are given a moment to finish or fail (a failed one is replaced by its placeholder).
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'), undefined, { timeout: 3000 })
    .catch(() => undefined);
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const image of document.images)
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src'))
        problems.push(`broken image ${image.getAttribute('src')}`);
    return problems;
  });
}

test('every catalogue template plays on a phone from its example, with nothing from outside', async ({ page, context }) => {
  test.setTimeout(300_000);
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });

  const { lessonId, slides, ownMedia } = await publishEveryTemplateLesson();
  const problems: string[] = [];
  let playing = 'opening the lesson';
  const report = (problem: string) => problems.push(`${playing}: ${problem}`);

  // No network beyond this machine: anything else is refused, and a template's own media asked for outside is a failure.
  const refused = new Set<string>();
  let clip: Buffer | undefined;
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (!isLocal(url)) {
      refused.add(url.href);
      if (ownMedia.has(url.href)) report(`its own media went outside: ${url.href}`);
      return route.abort('internetdisconnected');
    }
    if (url.pathname.startsWith(LOCAL_MEDIA_PATH) && clip) return route.fulfill(localMediaAnswer(url.pathname, clip));
    return route.continue();
  });
  // Signed in through the API (the sign-in page is not what is tested), then the clip is recorded on our origin.
  const signedIn = await page.request.post('/api/auth/login', { data: { email: LEARNER, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
  await page.goto('/learn');
  clip = await recordClip(page);

  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A request this test refused is logged by the browser as a failed load: that is the test's doing.
    const source = message.location().url;
    if (source && refused.has(source)) return;
    report(`console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  await page.goto(`/learn/lessons/${lessonId}`);

  for (const [index, slide] of slides.entries()) {
    playing = slide.type;
    const label = `Slide ${index + 1} of ${slides.length}`;
    const region = page.getByRole('region', { name: label });
    const shown = page.locator(`.sw-lesson .sw-slide[data-slide-type="${slide.type}"]`);
    const arrived = await expect(region)
      .toBeVisible({ timeout: 10_000 })
      .then(() => expect(shown).toBeVisible({ timeout: 10_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!arrived) {
      report(`never reached (${label})`);
      break;
    }
    const shot = (suffix: string) => join(SCREENSHOTS, `${String(index + 1).padStart(2, '0')}-${slide.type}${suffix}.png`);
    for (const problem of await layoutProblems(page)) report(problem);
    await page.screenshot({ path: shot('') });
    const tookStep = await takeOwnStep(page, slide).catch((error: Error) => {
      report(`its own step failed: ${error.message.split('\n')[0]}`);
      return false;
    });
    if (tookStep) {
      for (const problem of await layoutProblems(page)) report(`once played, ${problem}`);
      await page.screenshot({ path: shot('-played') });
    }
    const left = await leaveSlide(page, slide, label);
    if (!left) {
      report('the slide cannot be left');
      await page.screenshot({ path: shot('-stuck') });
      break;
    }
  }

  playing = 'end screen';
  if (!problems.some((problem) => problem.endsWith('cannot be left') || problem.includes('never reached'))) {
    await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, `${String(slides.length + 1).padStart(2, '0')}-end.png`) });
  }
  expect(problems, `screenshots in ${SCREENSHOTS}`).toEqual([]);
});
