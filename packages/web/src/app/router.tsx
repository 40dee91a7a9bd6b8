import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/index.ts';
import { learnerRoutes, learnerStartRoute } from '../features/learner/routes.tsx';
import { Spinner } from '../ui/primitives/Spinner.tsx';
import { AppShell } from './AppShell.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { PageKey } from '../i18n/page-key.ts';
import type { RouteHandle } from './route-handle.ts';

const handle = (page: PageKey, locksDarkScheme = false): RouteHandle => ({ page, locksDarkScheme });

/** Shown inside the shell while the first page's code arrives (later navigations keep the old page meanwhile). */
function PageCodeLoading() {
  const { t } = useTranslation();
  return (
    <div className="page page--wide">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

/**
 * The route table of both specs' §2, plus sign-in, sign-up, magic link, home, forbidden and not found.
 * Every page is lazy (its own chunk): the shell, the providers and the session check are all a first
 * visit downloads before the page it asked for (bench/learner-bundle.ts holds /learn to its budget).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A crash inside a page keeps the top bar, so the user can still switch language or go home.
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageCodeLoading />,
        children: [
          // The shell imports the auth feature's index (session, sign-out), so its pages are loaded by
          // their own files: through the index they would ride along in every first download.
          {
            path: 'sign-in',
            lazy: lazyPage(() => import('../features/auth/SignInPage.tsx').then((m) => m.SignInPage)),
            handle: handle('signIn'),
          },
          {
            path: 'sign-up',
            lazy: lazyPage(() => import('../features/auth/SignUpPage.tsx').then((m) => m.SignUpPage)),
            handle: handle('signUp'),
          },
          {
            path: 'magic-link',
            lazy: lazyPage(() => import('../features/auth/MagicLinkPage.tsx').then((m) => m.MagicLinkPage)),
            handle: handle('magicLink'),
          },
          {
            path: 'forbidden',
            lazy: lazyPage(() => import('./ForbiddenPage.tsx').then((m) => m.ForbiddenPage)),
            handle: handle('forbidden'),
          },
          {
            element: <RequireAuth />,
            children: [
              // Learners land on /learn, staff on their course list (the start page decides).
              learnerStartRoute,
              ...['course/:courseId/edit', 'v2/course/:courseId', 'course/:courseId'].map((path) => ({
                path,
                lazy: lazyPage(() => import('../features/course-editor/index.ts').then((m) => m.CourseEditorPage)),
                handle: handle('courseEditor', true),
              })),
              {
                path: 'course-builder/:courseId',
                lazy: lazyPage(() => import('../features/course-builder/index.ts').then((m) => m.CourseBuilderPage)),
                handle: handle('courseBuilder', true),
              },
              {
                path: 'course/:courseId/review',
                lazy: lazyPage(() => import('../features/course-review/index.ts').then((m) => m.CourseReviewPage)),
                handle: handle('courseReview', true),
              },
              {
                path: 'course/:courseId/results',
                lazy: lazyPage(() => import('../features/course-results/index.ts').then((m) => m.CourseResultsPage)),
                handle: { title: (t) => t('learner.results.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'course/:courseId/group-training',
                lazy: lazyPage(() => import('../features/group-training/index.ts').then((m) => m.GroupTrainingPage)),
                handle: { title: (t) => t('groupTraining.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'lesson/:lessonId',
                lazy: lazyPage(() => import('../features/lesson-editor/index.ts').then((m) => m.LessonPage)),
                handle: handle('lesson', true),
              },
              {
                path: 'discussions/:discussionId/posts',
                lazy: lazyPage(() => import('../features/facilitator/index.ts').then((m) => m.DiscussionPostsPage)),
                // The facilitator screens belong to the authoring app, so they lock the dark scheme like its other pages.
                handle: handle('discussionPosts', true),
              },
              {
                path: 'assignments/:assignmentId/submissions',
                lazy: lazyPage(() => import('../features/facilitator/index.ts').then((m) => m.AssignmentSubmissionsPage)),
                handle: handle('assignmentSubmissions', true),
              },
              {
                path: 'moderation',
                lazy: lazyPage(() => import('../features/activities/index.ts').then((m) => m.ModerationPage)),
                handle: { title: (t) => t('moderation.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'assignment/:lessonId',
                lazy: lazyPage(() => import('../features/assessment/index.ts').then((m) => m.AssessmentPage)),
                handle: handle('assessment', true),
              },
              {
                path: 'discussion/:lessonId',
                lazy: lazyPage(() => import('../features/discussion/index.ts').then((m) => m.DiscussionPage)),
                handle: handle('discussion', true),
              },
              {
                path: 'virtual-classroom/:lessonId',
                lazy: lazyPage(() => import('../features/virtual-classroom/index.ts').then((m) => m.VirtualClassroomPage)),
                handle: handle('virtualClassroom', true),
              },
              {
                path: 'practical-assessment/:lessonId',
                lazy: lazyPage(() => import('../features/practical-assessment/index.ts').then((m) => m.PracticalAssessmentPage)),
                handle: handle('practicalAssessment', true),
              },
              {
                path: 'paths/:playlistId',
                lazy: lazyPage(() => import('../features/paths/index.ts').then((m) => m.PlaylistPage)),
                handle: handle('playlist'),
              },
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/account-settings/index.ts').then((m) => m.SettingsPage)),
                handle: handle('settings'),
              },
              {
                path: 'platform/accounts',
                lazy: lazyPage(() => import('../features/platform/index.ts').then((m) => m.PlatformAccountsPage)),
                handle: handle('platformAccounts'),
              },
              {
                path: 'peer-authoring',
                lazy: lazyPage(() => import('../features/peer-authoring/index.ts').then((m) => m.PeerAuthoringPage)),
                handle: handle('peerAuthoring'),
              },
              {
                path: 'media',
                lazy: lazyPage(() => import('../features/media/index.ts').then((m) => m.MediaLibraryPage)),
                // The library belongs to the authoring app, so it locks the dark scheme like its other pages.
                handle: handle('media', true),
              },
              ...learnerRoutes,
            ],
          },
          { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx').then((m) => m.NotFoundPage)), handle: handle('notFound') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
