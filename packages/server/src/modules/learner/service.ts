// The learner's reads: courses, a lesson to play, others' survey answers, the leaderboard, the
// certificate and the profile.
import {
  findSlideTemplate,
  leftOutOfReports,
  LEADERBOARD_SIZE,
  MAX_SURVEY_RESULTS_PER_SLIDE,
  peerLearningSlideTypes,
  rankLeaderboard,
  styleConfigurationSchema,
  languageTagSchema,
  type CertificateResponse,
  type LeaderboardResponse,
  type LearnerCourseDetail,
  type LearnerCourseListResponse,
  type LearnerLessonResponse,
  type LearnerProfileResponse,
  type SurveyResultsResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import {
  courseAttempts,
  courseTitles,
  learnerGroupIds,
  othersSurveyAnswers,
  peopleByIds,
  progressOf,
  publishedCourseRows,
  publishedLessonsOf,
  slideStarsOfLesson,
  totalStars,
  type AttemptRow,
} from './repo.ts';
import { courseVisible, lessonFactsOf } from './standing.ts';
import { readAccountSwitches } from '../account/switches.ts';
import { fullName, record, toAttempt, type LearnerViews } from './learner-views.ts';

export function createLearnerService({ db, clock }: AppContext, views: LearnerViews) {
  const {
    decks,
    visibleCourse,
    viewsOf,
    summariesOf,
    courseView,
    playableLesson,
    lockOf,
    courseHeldBackBy,
    courseOutcome,
    recordIfCompleted,
  } = views;
  return {
    async listCourses(user: SignedInUser): Promise<LearnerCourseListResponse> {
      const [rows, groups] = await Promise.all([publishedCourseRows(db, user.accountId), learnerGroupIds(db, user.id)]);
      const now = clock();
      const visible = rows
        .map((row) => ({ row, course: assembleCourse(row, noLessons, user) }))
        .filter(({ course }) => courseVisible(course, groups, now));
      return { items: await summariesOf(user, await viewsOf(user, visible)) };
    },

    async course(user: SignedInUser, courseId: string): Promise<LearnerCourseDetail> {
      const view = await courseView(user, courseId);
      // A course completed by a discussion, grade, observation or attendance has no finish to record it:
      // the first look at the course after it records it, so the profile and prerequisites see it too.
      if (view.standing.progress.completed && !view.recorded?.completedAt) await recordIfCompleted(user, view);
      const [summary] = await summariesOf(user, [view]);
      const standing = await courseOutcome(user, view);
      return {
        ...summary!,
        config: view.course.config,
        completionCriteria: view.course.completionCriteria,
        leaderboardEnabled: (await readAccountSwitches(db, user.accountId)).leaderboardEnabled && view.course.leaderboard.isEnabled,
        certificateAvailable: standing.certificateAvailable,
        // A course held back by its prerequisites or a Sequential playlist holds back its lessons (the start refuses them).
        lessons: view.standing.lessons.map(({ scored: _scored, playable: _playable, ...lesson }) =>
          summary!.locked && !lesson.completed ? { ...lesson, locked: true, lockReason: 'prerequisites' as const } : lesson,
        ),
        briefcase: view.course.briefcase,
      };
    },

    async lesson(user: SignedInUser, lessonId: string): Promise<LearnerLessonResponse> {
      const { lesson, row, course, inProgress, deckIdentifier } = await playableLesson(user, lessonId);
      // Asked together: on PostgreSQL they run side by side, so the player's first slide waits for one round of reads.
      const [[view], { slides, language }, starsEarnedBySlide, heldBackBy] = await Promise.all([
        viewsOf(user, [{ row, course }]),
        decks.deckOf(db, lesson.id, deckIdentifier),
        slideStarsOfLesson(db, user.id, lesson.id),
        courseHeldBackBy(user, { row, course }),
      ]);
      const published = lesson.publishedData!;
      const style = styleConfigurationSchema.partial().safeParse(record(published.configuration).styleConfiguration).data ?? {};
      const standing = view!.standing.lessons.find((entry) => entry.id === lesson.id);
      return {
        lesson: {
          id: lesson.id,
          courseId: lesson.courseId,
          title: typeof published.title === 'string' ? published.title : '',
          kind: 'Lesson',
          language: languageTagSchema.safeParse(language).data ?? 'en-US',
          // The player follows the course's display config (issue 5); the lesson's own direction wins when set to rtl.
          config: {
            pagination: course.config.pagination,
            indicator: course.config.indicator,
            pageNumbers: course.config.pageNumbers,
            sound: course.config.sound,
            direction: style.direction === 'rtl' ? 'rtl' : course.config.direction,
          },
          slides,
        },
        course: { id: course.id, title: course.title },
        attempt: inProgress ? toAttempt(inProgress) : null,
        // The course's own lock (its prerequisites, a Sequential playlist) says so before the start is refused.
        lock: heldBackBy.length > 0 ? { locked: true, reason: 'prerequisites', lockedUntil: null } : lockOf(view!, lesson.id),
        best: standing && standing.bestScore !== null ? { score: standing.bestScore, stars: standing.stars } : null,
        starsEarnedBySlide,
      };
    },

    async surveyResults(user: SignedInUser, lessonId: string): Promise<SurveyResultsResponse> {
      const { lesson, deckIdentifier } = await playableLesson(user, lessonId);
      const { slides } = await decks.deckOf(db, lesson.id, deckIdentifier);
      const surveyIds = slides.filter((slide) => findSlideTemplate(slide.type)?.play === 'survey').map((slide) => slide.id);
      // Spec lesson contribution.requiresApproval: peers see a contribution once a moderator approved it.
      const contribution = (lesson.publishedData as { contribution?: { requiresApproval?: unknown } } | null)?.contribution;
      const approvalNeeded =
        contribution?.requiresApproval === true
          ? slides.filter((slide) => (peerLearningSlideTypes as readonly string[]).includes(slide.type)).map((slide) => slide.id)
          : [];
      const rows = await othersSurveyAnswers(db, lesson.id, user.id, surveyIds, MAX_SURVEY_RESULTS_PER_SLIDE, approvalNeeded);
      const bySlide: Record<string, unknown[]> = Object.fromEntries(surveyIds.map((id) => [id, []]));
      for (const entry of rows) bySlide[entry.slideId]?.push(entry.answers ?? null);
      return { bySlide };
    },

    async leaderboard(user: SignedInUser, courseId: string): Promise<LeaderboardResponse> {
      const { row, course } = await visibleCourse(user, courseId);
      // No leaderboards anywhere while the account's switch is off, whatever each course says.
      if (!course.leaderboard.isEnabled || !(await readAccountSwitches(db, user.accountId)).leaderboardEnabled)
        return { enabled: false, items: [] };
      const [lessons, attempts] = await Promise.all([publishedLessonsOf(db, [row.id]), courseAttempts(db, row.id)]);
      const scoredIds = new Set(
        lessons
          .map(lessonFactsOf)
          .filter((lesson) => lesson.kind === 'Lesson' && lesson.scored)
          .map((lesson) => lesson.id),
      );
      const totals = leaderboardTotals(attempts, scoredIds);
      const people = (await peopleByIds(db, user.accountId, [...totals.keys()])).filter((person) => !leftOutOfReports(person));
      const players = people.map((person) => ({ userId: person.id, name: fullName(person), points: totals.get(person.id) ?? 0 }));
      return { enabled: true, items: rankLeaderboard(players, user.id, LEADERBOARD_SIZE) };
    },

    async certificate(user: SignedInUser, courseId: string): Promise<CertificateResponse> {
      const view = await courseView(user, courseId);
      const standing = await courseOutcome(user, view);
      if (!standing.certificateAvailable) throw notFound('No certificate has been earned for this course yet.');
      const completedAt = view.recorded?.completedAt ?? clock();
      return {
        learnerName: fullName(user),
        courseTitle: view.course.title,
        completedAt: completedAt.toISOString(),
        score: view.recorded?.score ?? standing.score,
      };
    },

    async profile(user: SignedInUser): Promise<LearnerProfileResponse> {
      const [list, stars, progress] = await Promise.all([this.listCourses(user), totalStars(db, user.id), progressOf(db, user.id)]);
      const completed = progress.filter((entry) => entry.completedAt);
      const titles = await courseTitles(
        db,
        user.accountId,
        completed.map((entry) => entry.courseId),
      );
      return {
        name: fullName(user),
        email: user.email,
        stars,
        completedCourses: completed
          .flatMap((entry) => {
            const title = titles.find((candidate) => candidate.id === entry.courseId)?.title;
            return title === undefined
              ? []
              : [{ id: entry.courseId, title, completedAt: entry.completedAt!.toISOString(), score: entry.score }];
          })
          .sort((left, right) => right.completedAt.localeCompare(left.completedAt)),
        inProgressCourses: list.items
          .filter((course) => !course.completed && (course.completedLessonCount > 0 || course.score !== null))
          .map(({ id, title, completedLessonCount, lessonCount, score }) => ({ id, title, completedLessonCount, lessonCount, score })),
      };
    },
  };
}

/** Per learner: the sum of the best score of each scored lesson. */
export function leaderboardTotals(attempts: readonly AttemptRow[], scoredLessonIds: ReadonlySet<string>): Map<string, number> {
  const best = new Map<string, number>();
  for (const attempt of attempts) {
    if (attempt.score === null || attempt.finishedAt === null || !scoredLessonIds.has(attempt.lessonId)) continue;
    const key = `${attempt.userId}\u0000${attempt.lessonId}`;
    best.set(key, Math.max(best.get(key) ?? 0, attempt.score));
  }
  const totals = new Map<string, number>();
  for (const [key, score] of best) {
    const userId = key.split('\u0000')[0]!;
    totals.set(userId, (totals.get(userId) ?? 0) + score);
  }
  return totals;
}
