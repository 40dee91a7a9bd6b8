import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';
import type { RouteHandle } from '../../app/route-handle.ts';
import { startLessonFetch } from '../../api/early-lesson-fetch.ts';

// The learner app's words live in the `learner` block of the locale files, so its titles do too.
const titled = (title: (t: TFunction) => string): RouteHandle => ({ title });

/**
 * `/`: learners go on to /learn, staff see their course list. The page decides from the session's roles,
 * which the protected routes have already fetched.
 */
export const learnerStartRoute: RouteObject = {
  index: true,
  lazy: lazyPage(() => import('./start/StartPage.tsx').then((m) => m.StartPage)),
  handle: { page: 'home' } satisfies RouteHandle,
};

/**
 * The learner app's routes under /learn (our design; the specs give only the authoring routes). Each
 * page is loaded on demand so the learner's first download stays small: add a line per page, lazily.
 */
const learnerPages: RouteObject[] = [
  {
    path: 'learn',
    lazy: lazyPage(() => import('./home/LearnerHomePage.tsx').then((m) => m.LearnerHomePage)),
    handle: titled((t) => t('learner.home.title')),
  },
  {
    path: 'learn/courses/:courseId',
    lazy: lazyPage(() => import('./course/LearnerCoursePage.tsx').then((m) => m.LearnerCoursePage)),
    handle: titled((t) => t('learner.course.pageTitle')),
  },
  {
    path: 'learn/courses/:courseId/certificate',
    lazy: lazyPage(() => import('./certificate/CertificatePage.tsx').then((m) => m.CertificatePage)),
    handle: titled((t) => t('learner.certificate.title')),
  },
  {
    path: 'learn/courses/:courseId/leaderboard',
    lazy: lazyPage(() => import('./leaderboard/LeaderboardPage.tsx').then((m) => m.LeaderboardPage)),
    handle: titled((t) => t('learner.leaderboard.title')),
  },
  {
    path: 'learn/paths/:playlistId',
    lazy: lazyPage(() => import('../learner-paths/index.ts').then((m) => m.LearnerPlaylistPage)),
    handle: { title: (t) => t('playlists.learner.title') } satisfies RouteHandle,
  },
  {
    path: 'learn/leaderboards',
    lazy: lazyPage(() => import('../leaderboards/index.ts').then((m) => m.LearnerLeaderboardsPage)),
    handle: titled((t) => t('leaderboards.learner.title')),
  },
  {
    path: 'learn/leaderboards/:leaderboardId',
    lazy: lazyPage(() => import('../leaderboards/index.ts').then((m) => m.LearnerStandingsPage)),
    handle: titled((t) => t('leaderboards.learner.boardTitle')),
  },
  {
    path: 'learn/profile',
    lazy: lazyPage(() => import('./profile/ProfilePage.tsx').then((m) => m.ProfilePage)),
    handle: titled((t) => t('learner.profile.title')),
  },
  {
    path: 'learn/discussions/:lessonId',
    lazy: lazyPage(() => import('../learner-discussions/index.ts').then((m) => m.LearnerDiscussionPage)),
    handle: { page: 'discussion' } satisfies RouteHandle,
  },
  {
    path: 'learn/assessments/:lessonId',
    lazy: lazyPage(() => import('../learner-discussions/index.ts').then((m) => m.LearnerAssessmentPage)),
    handle: { page: 'assessment' } satisfies RouteHandle,
  },
  {
    path: 'learn/observations/:lessonId',
    lazy: lazyPage(() => import('../learner-sessions/index.ts').then((m) => m.LearnerObservationPage)),
    handle: { page: 'practicalAssessment' } satisfies RouteHandle,
  },
  {
    path: 'learn/conferences/:lessonId',
    lazy: lazyPage(() => import('../learner-sessions/index.ts').then((m) => m.LearnerConferencePage)),
    handle: { page: 'virtualClassroom' } satisfies RouteHandle,
  },
];

/**
 * The learner pages in the account's branding, and the lesson player, which fills the screen with the
 * lesson's own style and is left out so its early fetch never waits for another chunk.
 */
export const learnerRoutes: RouteObject[] = [
  { lazy: lazyPage(() => import('./shared/LearnerBranding.tsx').then((m) => m.LearnerBranding)), children: learnerPages },
  {
    path: 'learn/lessons/:lessonId',
    // The lesson's data is asked for now, beside the session check and the page's code (not after both).
    loader: ({ params }) => {
      if (params.lessonId) startLessonFetch(params.lessonId);
      return null;
    },
    lazy: () => import('../lesson-player/index.ts').then((m) => ({ Component: m.LessonPlayPage })),
    // A lesson plays full screen, as an app on a phone: its own bar has the way back to the course.
    handle: { title: (t) => t('lessonPlayer.pageTitle'), fullScreen: true } satisfies RouteHandle,
  },
];
