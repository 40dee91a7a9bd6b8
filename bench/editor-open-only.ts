// `npm run bench -- --only editor-open`: the lesson editor's figures alone (issue 11), for iterating on
// how the web app loads. With BENCH_BASELINE_WEB_DIST naming another build of the web app (a copy of
// packages/web/dist made before a change), both builds are opened visit after visit in the same run,
// each by its own server on its own copy of the data, so the machine's load lands on both alike.
import { loadavg } from 'node:os';
import { median, millisecondsUntilShown, openChromium, signedInPage } from './browser/chromium.ts';
import { createBenchLesson, EDITOR_OPEN, lessonEditorLoad, measureLessonEditor } from './browser/lesson-editor.ts';
import type { PreparedDatabase } from './database.ts';
import { lessonEditorLines } from './lesson-editor-report.ts';
import type { BenchOptions } from './options.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';

/** `# load average: 1 5 15` (minutes): the figures follow the machine's load, so each report states it. */
export function loadAverageLine(averages: readonly number[] = loadavg()): string {
  return `# load average: ${averages.map((average) => average.toFixed(2)).join(' ')}`;
}

/** The comparison's lines: each build's visits (sorted) and median, `baseline-` before the other build's. */
export function comparisonLines(openings: { baseline: readonly number[]; current: readonly number[] }): string[] {
  const lines = (prefix: string, visits: readonly number[]) => [
    `# ${prefix}editor-open-200-ms visits: ${[...visits]
      .sort((a, b) => a - b)
      .map((ms) => Math.round(ms))
      .join(' ')}`,
    `${prefix}editor-open-200-ms: ${Math.round(median(visits))}`,
  ];
  return [...lines('baseline-', openings.baseline), ...lines('', openings.current)];
}

/** Starts the servers it needs (added to `servers`, which the caller stops) and prints the figures. */
export async function runEditorOpenOnly(
  database: PreparedDatabase,
  options: BenchOptions,
  servers: ServerProcess[],
  baselineWebDist: string | undefined,
): Promise<void> {
  const cookie = database.sessionCookie;
  const ours = await startServerProcess('ours', await database.environmentFor('ours'));
  servers.push(ours);
  const load = lessonEditorLoad(options);
  console.log(loadAverageLine());
  if (baselineWebDist === undefined) {
    const lessonId = await createBenchLesson(ours.url, cookie, database.longCourseId);
    for (const line of lessonEditorLines(await measureLessonEditor(ours.url, cookie, lessonId, load))) console.log(line);
  } else {
    const baseline = await startServerProcess('ours', { ...(await database.environmentFor('baseline')), WEB_DIST_DIR: baselineWebDist });
    servers.push(baseline);
    // On PGlite each server has its own copy of the data, so each gets its own (identical) lesson.
    const targets = await Promise.all(
      [baseline, ours].map(async (server) => ({
        url: server.url,
        lessonId: await createBenchLesson(server.url, cookie, database.longCourseId),
      })),
    );
    const [baselineOpenings, currentOpenings] = await alternateOpenings(targets, cookie, load.visits);
    for (const line of comparisonLines({ baseline: baselineOpenings!, current: currentOpenings! })) console.log(line);
  }
  console.log(loadAverageLine());
}

/** First visits of each target's editor in turn (a fresh context each, as measureLessonEditor's), `visits` each. */
async function alternateOpenings(targets: { url: string; lessonId: string }[], cookie: string, visits: number): Promise<number[][]> {
  const browser = await openChromium();
  try {
    const openings = targets.map((): number[] => []);
    for (let visit = 0; visit < visits; visit += 1) {
      // Who goes first swaps every visit, so neither build always follows the other's requests.
      const order = visit % 2 === 0 ? [...targets.keys()] : [...targets.keys()].reverse();
      for (const index of order) {
        const target = targets[index]!;
        const page = await signedInPage(browser, target.url, cookie);
        openings[index]!.push(await millisecondsUntilShown(page, `${target.url}/lesson/${target.lessonId}`, EDITOR_OPEN));
        await page.context().close();
      }
    }
    return openings;
  } finally {
    await browser.close();
  }
}
