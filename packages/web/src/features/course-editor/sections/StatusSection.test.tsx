import type { Course, CourseStatus } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

function openWithStatus(courseStatus: CourseStatus, extra: Parameters<typeof mockApi>[0] = {}, overrides: Partial<Course> = {}) {
  const course = editorCourse({ courseStatus, ...overrides });
  const requests = mockApi({
    ...signedIn,
    'GET /api/courses/c1': { status: 200, body: course },
    'GET /api/usergroups': { status: 200, body: [] },
    ...noLessons('c1'),
    ...extra,
  });
  return { course, requests };
}

async function actionNames() {
  const group = await screen.findByRole('group', { name: 'Status actions' });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('the status section', () => {
  it('offers what a draft allows', async () => {
    openWithStatus('Draft');
    await renderApp('/course/c1/edit?section=status');
    expect(await actionNames()).toEqual(['Publish now', 'Schedule for later', 'Send for review', 'Archive']);
    expect(screen.getByText('Only authors can see this course. Publish it when it is ready.')).toBeTruthy();
  });

  it('offers what a published course allows', async () => {
    openWithStatus('Published', {}, { publishOn: '2030-01-01T09:00:00.000Z', display: { active: true } });
    await renderApp('/course/c1/edit?section=status');
    expect(await actionNames()).toEqual(['Publish changes', 'Unpublish', 'Archive']);
    expect(screen.getByText(/^Live since /)).toBeTruthy();
  });

  it('offers what a course under review and an archived course allow', async () => {
    openWithStatus('InReview');
    const first = await renderApp('/course/c1/edit?section=status');
    expect(await actionNames()).toEqual(['Back to draft', 'Mark as reviewed', 'Archive']);
    first.unmount();
    openWithStatus('Archived');
    await renderApp('/course/c1/edit?section=status');
    expect(await actionNames()).toEqual(['Back to draft']);
  });

  it('publishes now and shows the new status', async () => {
    const { course, requests } = openWithStatus('Draft', {
      'POST /api/courses/c1/publish': {
        status: 200,
        body: editorCourse({ courseStatus: 'Published', display: { active: true }, version: 5 }),
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=status');
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('The course is published.')).toBeTruthy();
    expect(await actionNames()).toEqual(['Publish changes', 'Unpublish', 'Archive']);
    expect(requests.find((request) => request.path === '/api/courses/c1/publish')?.body).toEqual({ version: course.version });
  });

  it('shows an unpublish at once and restores the status, display active, when it fails', async () => {
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    openWithStatus(
      'Published',
      { 'POST /api/courses/c1/unpublish': () => new Promise((resolve) => (release = resolve)) },
      { publishOn: '2030-01-01T09:00:00.000Z', display: { active: true } },
    );
    const { user } = await renderApp('/course/c1/edit?section=status');
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    // Optimistic: Draft while the call is under way.
    expect(await screen.findAllByText('Draft')).not.toHaveLength(0);
    release({ status: 500, body: { message: 'Unpublishing failed.', code: 'internal_error' } });
    expect(await screen.findByText('Your last change was not saved and has been undone.')).toBeTruthy();
    expect(await actionNames()).toEqual(['Publish changes', 'Unpublish', 'Archive']);
    expect(screen.getAllByText('Something went wrong on our side. Please try again.').length).toBeGreaterThan(0);
  });

  it('schedules for later with the spec’s date messages', async () => {
    const { requests } = openWithStatus('Draft', {
      'POST /api/courses/c1/schedule': ({ body }) => ({
        status: 200,
        body: editorCourse({
          courseStatus: 'Scheduled',
          publishOn: (body as { publishOn: string }).publishOn,
          display: { active: true },
          version: 5,
        }),
      }),
    });
    const { user } = await renderApp('/course/c1/edit?section=status');
    await user.click(await screen.findByRole('button', { name: 'Schedule for later' }));
    const form = screen.getByRole('form', { name: 'Schedule for later' });
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByText('Date is required')).toBeTruthy();

    const publishOn = within(form).getByLabelText(/^Publish on/);
    await user.type(publishOn, '2020-01-01T10:00');
    expect(within(form).getByText(/^Date should be after /)).toBeTruthy();

    await user.clear(publishOn);
    await user.type(publishOn, '2099-06-01T10:00');
    await user.type(within(form).getByLabelText(/^Unpublish on/), '2099-05-01T10:00');
    expect(within(form).getByText(/^Date should be before /)).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^Unpublish on/));

    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The course is scheduled.')).toBeTruthy();
    const body = requests.find((request) => request.path === '/api/courses/c1/schedule')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ scheduleStatus: 'Later', unpublishOn: null, version: 4 });
    expect(body.publishOn).toBe(new Date(2099, 5, 1, 10, 0).toISOString());
    expect(screen.getByText(/^Goes live on /)).toBeTruthy();
  });

  it('says who can see the course beside its status: every learner, its groups by name, or nobody', async () => {
    const groups = { 'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Night shift', memberCount: 4 }] } };
    openWithStatus('Draft', groups, { universalAccess: true });
    const first = await renderApp('/course/c1/edit?section=status');
    expect((await screen.findByTestId('course-audience')).textContent).toBe('Who can see it: Every learner of the account');
    first.unmount();
    openWithStatus('Draft', groups, { universalAccess: false, userGroups: ['g1'] });
    const second = await renderApp('/course/c1/edit?section=status');
    await waitFor(() => expect(screen.getByTestId('course-audience').textContent).toBe('Who can see it: Members of 1 group: Night shift'));
    second.unmount();
    openWithStatus('Draft', groups);
    await renderApp('/course/c1/edit?section=status');
    expect((await screen.findByTestId('course-audience')).textContent).toBe('Who can see it: Nobody: access is limited to no groups');
    // A draft nobody can see is no trap: nobody is meant to see it yet.
    expect(screen.queryByText('No learner can see this course')).toBeNull();
  });

  it('right after publishing a course nobody can see, says so in a dialog and gives every learner access from it', async () => {
    const published = editorCourse({ courseStatus: 'Published', display: { active: true }, version: 5 });
    const { requests } = openWithStatus('Draft', {
      'GET /api/usergroups': { status: 200, body: [] },
      'POST /api/courses/c1/publish': { status: 200, body: published },
      'PUT /api/courses/c1/usergroups': ({ body }) => ({ status: 200, body: { ...published, ...(body as object), version: 6 } }),
    });
    const { user } = await renderApp('/course/c1/edit?section=status');
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'The course is published — but nobody can see it' });
    expect(within(dialog).getByText(/its access is limited to no groups, so no learner can see it/)).toBeTruthy();
    expect(within(dialog).getByText(/The account has no groups yet/)).toBeTruthy();
    // Keyboard: the way out is a button reached and pressed from the keyboard.
    within(dialog).getByRole('button', { name: 'Give every learner access' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.path === '/api/courses/c1/usergroups')?.body).toEqual({
      universalAccess: true,
      userGroups: [],
      version: 5,
    });
    expect((await screen.findByTestId('course-audience')).textContent).toBe('Who can see it: Every learner of the account');
  });

  it('keeps saying so under a live course nobody can see, and saves the groups picked there', async () => {
    const live = { publishOn: '2030-01-01T09:00:00.000Z', display: { active: true } };
    const { requests } = openWithStatus(
      'Published',
      {
        'GET /api/usergroups': {
          status: 200,
          body: [
            { id: 'g1', name: 'Night shift', memberCount: 4 },
            { id: 'g2', name: 'Day shift', memberCount: 2 },
          ],
        },
        'PUT /api/courses/c1/usergroups': ({ body }) => ({
          status: 200,
          body: editorCourse({ courseStatus: 'Published', ...live, ...(body as object), version: 9 }),
        }),
      },
      live,
    );
    const { user } = await renderApp('/course/c1/edit?section=status');
    expect(await screen.findByText('No learner can see this course')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: 'Day shift' }));
    await user.click(screen.getByRole('button', { name: 'Give these groups access' }));
    await waitFor(() => expect(screen.queryByText('No learner can see this course')).toBeNull());
    expect(requests.find((request) => request.path === '/api/courses/c1/usergroups')?.body).toMatchObject({
      universalAccess: false,
      userGroups: ['g2'],
    });
    expect(screen.getByTestId('course-audience').textContent).toBe('Who can see it: Members of 1 group: Day shift');
  });

  it('says who can see it in Spanish', async () => {
    openWithStatus('Draft', {}, { universalAccess: true });
    await renderApp('/course/c1/edit?section=status&lng=es-ES');
    expect((await screen.findByTestId('course-audience')).textContent).toBe(
      'Quién puede verlo: Todas las personas que aprenden en la cuenta',
    );
  });
});
