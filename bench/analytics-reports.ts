// `course-report-p95-ms` and `question-report-p95-ms` (issue 15): the course report and the lesson and
// question report of one course that holds 100 000 attempts (10 000 learners, 10 attempts each over its
// lessons), on a database whose events table holds 1 000 000 events. The attempts are written straight
// into learner_attempts, as years of play leave them, then counted by the read models' sweep (the same
// backfill a server runs on its first start after the upgrade), whose time is printed too. The reports are
// asked one at a time through Fastify's inject as the demo owner, so the figure is the server's work —
// session, policy, the read model's reads, shaping and serialisation — without a socket. The course
// report is what its page asks for at once: the summary and the first page of learners.
import { join } from 'node:path';
import { DEFAULT_COURSE_LEARNER_PAGE_SIZE } from '@slidewise/core';
import { buildApp, DEMO_CREDENTIALS, sweepCourseReadModels } from '@slidewise/server';
import { percentile95 } from './leaderboard.ts';
import { openSeededDatabase } from './seeded-database.ts';
import { rawQueryOf } from './servers/raw-query.ts';
import { signInAsDemoOwner } from './sign-in.ts';

/** The targets (Checks → Bench). */
export const MAXIMUM_REPORT_P95_MS = 300;

export interface ReportLoad {
  learners: number;
  attemptsPerLearner: number;
  events: number;
  warmUp: number;
  requests: number;
}

export function reportLoad(smoke: boolean): ReportLoad {
  return smoke
    ? { learners: 200, attemptsPerLearner: 5, events: 10_000, warmUp: 2, requests: 10 }
    : { learners: 10_000, attemptsPerLearner: 10, events: 1_000_000, warmUp: 10, requests: 100 };
}

export interface ReportFigures {
  attempts: number;
  backfillMs: number;
  courseReportMs: number[];
  questionReportMs: number[];
}

/** The figures as `name: value` lines, a `target-missed:` line before each one above its target. */
export function analyticsReportLines(figures: ReportFigures): string[] {
  const lines = [`analytics-attempts: ${figures.attempts}`, `analytics-backfill-ms: ${Math.round(figures.backfillMs)}`];
  for (const [name, durations] of [
    ['course-report-p95-ms', figures.courseReportMs],
    ['question-report-p95-ms', figures.questionReportMs],
  ] as const) {
    const p95 = Math.round(percentile95(durations) * 100) / 100;
    if (p95 > MAXIMUM_REPORT_P95_MS) lines.push(`target-missed: ${name} ${p95} is above ${MAXIMUM_REPORT_P95_MS}`);
    lines.push(`${name}: ${p95}`);
  }
  return lines;
}

export async function measureAnalyticsReports(workDir: string, databaseUrl: string | undefined, load: ReportLoad): Promise<ReportFigures> {
  const { config, handle } = await openSeededDatabase(join(workDir, 'analytics-reports'), databaseUrl);
  try {
    const raw = rawQueryOf(handle);
    const run = (name: string, text: string, params: unknown[] = []) => raw({ name, text }, params);
    const [[accountId]] = (await run('bench_reports_account', 'select account_id from users where email = $1', [
      DEMO_CREDENTIALS.email,
    ])) as [[string]];
    // The demo course whose published lessons hold the most slides.
    const [[courseId]] = (await run(
      'bench_reports_course',
      `select lessons.course_id from lessons
       join courses on courses.id = lessons.course_id and courses.account_id = $1 and courses.course_status = 'Published'
       join lesson_slides deck on deck.lesson_id = lessons.id and deck.version_type = 'Published'
       group by lessons.course_id order by sum(deck.slide_count) desc limit 1`,
      [accountId],
    )) as [[string]];
    const lessonRows = (await run(
      'bench_reports_lessons',
      `select lessons.id from lessons join lesson_slides deck on deck.lesson_id = lessons.id and deck.version_type = 'Published'
       where lessons.course_id = $1 and deck.slide_count > 0 order by deck.slide_count desc`,
      [courseId],
    )) as [string][];
    const lessonIds = lessonRows.map(([id]) => id);
    if (lessonIds.length === 0) throw new Error('The demo account has no published lesson with slides to report on.');
    await run(
      'bench_reports_learners',
      `insert into users (account_id, email, first_name, last_name, roles)
       select $1, 'report.' || i || '@bench.example.com', 'Learner', lpad(i::text, 5, '0'), array['app-user']
       from generate_series(1, $2::integer) i`,
      [accountId, load.learners],
    );
    // Each attempt answers every slide of its lesson, a few seconds apart: a right answer six times in ten,
    // one of four options, finished a minute or two after it started.
    await run(
      'bench_reports_attempts',
      `insert into learner_attempts (account_id, user_id, course_id, lesson_id, started_at, finished_at, results, score, stars, passed)
       select $1, person.id, $2, lesson.id, started, started + interval '90 seconds',
         (select coalesce(jsonb_object_agg(slide.id, jsonb_build_object(
            'correct', random() < 0.6, 'answers', jsonb_build_array(floor(random() * 4)::integer), 'points', 0,
            'answeredAt', to_char((started + slide.place * interval '7 seconds') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), '{}')
          from unnest(deck.slide_ids) with ordinality as slide(id, place)),
         floor(random() * 101), 1, random() < 0.7
       from users person
       cross join generate_series(1, $3::integer) attempt_number
       cross join lateral (select ($4::uuid[])[1 + (attempt_number - 1) % array_length($4::uuid[], 1)] as id) lesson
       join lesson_slides deck on deck.lesson_id = lesson.id and deck.version_type = 'Published'
       cross join lateral (select timestamptz '2026-01-01' + (attempt_number * interval '1 day') + (random() * interval '8 hours') as started) moment
       where person.account_id = $1 and person.email like 'report.%@bench.example.com'`,
      [accountId, courseId, load.attemptsPerLearner, lessonIds],
    );
    // The events table as a busy account fills it: the reports must not depend on its size.
    await run(
      'bench_reports_events',
      `insert into analytics_events (account_id, event_type, event_name, properties, received_at)
       select $1, 'track', 'Lesson Completed', jsonb_build_object('lesson_id', $2::text), timestamptz '2026-01-01' + i * interval '1 second'
       from generate_series(1, $3::integer) i`,
      [accountId, lessonIds[0], load.events],
    );
    const [[attempts]] = (await run('bench_reports_count', 'select count(*)::integer from learner_attempts where course_id = $1', [
      courseId,
    ])) as [[number]];

    const backfillStarted = performance.now();
    await sweepCourseReadModels({ db: handle.db, clock: () => new Date() });
    const backfillMs = performance.now() - backfillStarted;

    const app = await buildApp(config, { database: handle.db });
    try {
      const owner = await signInAsDemoOwner(app);
      type Check = (body: Record<string, unknown>) => string | null;
      // Times the requests sent at once until the last answers; each answer is checked after the clock stops.
      const timed = async (...requests: [url: string, check: Check][]) => {
        const started = performance.now();
        const responses = await Promise.all(requests.map(([url]) => app.inject({ method: 'GET', url, headers: { cookie: owner } })));
        const elapsed = performance.now() - started;
        requests.forEach(([url, check], index) => {
          const response = responses[index]!;
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
          const problem = check(response.json());
          if (problem) throw new Error(`${url}: ${problem}`);
        });
        return elapsed;
      };
      // The course report as a user opens it: the page asks for the summary and the first page of learners
      // at once, and is complete when both have answered.
      const firstPageSize = Math.min(load.learners, DEFAULT_COURSE_LEARNER_PAGE_SIZE);
      const course = () =>
        timed(
          [
            `/api/analytics/courses/${courseId}`,
            (body) => ((body.learnerCount as number) < load.learners ? `counted ${body.learnerCount} learners of ${load.learners}` : null),
          ],
          [
            `/api/analytics/courses/${courseId}/learners`,
            (body) =>
              (body.items as unknown[]).length < firstPageSize ? `the first page listed ${(body.items as unknown[]).length}` : null,
          ],
        );
      const questions = () =>
        timed([
          `/api/analytics/courses/${courseId}/lessons/${lessonIds[0]}`,
          (body) =>
            (body.slides as { answeredCount: number }[]).some((slide) => slide.answeredCount > 0) ? null : 'no slide was answered',
        ]);
      const measure = async (ask: () => Promise<number>) => {
        for (let index = 0; index < load.warmUp; index++) await ask();
        const durations: number[] = [];
        for (let index = 0; index < load.requests; index++) durations.push(await ask());
        return durations;
      };
      return { attempts, backfillMs, courseReportMs: await measure(course), questionReportMs: await measure(questions) };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
