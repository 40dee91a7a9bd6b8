import { screen, within } from '@testing-library/react';
import { defaultUserInfo, type LearnerPlaylist } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { accountAndPlan, renderApp } from '../../test/render-app.tsx';

const learner = defaultUserInfo({ userId: 'learner-1', userFirstName: 'Grace', userName: 'Grace Hopper', userRoles: ['app-user'] });
const session = { 'GET /api/me': { status: 200, body: learner }, ...accountAndPlan };

const playlist = (overrides: Partial<LearnerPlaylist> = {}): LearnerPlaylist => ({
  id: 'p1',
  title: 'Kitchen basics',
  description: 'Two steps to a safe kitchen.',
  image: '',
  playlistType: 'Sequential',
  progress: { courseCount: 2, completedCourseCount: 0, percentage: 0, completed: false, nextCourseId: 'c1' },
  courses: [
    {
      id: 'c1',
      title: 'Hand washing',
      libraryImage: '',
      lessonCount: 1,
      completedLessonCount: 0,
      completed: false,
      locked: false,
      waitsFor: null,
    },
    {
      id: 'c2',
      title: 'Food storage',
      libraryImage: '',
      lessonCount: 3,
      completedLessonCount: 0,
      completed: false,
      locked: true,
      waitsFor: { id: 'c1', title: 'Hand washing' },
    },
  ],
  ...overrides,
});

describe('a playlist as the learner takes it', () => {
  it('opens the first course of a Sequential playlist and keeps the next locked until it is completed', async () => {
    mockApi({ ...session, 'GET /api/learner/playlists/p1': { status: 200, body: playlist() } });
    await renderApp('/learn/paths/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen basics' })).toBeTruthy();
    expect(screen.getByText('Playlist · Sequential')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '0 of 2 courses completed' })).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Courses in order' })).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/learn/courses/c1');
    expect(within(first!).getByText('1 lesson')).toBeTruthy();
    expect(within(second!).getByText('Locked')).toBeTruthy();
    expect(within(second!).getByText('3 lessons')).toBeTruthy();
    expect(within(second!).getByText('Complete “Hand washing” first to open this course.')).toBeTruthy();
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('says so when the playlist holds no course open to the learner, in Spanish too', async () => {
    mockApi({
      ...session,
      'GET /api/learner/playlists/p1': {
        status: 200,
        body: playlist({
          courses: [],
          progress: { courseCount: 0, completedCourseCount: 0, percentage: 0, completed: false, nextCourseId: null },
        }),
      },
    });
    await renderApp('/learn/paths/p1', { language: 'es-ES' });
    expect(await screen.findByText('Aún no hay nada que hacer aquí')).toBeTruthy();
  });

  it('tells a playlist that is not open to the learner apart from a failure', async () => {
    mockApi({ ...session });
    await renderApp('/learn/paths/p1');
    expect(await screen.findByText('Playlist not found')).toBeTruthy();
    mockApi({
      ...session,
      'GET /api/learner/playlists/p2': { status: 500, body: { message: 'Database unavailable', code: 'internal_error' } },
    });
    await renderApp('/learn/paths/p2');
    expect(await screen.findByText('The playlist could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the learner's playlists on their home with their progress", async () => {
    const { courses: _courses, ...summary } = playlist({
      progress: { courseCount: 2, completedCourseCount: 1, percentage: 50, completed: false, nextCourseId: 'c2' },
    });
    mockApi({
      ...session,
      'GET /api/learner/playlists': { status: 200, body: { items: [summary] } },
      'GET /api/learner/courses': { status: 200, body: { items: [] } },
    });
    await renderApp('/learn');
    const section = await screen.findByRole('region', { name: 'Your playlists' });
    expect(within(section).getByRole('heading', { name: 'Kitchen basics' })).toBeTruthy();
    expect(within(section).getByRole('progressbar', { name: '1 of 2 courses completed' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open playlist' }).getAttribute('href')).toBe('/learn/paths/p1');
  });
});
