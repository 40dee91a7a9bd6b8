import type { UserDetail } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const userId = '00000000-0000-4000-8000-000000000042';
const person: UserDetail = {
  userId,
  userEmail: 'kim@example.com',
  userFirstName: 'Kim',
  userLastName: 'Known',
  userRoles: ['app-user'],
  status: 'active',
  lastActiveAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  userAvatarUrl: '',
  userCustomFields: [{ name: 'department', value: 'Warehouse' }],
  userGroups: [{ id: 'g1', name: 'Night shift' }],
  courses: [
    {
      courseId: 'c1',
      title: 'Forklift safety',
      completedLessons: 2,
      totalLessons: 3,
      averageScore: 80,
      lastActivityAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  activity: [{ kind: 'created', at: '2026-11-01T09:00:00.000Z', subject: null }],
};
const groups = { 'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Night shift', memberCount: 1 }] } };

describe('a person’s page', () => {
  it('shows each tab, moving between them with the arrow keys', async () => {
    mockApi({ ...signedIn, ...groups, [`GET /api/users/${userId}`]: { status: 200, body: person } });
    const { user } = await renderApp(`/users/${userId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kim Known' })).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('kim@example.com');

    const details = screen.getByRole('tab', { name: 'Details' });
    details.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Roles' }));
    expect((within(screen.getByRole('tabpanel')).getByRole('checkbox', { name: 'Learner' }) as HTMLInputElement).checked).toBe(true);

    await user.keyboard('{ArrowRight}');
    const groupsPanel = screen.getByRole('tabpanel', { name: 'User groups' });
    expect(((await within(groupsPanel).findByRole('checkbox', { name: 'Night shift' })) as HTMLInputElement).checked).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('tabpanel', { name: 'Courses' })).getByText('2 of 3 lessons')).toBeTruthy();
    // From the first tab, left wraps round to the last.
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says what deleting keeps before it deletes, then goes back to the list', async () => {
    const requests = mockApi({
      ...signedIn,
      ...groups,
      [`GET /api/users/${userId}`]: { status: 200, body: person },
      [`DELETE /api/users/${userId}`]: { status: 204 },
      'GET /api/users/directory': { status: 200, body: { items: [], totalCount: 0, totalCountCapped: false, nextCursor: null } },
    });
    const { user } = await renderApp(`/users/${userId}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this person?' });
    expect(within(dialog).getByText(/course results are kept, anonymised/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'DELETE' && request.path === `/api/users/${userId}`)).toBe(true),
    );
  });

  it('shows the server’s refusal of a change beside the form', async () => {
    mockApi({
      ...signedIn,
      ...groups,
      [`GET /api/users/${userId}`]: { status: 200, body: person },
      [`PUT /api/users/${userId}`]: {
        status: 409,
        body: { message: "Only an account owner can change an account owner's e-mail address.", code: 'account_owner_protected' },
      },
    });
    const { user } = await renderApp(`/users/${userId}`);
    const email = (await screen.findByLabelText(/^E-mail/)) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The account owner is protected: they cannot be deactivated or deleted, and only an account owner can change their e-mail address.',
      ),
    ).toBeTruthy();
  });
});
