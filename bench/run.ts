// `npm run bench [-- --smoke]`: the API read benchmark, then the course administration figures. See README.md beside this file for what each line means.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBenchOptions } from './options.ts';
import { prepareDatabase } from './database.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';
import { assertSameAnswers } from './check-answers.ts';
import { measureAll, type Target } from './measure.ts';
import { measurementLines, verdictLines } from './report.ts';
import { courseVerdictLines } from './course-report.ts';
import { FRAMEWORK_CEILING_PATH } from './servers/framework-ceiling.ts';
import { measureCourseEditorReady } from './browser/course-editor-ready.ts';
import { lessonSaveLines, lessonSaveLoad, measureLessonSaves } from './lesson-save.ts';
import { createBenchLesson, lessonEditorLoad, measureLessonEditor } from './browser/lesson-editor.ts';
import { lessonEditorLines } from './lesson-editor-report.ts';
import { createPlayerBenchLesson, measurePlayerFirstSlide } from './browser/player-first-slide.ts';
import { playerFirstSlideLines } from './player-report.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { learnerBundleLines, measureInitialJs } from './learner-bundle.ts';
import { addDiscussionData, discussionPageLines, discussionPageLoad, measureDiscussionPages } from './discussion-page.ts';
import { runEditorOpenOnly } from './editor-open-only.ts';
import { measurePublicSite, publicSiteLoad } from './browser/public-site.ts';
import { publicSiteLines } from './public-site-report.ts';
import { measureScormUnpack, scormUnpackLines } from './scorm-unpack.ts';
import { BENCH_SLIDES, measurePptxConvert, pptxConvertLines } from './pptx-convert.ts';
import { fsyncNote, learnerWriteLines, learnerWriteLoad, learnersPerServer, measureLearnerWrites } from './learner-writes.ts';
import { measureMediaFigures, mediaLines } from './media-uploads.ts';
import { leaderboardLines, measureGroupLeaderboard, percentile95 } from './leaderboard.ts';
import { eventsIngestLines, ingestLoad, measureEventsIngest } from './events-ingest.ts';
import { analyticsReportLines, measureAnalyticsReports, reportLoad } from './analytics-reports.ts';
import { AI_BENCH_LESSONS, aiCourseLines, measureAiCourseOverhead } from './ai-course.ts';

let options: ReturnType<typeof readBenchOptions>;
try {
  options = readBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-'));
const servers: ServerProcess[] = [];

try {
  // `--only api-read` measures the API reads alone: no build, no browser, no discussion data set.
  const everything = options.only === undefined;
  // The browser figures need the built web app, and our server lists its files when it starts: build
  // first, when the sources are newer than the last build.
  if (options.only === 'editor-open') {
    if (!ensureWebBuild()) throw new Error('The web app did not build; the lesson editor cannot be measured.');
    const database = await prepareDatabase(workDir, databaseUrl, learnersPerServer(learnerWriteLoad(true)));
    await runEditorOpenOnly(database, options, servers, process.env.BENCH_BASELINE_WEB_DIST || undefined);
  } else if (options.only === 'public-site') {
    if (!ensureWebBuild()) throw new Error('The web app did not build; the public pages cannot be measured.');
    console.log(`bench-database: ${databaseUrl ? 'postgres' : 'pglite'}`);
    const database = await prepareDatabase(workDir, databaseUrl, learnersPerServer(learnerWriteLoad(true)));
    const ours = await startServerProcess('ours', await database.environmentFor('ours'));
    servers.push(ours);
    const figures = await measurePublicSite(ours.url, database.sessionCookie, publicSiteLoad(options.smoke));
    for (const line of publicSiteLines(figures)) console.log(line);
  } else {
    if (everything && !ensureWebBuild()) throw new Error('The web app did not build; the browser figures cannot be measured.');
    // The learner app's first download (issue 5): read from the build, no server needed.
    if (everything) for (const line of learnerBundleLines(await measureInitialJs())) console.log(line);
    // SCORM packages (issue 13): a 50 MB package checked and unpacked on the disk storage; no server needed.
    if (everything) for (const line of scormUnpackLines(await measureScormUnpack(50, options.smoke ? 1 : 5))) console.log(line);
    // Presentations (issue 17): a 50-slide pptx into a lesson, in this process on an in-memory PGlite.
    if (everything) for (const line of pptxConvertLines(await measurePptxConvert(BENCH_SLIDES, options.smoke ? 1 : 3))) console.log(line);
    // AI course generation (issue 17): our time around a mock model that answers at once; no server needed.
    if (everything)
      for (const line of aiCourseLines((await measureAiCourseOverhead(AI_BENCH_LESSONS, options.smoke ? 1 : 5)).medianMs))
        console.log(line);
    console.log(`bench-database: ${databaseUrl ? 'postgres' : 'pglite'}`);
    const rushLoad = learnerWriteLoad(options.smoke);
    const database = await prepareDatabase(workDir, databaseUrl, learnersPerServer(rushLoad));
    if (database.postgresFsync) console.log(`bench-postgres-fsync: ${database.postgresFsync}`);
    // Discussions (issue 6): 100,000 posts and 500,000 comments, added before the servers copy the prepared data.
    const discussionId = everything ? (await addDiscussionData(workDir, databaseUrl)).discussionId : undefined;
    // Started together; if one fails, the ones that did start are still stopped below.
    const started = await Promise.allSettled(
      (['framework-ceiling', 'data-ceiling', 'ours'] as const).map(async (kind) =>
        startServerProcess(kind, await database.environmentFor(kind)),
      ),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    const [frameworkCeiling, dataCeiling, ours] = servers;
    const cookie = database.sessionCookie;
    await assertSameAnswers('/api/me', ours!.url, dataCeiling!.url, cookie);
    await assertSameAnswers('/api/courses', ours!.url, dataCeiling!.url, cookie);

    const signedIn = { cookie };
    // Each ceiling runs right before our matching endpoint, round after round (see measureAll).
    const targets: Target[] = [
      { name: 'framework-ceiling', url: `${frameworkCeiling!.url}${FRAMEWORK_CEILING_PATH}` },
      { name: 'data-ceiling-me', url: `${dataCeiling!.url}/api/me`, headers: signedIn },
      { name: 'api-me', url: `${ours!.url}/api/me`, headers: signedIn },
      { name: 'data-ceiling-courses', url: `${dataCeiling!.url}/api/courses`, headers: signedIn },
      { name: 'api-courses', url: `${ours!.url}/api/courses`, headers: signedIn },
    ];
    const measured = await measureAll(targets, options);
    for (const target of targets) for (const line of measurementLines(target.name, measured.get(target.name)!)) console.log(line);

    const figure = (name: string) => measured.get(name)!;
    const verdict = verdictLines(
      { me: figure('api-me'), courses: figure('api-courses') },
      { me: figure('data-ceiling-me'), courses: figure('data-ceiling-courses') },
      databaseUrl ? 'postgres' : 'pglite',
    );
    for (const line of verdict) console.log(line);

    if (everything && discussionId !== undefined) {
      // Course administration (issue 3): the 500-lesson course and the account of 2,000 courses.
      const lessonsPath = `/api/course/${database.longCourseId}/lessons`;
      await assertSameAnswers(lessonsPath, ours!.url, dataCeiling!.url, cookie);
      // One client: each request waits for the previous answer, so p99 is the latency of one call alone.
      const oneClient = [
        { name: 'course-get', url: `${ours!.url}/api/courses/${database.longCourseId}`, headers: signedIn },
        { name: 'lessons-500', url: `${ours!.url}${lessonsPath}`, headers: signedIn },
        { name: 'mini-course-list', url: `${ours!.url}/api/courses`, headers: { cookie: database.largeAccountCookie } },
      ];
      const loaded = [
        { name: 'data-ceiling-lessons', url: `${dataCeiling!.url}${lessonsPath}`, headers: signedIn },
        { name: 'api-lessons', url: `${ours!.url}${lessonsPath}`, headers: signedIn },
      ];
      const measuredAlone = await measureAll(oneClient, { ...options, connections: 1 });
      for (const target of oneClient)
        for (const line of measurementLines(`${target.name}-one-client`, measuredAlone.get(target.name)!)) console.log(line);
      const measuredLoaded = await measureAll(loaded, options);
      for (const target of loaded) for (const line of measurementLines(target.name, measuredLoaded.get(target.name)!)) console.log(line);
      const editorReadyMs = await measureCourseEditorReady(ours!.url, database.longCourseId, cookie, options.browserVisits);
      const courseVerdict = courseVerdictLines({
        editorReadyMs,
        courseGet: measuredAlone.get('course-get')!,
        lessons: measuredAlone.get('lessons-500')!,
        miniCourseList: measuredAlone.get('mini-course-list')!,
        lessonsLoaded: measuredLoaded.get('api-lessons')!,
        lessonsCeiling: measuredLoaded.get('data-ceiling-lessons')!,
      });
      for (const line of courseVerdict) console.log(line);

      // Lesson authoring (issue 4): saves of a 200-slide lesson with one client, after every read figure.
      const saveLatencies = await measureLessonSaves(ours!.url, cookie, lessonSaveLoad(options.smoke));
      for (const line of lessonSaveLines(saveLatencies)) console.log(line);

      // Discussions (issue 6): page 1 and page 4,000 of 20 posts with their 2-comment previews, one client.
      const discussionLatencies = await measureDiscussionPages(ours!.url, cookie, discussionId, discussionPageLoad(options.smoke));
      for (const line of discussionPageLines(discussionLatencies)) console.log(line);

      // Learner writes (issue 12): learners finishing a 12-question lesson at once, against the learner write ceiling.
      const rush = await measureLearnerWrites({ ours: ours!.url, ceiling: dataCeiling!.url }, database.learnerRush, rushLoad);
      for (const line of [...fsyncNote(database.postgresFsync), ...learnerWriteLines(rush)]) console.log(line);

      // The lesson editor in Chromium (issue 4): a 200-slide lesson made through the API opens, takes keystrokes and undoes.
      const benchLessonId = await createBenchLesson(ours!.url, cookie, database.longCourseId);
      const editorFigures = await measureLessonEditor(ours!.url, cookie, benchLessonId, lessonEditorLoad(options));
      for (const line of lessonEditorLines(editorFigures)) console.log(line);

      // The lesson player in Chromium (issue 5): a published lesson opened by fresh visits until its first slide is interactive.
      const playerLessonId = await createPlayerBenchLesson(ours!.url, cookie);
      const firstSlideMs = await measurePlayerFirstSlide(ours!.url, cookie, playerLessonId, options.browserVisits);
      for (const line of playerFirstSlideLines(firstSlideMs)) console.log(line);

      // Media (issue 13): a 250 MB upload's memory on disk storage, and a cached image variant's latency.
      const mediaFigures = await measureMediaFigures(ours!.url, cookie, ours!.pid, options.smoke);
      for (const line of mediaLines(mediaFigures)) console.log(line);
      // The public course site (issue 18): the server-rendered course page, and what a stranger's browser downloads.
      const publicSite = await measurePublicSite(ours!.url, cookie, publicSiteLoad(options.smoke));
      for (const line of publicSiteLines(publicSite)) console.log(line);
      // Leaderboards (issue 16): a group board over 10 000 learners, on a database of its own.
      const boardLatencies = await measureGroupLeaderboard(workDir, databaseUrl, options.smoke);
      for (const line of leaderboardLines(percentile95(boardLatencies))) console.log(line);
      // Analytics (issue 15): events accepted per second with 1 000 000 already stored, on a database of its own.
      const eventsLoad = ingestLoad(options.smoke);
      const eventsFigures = await measureEventsIngest(workDir, databaseUrl, eventsLoad);
      for (const line of eventsIngestLines(eventsFigures, eventsLoad.storedEvents)) console.log(line);
      // Course and question reports (issue 15): 100 000 attempts and 1 000 000 events, on a database of its own.
      const reportFigures = await measureAnalyticsReports(workDir, databaseUrl, reportLoad(options.smoke));
      for (const line of analyticsReportLines(reportFigures)) console.log(line);
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await rm(workDir, { recursive: true, force: true });
}
