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
            path: 'accept-invitation',
            lazy: lazyPage(() => import('../features/auth/AcceptInvitationPage.tsx').then((m) => m.AcceptInvitationPage)),
            handle: { title: (t) => t('ownAccount.invitation.title') } satisfies RouteHandle,
          },
          {
            path: 'forgot-password',
            lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage)),
            handle: { title: (t) => t('ownAccount.forgot.title') } satisfies RouteHandle,
          },
          {
            path: 'reset-password',
            lazy: lazyPage(() => import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage)),
            handle: { title: (t) => t('ownAccount.reset.title') } satisfies RouteHandle,
          },
          {
            // Public (issue 16): whoever holds a certificate's code checks it without signing in.
            path: 'certificates/:code',
            lazy: lazyPage(() => import('../features/certificates/index.ts').then((m) => m.VerifyCertificatePage)),
            handle: { title: (t) => t('certificates.verify.title') } satisfies RouteHandle,
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
                path: 'analytics/courses',
                lazy: lazyPage(() => import('../features/analytics-courses/index.ts').then((m) => m.ReportCoursesPage)),
                handle: { title: (t) => t('analyticsCourses.coursesTitle'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'analytics/courses/:courseId',
                lazy: lazyPage(() => import('../features/analytics-courses/index.ts').then((m) => m.CourseReportPage)),
                handle: { title: (t) => t('analyticsCourses.courseTitle'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'analytics/courses/:courseId/lessons/:lessonId',
                lazy: lazyPage(() => import('../features/analytics-courses/index.ts').then((m) => m.QuestionReportPage)),
                handle: { title: (t) => t('analyticsCourses.questionsTitle'), locksDarkScheme: true } satisfies RouteHandle,
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
                path: 'notifications',
                lazy: lazyPage(() => import('../features/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage)),
                handle: { title: (t) => t('notifications.title') } satisfies RouteHandle,
              },
              {
                path: 'notifications/preferences',
                lazy: lazyPage(() =>
                  import('../features/notifications/NotificationPreferencesPage.tsx').then((m) => m.NotificationPreferencesPage),
                ),
                handle: { title: (t) => t('notifications.preferencesTitle') } satisfies RouteHandle,
              },
              {
                path: 'paths/:playlistId',
                lazy: lazyPage(() => import('../features/paths/index.ts').then((m) => m.PlaylistPage)),
                // Spec authoring §1: the authoring app fixes the dark scheme; playlists are built there.
                handle: handle('playlist', true),
              },
              {
                path: 'collections',
                lazy: lazyPage(() => import('../features/course-collections/index.ts').then((m) => m.CourseCollectionsPage)),
                handle: { title: (t) => t('collections.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              // Issue 17: the course library's starter courses, for authors to preview and import.
              {
                path: 'library',
                lazy: lazyPage(() => import('../features/course-library/index.ts').then((m) => m.LibraryPage)),
                handle: { title: (t) => t('courseLibrary.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'library/:libraryCourseId',
                lazy: lazyPage(() => import('../features/course-library/index.ts').then((m) => m.LibraryCoursePage)),
                handle: { title: (t) => t('courseLibrary.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'leaderboards',
                lazy: lazyPage(() => import('../features/leaderboards/index.ts').then((m) => m.LeaderboardsAdminPage)),
                handle: { title: (t) => t('leaderboards.admin.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'leaderboards/:leaderboardId',
                lazy: lazyPage(() => import('../features/leaderboards/index.ts').then((m) => m.StaffStandingsPage)),
                // The staff's look at a board, opened from their dark list: it keeps the authoring scheme.
                handle: { title: (t) => t('leaderboards.learner.boardTitle'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'paths',
                lazy: lazyPage(() => import('../features/paths/index.ts').then((m) => m.PlaylistListPage)),
                handle: { title: (t) => t('playlists.list.title'), locksDarkScheme: true } satisfies RouteHandle,
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
              // Analytics (issue 15): the overview and one person's report, for those who read the reports.
              {
                path: 'analytics',
                lazy: lazyPage(() => import('../features/analytics-overview/index.ts').then((m) => m.AnalyticsOverviewPage)),
                // Staff reports, like the course reports their tab leads to: the authoring dark scheme.
                handle: { title: (t) => t('analyticsOverview.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              {
                path: 'analytics/learners/:userId',
                lazy: lazyPage(() => import('../features/analytics-overview/index.ts').then((m) => m.LearnerReportPage)),
                handle: { title: (t) => t('analyticsOverview.learner.title'), locksDarkScheme: true } satisfies RouteHandle,
              },
              // People (issue 14): administrators manage the account's people, groups and invitations.
              {
                path: 'users',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.UsersPage)),
                handle: { title: (t) => t('people.title') } satisfies RouteHandle,
              },
              {
                path: 'users/import',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.UserImportPage)),
                handle: { title: (t) => t('people.import.title') } satisfies RouteHandle,
              },
              {
                path: 'users/:userId',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.PersonPage)),
                handle: { title: (t) => t('people.person.title') } satisfies RouteHandle,
              },
              {
                path: 'invitations',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.InvitationsPage)),
                handle: { title: (t) => t('people.invitations.title') } satisfies RouteHandle,
              },
              {
                path: 'user-groups',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.UserGroupsPage)),
                handle: { title: (t) => t('people.groups.title') } satisfies RouteHandle,
              },
              {
                path: 'user-groups/:groupId',
                lazy: lazyPage(() => import('../features/people/index.ts').then((m) => m.UserGroupPage)),
                handle: { title: (t) => t('people.groups.title') } satisfies RouteHandle,
              },
              {
                path: 'account',
                lazy: lazyPage(() => import('../features/own-account/index.ts').then((m) => m.AccountSettingsPage)),
                handle: { title: (t) => t('ownAccount.title') } satisfies RouteHandle,
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
