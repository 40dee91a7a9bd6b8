import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AssessmentResponse, type AssessmentSummary, type DiscussionSummary, defaultAssessment } from '@slidewise/core';
import { mockApi } from '../../../test/fetch-mock.ts';
import { accountAndPlan, noCourses, renderApp, signedIn, testUser } from '../../../test/render-app.tsx';

const discussion = (id: string, fields: Partial<DiscussionSummary> = {}): DiscussionSummary => ({
  id,
  courseId: 'c1',
  courseTitle: 'Site safety',
  title: `Discussion ${id}`,
  description: '',
  isPublished: true,
  visibleToAllUsers: true,
  postCount: 0,
  lastActivityAt: null,
  modified: '2026-01-01T09:00:00.000Z',
  ...fields,
});
const assessment = (id: string, fields: Partial<AssessmentSummary> = {}): AssessmentSummary => ({
  id,
  courseId: 'c1',
  courseTitle: 'Site safety',
  title: `Assessment ${id}`,
  description: '',
  isPublished: true,
  submissionCount: 0,
  waitingCount: 0,
  modified: '2026-01-01T09:00:00.000Z',
  ...fields,
});
const list = <Item,>(items: Item[], totalCount = items.length) => ({ status: 200, body: { items, currentPage: 1, totalCount } });
const facilitator = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['facilitator'] } }, ...accountAndPlan };

describe('the moderation overview', () => {
  it('lists discussions newest activity first and assessments most waiting first, each linking to its facilitator screen', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/discussions/summaries': list([
        discussion('quiet'),
        discussion('busy', { postCount: 12, lastActivityAt: '2026-02-03T10:00:00.000Z', courseTitle: 'Onboarding' }),
      ]),
      'GET /api/assessments/summaries': list([
        assessment('done', { submissionCount: 4 }),
        assessment('late', { submissionCount: 6, waitingCount: 3, isPublished: false }),
      ]),
    });
    await renderApp('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'To moderate' })).toBeTruthy();

    const discussions = screen.getByRole('region', { name: 'Discussions' });
    const discussionItems = await within(discussions).findAllByRole('listitem');
    expect(discussionItems.map((item) => within(item).getByRole('link').textContent)).toEqual(['Discussion busy', 'Discussion quiet']);
    expect(within(discussionItems[0]!).getByRole('link').getAttribute('href')).toBe('/discussions/busy/posts');
    expect(within(discussionItems[0]!).getByText('Posts: 12')).toBeTruthy();
    expect(within(discussionItems[0]!).getByText('Onboarding')).toBeTruthy();
    expect(within(discussionItems[0]!).getByText(/^Last activity /)).toBeTruthy();
    expect(within(discussionItems[1]!).getByText('No posts yet')).toBeTruthy();

    const assessments = screen.getByRole('region', { name: 'Assessments' });
    const assessmentItems = await within(assessments).findAllByRole('listitem');
    expect(assessmentItems.map((item) => within(item).getByRole('link').textContent)).toEqual(['Assessment late', 'Assessment done']);
    expect(within(assessmentItems[0]!).getByRole('link').getAttribute('href')).toBe('/assignments/late/submissions');
    expect(within(assessmentItems[0]!).getByText('Waiting for a grade: 3')).toBeTruthy();
    expect(within(assessmentItems[0]!).getByText('Not published')).toBeTruthy();
    expect(within(assessmentItems[1]!).getByText('Nothing waiting for a grade')).toBeTruthy();

    // Account-wide: neither call names a course.
    expect(requests.find((request) => request.path === '/api/discussions/summaries')?.search).toBe('?page=1&pageSize=100');
    expect(requests.find((request) => request.path === '/api/assessments/summaries')?.search).toBe('?page=1&pageSize=100');
  });

  it('reaches a submission screen by keyboard from the top bar link', async () => {
    mockApi({
      ...signedIn,
      ...noCourses,
      'GET /api/discussions/summaries': list([]),
      'GET /api/assessments/summaries': list([assessment('a1', { waitingCount: 1 })]),
      // The submission screen's own data, so it stays open instead of answering not found.
      'GET /api/assessments/a1/latest': {
        status: 200,
        body: {
          ...defaultAssessment({ id: 'a1', courseId: 'c1', title: 'Assessment a1' }),
          courseTitle: 'Site safety',
          version: 1,
          hasUnpublishedChanges: false,
          modified: '2026-01-01T09:00:00.000Z',
        } satisfies AssessmentResponse,
      },
      'GET /api/assessments/a1/posts': list([]),
    });
    const { user, router } = await renderApp('/');
    const link = await within(document.querySelector<HTMLElement>('.top-bar')!).findByRole('link', { name: 'To moderate' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation'));
    const target = await screen.findByRole('link', { name: 'Assessment a1' });
    target.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/assignments/a1/submissions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment a1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assignments/a1/submissions');
  });

  it('shows a facilitator the overview on the home page, with empty lists said plainly, in Spanish too', async () => {
    mockApi({ ...facilitator, ...noCourses, 'GET /api/discussions/summaries': list([]), 'GET /api/assessments/summaries': list([]) });
    await renderApp('/', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Por moderar' })).toBeTruthy();
    // The overview is here, so the page does not link to it a second time.
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Por moderar' })).toBeNull();
    expect(await screen.findByText('Aún no hay debates en tus cursos.')).toBeTruthy();
    expect(await screen.findByText('Aún no hay evaluaciones en tus cursos.')).toBeTruthy();
  });

  it('keeps the overview off the home page of owners, who get a link to it there (phones have no room in the top bar)', async () => {
    const requests = mockApi({ ...signedIn, ...noCourses });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'To moderate' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'To moderate' }).getAttribute('href')).toBe('/moderation');
    expect(requests.some((request) => request.path.endsWith('/summaries'))).toBe(false);
  });

  it('shows loading, then an error with the server message per list, and tries again on request', async () => {
    let attempts = 0;
    mockApi({
      ...signedIn,
      'GET /api/discussions/summaries': () => new Promise(() => {}),
      'GET /api/assessments/summaries': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal' } }
          : list([assessment('a1')]);
      },
    });
    const { user } = await renderApp('/moderation');
    expect(await screen.findByText('Loading discussions…')).toBeTruthy();
    expect(await screen.findByText('We could not load the assessments.')).toBeTruthy();
    expect(screen.getByText('The database is unavailable.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Assessment a1' })).toBeTruthy();
  });

  it('says when only the first page is shown', async () => {
    mockApi({ ...signedIn, 'GET /api/discussions/summaries': list([discussion('d1')], 140), 'GET /api/assessments/summaries': list([]) });
    await renderApp('/moderation');
    expect(await screen.findByText('Showing 1 of 140.')).toBeTruthy();
  });

  it('gives learners no link to it', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } }, ...accountAndPlan });
    await renderApp('/forbidden');
    await screen.findByRole('button', { name: /sign out/i });
    expect(screen.queryByRole('link', { name: 'To moderate' })).toBeNull();
  });
});
