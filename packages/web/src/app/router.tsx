import { createBrowserRouter, type RouteObject } from 'react-router';
import { AssessmentPage } from '../features/assessment/index.ts';
import { MagicLinkPage, RequireAuth, SignInPage, SignUpPage } from '../features/auth/index.ts';
import { CourseBuilderPage } from '../features/course-builder/index.ts';
import { CourseEditorPage } from '../features/course-editor/index.ts';
import { CourseReviewPage } from '../features/course-review/index.ts';
import { DiscussionPage } from '../features/discussion/index.ts';
import { AssignmentSubmissionsPage, DiscussionPostsPage } from '../features/facilitator/index.ts';
import { HomePage } from '../features/home/index.ts';
import { learnerRoutes } from '../features/learner/routes.tsx';
import { LessonPage } from '../features/lesson-editor/index.ts';
import { PlaylistPage } from '../features/paths/index.ts';
import { PeerAuthoringPage } from '../features/peer-authoring/index.ts';
import { PracticalAssessmentPage } from '../features/practical-assessment/index.ts';
import { VirtualClassroomPage } from '../features/virtual-classroom/index.ts';
import { AppShell } from './AppShell.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (page: RouteHandle['page'], locksDarkScheme = false): RouteHandle => ({ page, locksDarkScheme });

/** The route table of both specs' §2, plus sign-in, sign-up, magic link, home, forbidden and not found. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A crash inside a page keeps the top bar, so the user can still switch language or go home.
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'sign-in', element: <SignInPage />, handle: handle('signIn') },
          { path: 'sign-up', element: <SignUpPage />, handle: handle('signUp') },
          { path: 'magic-link', element: <MagicLinkPage />, handle: handle('magicLink') },
          { path: 'forbidden', element: <ForbiddenPage />, handle: handle('forbidden') },
          {
            element: <RequireAuth />,
            children: [
              { index: true, element: <HomePage />, handle: handle('home') },
              { path: 'course/:courseId/edit', element: <CourseEditorPage />, handle: handle('courseEditor', true) },
              { path: 'v2/course/:courseId', element: <CourseEditorPage />, handle: handle('courseEditor', true) },
              { path: 'course/:courseId', element: <CourseEditorPage />, handle: handle('courseEditor', true) },
              { path: 'course-builder/:courseId', element: <CourseBuilderPage />, handle: handle('courseBuilder', true) },
              { path: 'course/:courseId/review', element: <CourseReviewPage />, handle: handle('courseReview', true) },
              { path: 'lesson/:lessonId', element: <LessonPage />, handle: handle('lesson', true) },
              { path: 'discussions/:discussionId/posts', element: <DiscussionPostsPage />, handle: handle('discussionPosts') },
              {
                path: 'assignments/:assignmentId/submissions',
                element: <AssignmentSubmissionsPage />,
                handle: handle('assignmentSubmissions'),
              },
              { path: 'assignment/:lessonId', element: <AssessmentPage />, handle: handle('assessment', true) },
              { path: 'discussion/:lessonId', element: <DiscussionPage />, handle: handle('discussion', true) },
              { path: 'virtual-classroom/:lessonId', element: <VirtualClassroomPage />, handle: handle('virtualClassroom', true) },
              {
                path: 'practical-assessment/:lessonId',
                element: <PracticalAssessmentPage />,
                handle: handle('practicalAssessment', true),
              },
              { path: 'paths/:playlistId', element: <PlaylistPage />, handle: handle('playlist') },
              { path: 'peer-authoring', element: <PeerAuthoringPage />, handle: handle('peerAuthoring') },
              ...learnerRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: handle('notFound') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
