import type { UserDirectoryRow } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const person = (index: number, overrides: Partial<UserDirectoryRow> = {}): UserDirectoryRow => ({
  userId: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
  userEmail: `person${index}@example.com`,
  userFirstName: `Person`,
  userLastName: `${index}`,
  userRoles: ['app-user'],
  status: 'active',
  lastActiveAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const groups = { 'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Night shift', memberCount: 0 }] } };
const page = (items: UserDirectoryRow[], nextCursor: string | null = null) => ({
  'GET /api/users/directory': { status: 200, body: { items, totalCount: 30, totalCountCapped: false, nextCursor } },
});

describe('the user list', () => {
  it('lists people with their status, filters on the server and pages by cursor', async () => {
    const requests = mockApi({ ...signedIn, ...groups, ...page([person(1), person(2, { status: 'invited' })], 'next-page') });
    const { user } = await renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Person 1' })).toBeTruthy();
    expect(screen.getByText('30 people')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Invited')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    await waitFor(() => expect(requests.some((request) => request.search.includes('status=deactivated'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.some((request) => request.search.includes('cursor=next-page'))).toBe(true));
  });

  it('runs a bulk action on the people chosen, through its dialog', async () => {
    const requests = mockApi({
      ...signedIn,
      ...groups,
      ...page([person(1), person(2)]),
      'POST /api/users/bulk': { status: 200, body: { changed: 2, skipped: 0 } },
    });
    const { user } = await renderApp('/users');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose everyone on this page' }));
    expect(screen.getByText('2 people chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Act on them…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act on 2 people' });
    const run = within(dialog).getByRole('button', { name: 'Add them' }) as HTMLButtonElement;
    // No group chosen yet: nothing to run.
    expect(run.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night shift' }));
    await user.click(run);
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/users/bulk')?.body).toEqual({
        action: 'addToGroups',
        userIds: [person(1).userId, person(2).userId],
        roles: [],
        userGroupIds: ['g1'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nobody matches', async () => {
    mockApi({ ...signedIn, ...groups, ...page([]) });
    await renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Nobody matches' })).toBeTruthy();
  });

  it('says when the list cannot be read, with a way to try again', async () => {
    mockApi({
      ...signedIn,
      ...groups,
      'GET /api/users/directory': { status: 503, body: { message: 'Down for a moment', code: 'unavailable' } },
    });
    await renderApp('/users');
    expect(await screen.findByText('The people could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says in the bulk dialog that the user groups could not be read, not that there are none', async () => {
    mockApi({
      ...signedIn,
      ...page([person(1)]),
      'GET /api/usergroups': { status: 503, body: { message: 'Down for a moment', code: 'unavailable' } },
    });
    const { user } = await renderApp('/users');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Person 1' }));
    await user.click(screen.getByRole('button', { name: 'Act on them…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act on 1 person' });
    expect(await within(dialog).findByText('The user groups could not be loaded: Down for a moment')).toBeTruthy();
    expect(within(dialog).queryByText('No user groups yet.')).toBeNull();
  });
});
