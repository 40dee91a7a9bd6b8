// `course-editor-ready-ms`: the all-in-one course editor of the 500-lesson course, opened at its lessons
// section (`?section=lessons`, where an author manages them), shows its lesson list.
import { openChromium, signedInPage, millisecondsUntilShown, median } from './chromium.ts';

/** The first lesson row: the list is on screen once one row is. */
export const FIRST_LESSON_ROW = '.lesson-list .lesson-row';

/** Median over `visits` first visits (fresh context each time: no cache, no stored drafts). */
export async function measureCourseEditorReady(baseUrl: string, courseId: string, cookie: string, visits: number): Promise<number> {
  const browser = await openChromium();
  try {
    const timings: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const page = await signedInPage(browser, baseUrl, cookie);
      timings.push(await millisecondsUntilShown(page, `${baseUrl}/course/${courseId}/edit?section=lessons`, FIRST_LESSON_ROW));
      await page.context().close();
    }
    return median(timings);
  } finally {
    await browser.close();
  }
}
