// The lesson player in Chromium (issue 5): from navigation to /learn/lessons/{id} until the first slide
// is drawn by its renderer with a control the learner can use, median of fresh visits (empty caches,
// as a learner's first visit). See README.md for what the figure means.
import { lessonDeck } from '../lesson-deck.ts';
import { median, millisecondsUntilShown, openChromium, signedInPage } from './chromium.ts';

/** A lesson of a realistic length; only its first slide's renderer should be needed to start. */
export const PLAYER_LESSON_SLIDES = 30;
/** Interactive: the first slide drawn by its renderer (not the loading notice) holds an enabled button. */
export const PLAYER_FIRST_SLIDE_INTERACTIVE = '.sw-lesson .sw-slide[data-slide-type] button:enabled';
/** The seeded course the lesson goes in: published and open to the whole demo account. */
const SAMPLE_COURSE_TITLE = 'Welcome to Slidewise';

/** A published lesson of the catalogue's templates in turn, in the seeded sample course, made as an author would. */
export async function createPlayerBenchLesson(baseUrl: string, cookie: string): Promise<string> {
  const headers = { cookie, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const courses = (await call('GET', '/api/courses')) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === SAMPLE_COURSE_TITLE);
  if (!course) throw new Error(`The seeded course "${SAMPLE_COURSE_TITLE}" is missing: the player bench needs a published course.`);
  const lesson = (await call('POST', `/api/course/${course.id}/lessons`, {
    kind: 'Lesson',
    title: `Bench lesson to play (${PLAYER_LESSON_SLIDES} slides)`,
  })) as { id: string };
  await call('PUT', `/api/lesson-authoring/${lesson.id}`, {
    slides: lessonDeck(PLAYER_LESSON_SLIDES),
    latestSavedSlidesStateIdentifier: null,
  });
  await call('POST', `/api/course/${course.id}/lessons/publish`, { lessonIds: [lesson.id] });
  return lesson.id;
}

/** Median milliseconds over `visits` fresh visits until the first slide is interactive. */
export async function measurePlayerFirstSlide(baseUrl: string, cookie: string, lessonId: string, visits: number): Promise<number> {
  const browser = await openChromium();
  try {
    const timings: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const page = await signedInPage(browser, baseUrl, cookie);
      try {
        timings.push(await millisecondsUntilShown(page, `${baseUrl}/learn/lessons/${lessonId}`, PLAYER_FIRST_SLIDE_INTERACTIVE));
      } finally {
        await page.context().close();
      }
    }
    return median(timings);
  } finally {
    await browser.close();
  }
}
