import { screen, waitFor } from '@testing-library/react';
import type { Playlist } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { accountAndPlan, renderApp, testUser } from '../../../test/render-app.tsx';

const session = { 'GET /api/me': { status: 200, body: testUser }, ...accountAndPlan };
const miniCourse = (id: string, title: string) => ({
  id,
  title,
  description: '',
  courseStatus: 'Published',
  thumbnail: '',
  modified: '2026-01-01T00:00:00.000Z',
  versionMarker: 'ORIGINAL',
});
const playlist = (overrides: Partial<Playlist> = {}): Playlist => ({
  id: 'p1',
  title: 'Kitchen basics',
  description: '',
  image: '',
  playlistType: 'Free',
  status: 'Draft',
  universalAccess: false,
  userGroups: [],
  courses: [{ id: 'c1', title: 'Hand washing', courseStatus: 'Published' }],
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const lists = {
  'GET /api/courses': {
    status: 200,
    body: { items: [miniCourse('c1', 'Hand washing'), miniCourse('c2', 'Food storage')], totalCount: 2, currentPage: 1, pageSize: 2000 },
  },
  'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Kitchen crew', memberCount: 3 }] },
};

describe("a playlist's editor", () => {
  it('saves the type, the courses in their new order and the groups, from the version it read', async () => {
    const requests = mockApi({
      ...session,
      ...lists,
      'GET /api/playlists/p1': { status: 200, body: playlist() },
      'PUT /api/playlists/p1': { status: 200, body: playlist({ version: 5, playlistType: 'Sequential' }) },
    });
    const { user } = await renderApp('/paths/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen basics' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Sequential/ }));
    await user.selectOptions(await screen.findByLabelText('Add a course'), 'c2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Move Food storage up' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Kitchen crew' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      version: 4,
      title: 'Kitchen basics',
      description: '',
      image: '',
      playlistType: 'Sequential',
      courseIds: ['c2', 'c1'],
      universalAccess: false,
      userGroups: ['g1'],
    });
    expect(await screen.findByText('Playlist saved.')).toBeTruthy();
  });

  it('offers to reload when someone else saved first, and says why a publish is refused', async () => {
    mockApi({
      ...session,
      ...lists,
      'GET /api/playlists/p1': { status: 200, body: playlist({ courses: [] }) },
      'PUT /api/playlists/p1': {
        status: 409,
        body: { message: 'Changed.', code: 'conflict', details: { current: playlist({ version: 5 }) } },
      },
      'POST /api/playlists/p1/publish': {
        status: 409,
        body: { message: 'Add at least one course before publishing this playlist.', code: 'empty_playlist' },
      },
    });
    const { user } = await renderApp('/paths/p1', { language: 'es-ES' });
    expect(await screen.findByText('Aún no hay cursos: añade el primero abajo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Añade al menos un curso antes de publicar esta lista de reproducción.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Otra persona cambió esta lista/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  it('lists the playlists, and says when there are none', async () => {
    mockApi({ ...session, 'GET /api/playlists': { status: 200, body: { items: [] } } });
    await renderApp('/paths');
    expect(await screen.findByText('No playlists yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New playlist' }).getAttribute('href')).toBe('/paths/new');
  });
});
