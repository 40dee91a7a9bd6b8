// Page functions run in the browser: their DOM types are the browser's.
/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, SAMPLE_COURSE } from './demo-activities.ts';
import { signIn } from './sign-in.ts';

// Every route must look the same whether it was reached by navigating inside the app or loaded directly
// (a reload, a bookmark). Each page is a lazy chunk that brings its own stylesheets, so a class styled only
// by another page's stylesheet shows after a walk through the app and is missing on a direct load (the
// lesson editor's glyphs and the course status badge were). One tab walks through every route by client
// side navigation; a second tab loads each route directly; the computed styles of each element class on
// the page must agree. At a phone's size and a desktop's, and the lesson editor in Spanish too.

const PROPERTIES = [
  'display',
  'position',
  'flex-direction',
  'flex-wrap',
  'gap',
  'padding',
  'margin',
  'border-top-width',
  'border-top-style',
  'border-radius',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'mask-image',
  'text-transform',
  'white-space',
  'overflow-x',
] as const;

type StyleBook = Record<string, Record<string, string>>;

/** The computed style of the first element of every distinct tag and class list on the page, with the theme. */
function readStyles(page: Page): Promise<StyleBook> {
  return page.evaluate(
    (properties) => {
      const book: Record<string, Record<string, string>> = {
        html: { theme: document.documentElement.dataset.theme ?? '', lang: document.documentElement.lang },
      };
      for (const element of document.querySelectorAll('body [class]')) {
        const key = `${element.tagName.toLowerCase()}.${[...element.classList].sort().join('.')}`;
        if (key in book) continue;
        const style = getComputedStyle(element);
        book[key] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
      }
      return book;
    },
    PROPERTIES as unknown as string[],
  );
}

/** Waits until the page has its data: no spinner, no pending request. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expect(page.locator('#main :is(h1, h2)').first()).toBeVisible();
  // Transitions (toasts, disclosures) finish before reading colours.
  await page.waitForTimeout(300);
}

/** Client-side navigation, as a link does: the router follows the history entry without reloading. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Keys whose styles differ between the walk and the direct load, with the first differing property. */
function differences(walked: StyleBook, direct: StyleBook): string[] {
  return Object.keys(direct)
    .filter((key) => key in walked)
    .flatMap((key) => {
      const changed = Object.keys(direct[key]!).filter((property) => direct[key]![property] !== walked[key]![property]);
      return changed.map((property) => `${key} ${property}: walked "${walked[key]![property]}", direct "${direct[key]![property]}"`);
    });
}

/**
 * What breaks a layout when labels get longer (Spanish): the page scrolling sideways, a control sticking
 * out of the screen, a button or tab label clipped or broken over two lines.
 */
function layoutProblems(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const element of document.querySelectorAll<HTMLElement>(`${selector} :is(button, [role="tab"], a, select, label)`)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
      if (box.right > width + 1) problems.push(`${name} sticks out of the screen`);
      if (element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'SELECT') problems.push(`${name} is clipped`);
      if (element.matches('button, [role="tab"]')) {
        // Each run of label text on one line; a slide's thumbnail inside its row is a picture, not a label.
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || text.parentElement?.closest('.slide-thumbnail')) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${name}: "${text.textContent.trim()}" breaks over ${lines.size} lines`);
        }
      }
    }
    return problems;
  }, scope);
}

async function signInAsOwner(page: Page) {
  await signIn(page, DEMO_OWNER);
  await expect(page.getByRole('heading', { name: 'Your courses' })).toBeVisible();
}

/** Every route of the route table, with the sample course's ids filled in. */
async function allRoutes(page: Page): Promise<string[]> {
  const courses = (await (await page.request.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
  const courseId = courses.items.find((course) => course.title === SAMPLE_COURSE)!.id;
  const lessons = (await (await page.request.get(`/api/course/${courseId}/lessons`)).json()) as { id: string; kind: string }[];
  const lessonOf = (kind: string) => lessons.find((lesson) => lesson.kind === kind)?.id;
  const slides = lessonOf('Lesson')!;
  const routes = [
    '/',
    `/course/${courseId}/edit`,
    `/course-builder/${courseId}`,
    `/course/${courseId}/review`,
    `/course/${courseId}/results`,
    `/course/${courseId}/group-training`,
    `/lesson/${slides}`,
    `/lesson/${slides}?lng=es-ES`,
    `/lesson/${slides}?lng=en-US`,
    '/moderation',
    '/peer-authoring',
    '/paths/demo',
    '/learn',
    `/learn/courses/${courseId}`,
    `/learn/courses/${courseId}/leaderboard`,
    '/learn/profile',
    `/learn/lessons/${slides}`,
  ];
  const discussion = lessonOf('Discussion');
  if (discussion) routes.push(`/discussion/${discussion}`, `/discussions/${discussion}/posts`, `/learn/discussions/${discussion}`);
  const assessment = lessonOf('Assessment');
  if (assessment) routes.push(`/assignment/${assessment}`, `/assignments/${assessment}/submissions`, `/learn/assessments/${assessment}`);
  const observation = lessonOf('Observation');
  if (observation) routes.push(`/practical-assessment/${observation}`, `/learn/observations/${observation}`);
  const conference = lessonOf('Conference');
  if (conference) routes.push(`/virtual-classroom/${conference}`, `/learn/conferences/${conference}`);
  return routes;
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Each route reached by client-side navigation, in order, from one tab. */
async function walkInApp(page: Page, routes: string[]): Promise<Map<string, StyleBook>> {
  const walked = new Map<string, StyleBook>();
  for (const route of routes) {
    await navigateInApp(page, route);
    await settled(page);
    walked.set(route, await readStyles(page));
  }
  return walked;
}

/** Each route loaded from scratch in one tab, with the lesson editor's layout checked in both its panels. */
async function loadDirectly(page: Page, routes: string[]): Promise<{ styles: Map<string, StyleBook>; layout: string[] }> {
  const styles = new Map<string, StyleBook>();
  const layout: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    styles.set(route, await readStyles(page));
    if (route.startsWith('/lesson/')) {
      // Spanish labels are longer: the editor's toolbar, slide list and panels must still hold them.
      layout.push(...(await layoutProblems(page, '.top-bar, .lesson-editor')).map((line) => `${route}: ${line}`));
      await page.getByRole('tab', { name: /Lesson settings|Ajustes de la lección/ }).click();
      layout.push(...(await layoutProblems(page, '.lesson-editor')).map((line) => `${route} (settings): ${line}`));
    }
  }
  return { styles, layout };
}

// Most of a visit is waiting for the network to go quiet, so the two sizes, and the walk and the direct
// loads of each, run side by side in four tabs (about half the time of one tab after another). The walk
// and the direct loads each have a browser context of their own: the language and the theme a page
// remembers (`?lng=`, `?theme=`) are kept in local storage, which one context's tabs share.
test('every route looks the same loaded directly as reached by navigation, on a phone and a desktop', async ({ browser }) => {
  test.setTimeout(180_000);
  const found = await Promise.all(
    viewports.map(async (viewport) => {
      const signedInPage = async () => {
        const context = await browser.newContext({ viewport, hasTouch: viewport.name === 'phone' });
        const page = await context.newPage();
        await signInAsOwner(page);
        return page;
      };
      const [walker, loader] = await Promise.all([signedInPage(), signedInPage()]);
      const routes = await allRoutes(walker);
      const [walked, direct] = await Promise.all([walkInApp(walker, routes), loadDirectly(loader, routes)]);
      await Promise.all([walker.context().close(), loader.context().close()]);
      return [
        ...routes.flatMap((route) => differences(walked.get(route)!, direct.styles.get(route)!).map((line) => `${route}: ${line}`)),
        ...direct.layout,
      ].map((line) => `${viewport.name} ${line}`);
    }),
  );
  expect(found.flat()).toEqual([]);
});
