import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { appRoutes } from './router.tsx';
import { accountAndPlan, noCourses, renderApp, signedIn, signedOut, testUser } from '../test/render-app.tsx';
import { editorCourse } from '../test/course-fixtures.ts';
import { lessonConfig } from '../features/lesson-editor/state/test-lesson.ts';
import { assessmentResponse, discussionResponse } from '../test/activity-fixtures.ts';
import { observationResponse } from '../test/observation-fixtures.ts';
import { conferenceResponse } from '../test/conference-fixtures.ts';

// Course 42 exists for the built course pages, so they show it instead of answering not found.
const course42 = {
  'GET /api/courses/42': { status: 200, body: editorCourse({ id: '42', title: 'Course 42' }) },
  'GET /api/course/42/lessons': { status: 200, body: [] },
  'GET /api/courses/42/review-comments': { status: 200, body: [] },
  // Authoring pages read the plan, to say when it leaves them read-only.
  'GET /api/plan': accountAndPlan['GET /api/plan'],
};

describe('the route table', () => {
  // The discussion and assessment screens are built: each opens its item, in the dark scheme for authoring.
  const discussionScreens = {
    'GET /api/discussions/7/latest': { status: 200, body: discussionResponse({ id: '7', title: 'Discussion 7' }) },
    'GET /api/discussions/3/latest': { status: 200, body: discussionResponse({ id: '3', title: 'Discussion 3' }) },
    'GET /api/discussions/3/posts': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
    'GET /api/assessments/7/latest': { status: 200, body: assessmentResponse({ id: '7', title: 'Assessment 7' }) },
    'GET /api/assessments/4/latest': { status: 200, body: assessmentResponse({ id: '4', title: 'Assessment 4' }) },
    'GET /api/assessments/4/posts': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
    'GET /api/observations/7/latest': { status: 200, body: observationResponse({ id: '7', title: 'Observation 7' }) },
    'GET /api/conferences/7/latest': { status: 200, body: conferenceResponse({ id: '7', title: 'Conference 7' }) },
  };
  it.each([
    ['/discussions/3/posts', 'Discussion 3', 'Discussion posts', true],
    ['/assignments/4/submissions', 'Assessment 4', 'Assessment submissions', true],
    ['/assignment/7', 'Assessment 7', 'Assessment', true],
    ['/discussion/7', 'Discussion 7', 'Discussion', true],
    ['/practical-assessment/7', 'Observation 7', 'Practical assessment', true],
    ['/virtual-classroom/7', 'Conference 7', 'Virtual classroom', true],
  ] as const)('%s opens its screen', async (path, heading, title, locksDark) => {
    mockApi({ ...signedIn, ...discussionScreens });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe(locksDark ? 'ed-dark' : 'ed-light'));
    expect(document.title).toBe(`${title} · Slidewise`);
  });

  // The playlist editor is built (issue 16): an authoring page, in the dark scheme.
  it('/paths/9 opens the playlist editor in the dark scheme', async () => {
    mockApi({ ...signedIn, 'GET /api/playlists/9': { status: 404, body: { message: 'Playlist not found', code: 'not_found' } } });
    await renderApp('/paths/9');
    expect(await screen.findByText('Playlist not found')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Playlist · Slidewise');
  });

  // A board's standings as the staff look at them (issue 16): opened from the dark board list, dark too.
  it('/leaderboards/5 opens the staff standings in the dark scheme', async () => {
    const leaderboard = { id: '5', title: 'Board 5', kind: 'course', status: 'Draft', endedAt: null };
    mockApi({
      ...signedIn,
      'GET /api/leaderboards/5/standings': { status: 200, body: { leaderboard, entrantCount: 0, items: [], me: null } },
    });
    await renderApp('/leaderboards/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board 5' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
  });

  // The course editor is built; its three addresses lead to it (the course "new" is its creation form).
  it.each(['/course/new/edit', '/v2/course/new', '/course/new'])('%s opens the course editor in the dark scheme', async (path) => {
    mockApi(signedIn);
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Course editor · Slidewise');
  });

  // The course builder is built: without a course to read it still titles the page and locks the dark scheme.
  it('/course-builder/42 opens the course builder in the dark scheme', async () => {
    mockApi({ ...signedIn, ...course42 });
    await renderApp('/course-builder/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course 42' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Course builder · Slidewise');
  });

  // The lesson editor is built: it opens lesson 7's slides in the dark scheme.
  it('/lesson/7 opens the lesson editor in the dark scheme', async () => {
    mockApi({
      ...signedIn,
      'GET /api/lesson-authoring/7': { status: 200, body: lessonConfig({ lessonId: '7', title: 'Lesson 7' }) },
      // The catalogue the editor fetches ahead once idle: a 404 there would take the page to not found.
      'GET /api/slide-templates': { status: 200, body: { items: [] } },
    });
    await renderApp('/lesson/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson 7' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Lesson · Slidewise');
  });

  // The course review is built too: without a course to read it still titles the page and locks the dark scheme.
  it('/course/42/review opens the course review in the dark scheme', async () => {
    mockApi({ ...signedIn, ...course42 });
    await renderApp('/course/42/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course review' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('ed-dark'));
    expect(document.title).toBe('Course review · Slidewise');
  });

  it('keeps the sc family when an authoring page locks the dark scheme', async () => {
    mockApi(signedIn);
    await renderApp('/course/new/edit', { initialTheme: 'sc-light' });
    await screen.findByRole('heading', { name: 'New course' });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('sc-dark'));
  });

  it('takes the theme from ?theme= and remembers it', async () => {
    mockApi({ ...signedIn, ...noCourses });
    const { router } = await renderApp('/?theme=sc-light');
    await screen.findByRole('heading', { name: 'Your courses' });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('sc-light'));
    expect(localStorage.getItem('slidewise.theme')).toBe('sc-light');
    expect(document.cookie).toContain('slidewise_theme=sc-light');
    await router.navigate('/peer-authoring');
    await screen.findByRole('heading', { level: 1, name: 'Contributions' });
    expect(document.documentElement.dataset.theme).toBe('sc-light');
  });

  it('shows a not-found page for any other path', async () => {
    mockApi(signedOut);
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the forbidden page', async () => {
    mockApi(signedOut);
    await renderApp('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, then back to the page they asked for', async () => {
    let session = false;
    mockApi({
      ...course42,
      'GET /api/me': () =>
        session ? { status: 200, body: testUser } : { status: 401, body: { message: 'No session', code: 'unauthenticated' } },
      'POST /api/auth/login': () => {
        session = true;
        return { status: 200, body: { user: testUser } };
      },
    });
    const { router, user } = await renderApp('/course/42/review?tab=comments');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');

    await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Course review' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/course/42/review?tab=comments');
  });
});

describe('the top bar', () => {
  it('offers sign-out on public pages too when a session exists', async () => {
    mockApi(signedIn);
    await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ada: account and theme' })).toBeTruthy();
  });
});

describe('navigation', () => {
  it('moves focus to the new page’s heading', async () => {
    mockApi(signedIn);
    const { router } = await renderApp('/paths/1');
    await screen.findByRole('heading', { name: 'Playlist' });
    await router.navigate('/peer-authoring');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contributions' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('lazy pages', () => {
  // The first download holds only the shell (bench/learner-bundle.ts): a page given as an element would
  // put its code, and everything it imports, in every first visit.
  it('loads every page of the table on demand', () => {
    const pages: string[] = [];
    const eager: string[] = [];
    const visit = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.index ? `${parent}(index)` : route.path ? `${parent}${route.path}/` : parent;
        if (route.children) visit(route.children, path);
        else if (route.lazy) pages.push(path);
        else eager.push(path);
      }
    };
    visit(appRoutes, '/');
    expect(eager).toEqual([]);
    expect(pages).toEqual(expect.arrayContaining(['/learn/', '/course/:courseId/results/', '/sign-in/', '/*/', '/(index)']));
  });

  it('shows the shell with a loading notice while the first page’s code arrives', async () => {
    mockApi(signedIn);
    const router = createMemoryRouter(
      [
        {
          element: <AppShellStandIn />,
          children: [{ hydrateFallbackElement: <p>Loading the page</p>, children: [{ path: 'slow', lazy: () => new Promise(() => {}) }] }],
        },
      ],
      { initialEntries: ['/slow'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Shell')).toBeTruthy();
    expect(screen.getByText('Loading the page')).toBeTruthy();
  });
});

function AppShellStandIn() {
  return (
    <>
      <p>Shell</p>
      <Outlet />
    </>
  );
}
