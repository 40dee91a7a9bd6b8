import type { GroupTrainingSession } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const people = {
  'GET /api/courses/c1/group-training/people': {
    status: 200,
    body: {
      items: [
        { id: 'u1', name: 'Lee Learner', email: 'lee@example.com' },
        { id: 'u2', name: 'Sam Second', email: 'sam@example.com' },
      ],
    },
  },
};

function session(overrides: Partial<GroupTrainingSession> = {}): GroupTrainingSession {
  return {
    id: 's1',
    courseId: 'c1',
    title: 'Morning group',
    state: 'started',
    facilitator: { id: 'f1', name: 'Fay Facilitator' },
    attendees: [{ id: 'u1', name: 'Lee Learner', email: 'lee@example.com' }],
    startedAt: '2026-01-10T09:00:00.000Z',
    endedAt: null,
    version: 1,
    createdAt: '2026-01-10T09:00:00.000Z',
    modifiedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

describe('the group training page', () => {
  it('starts a session with attendees and lists it', async () => {
    const sessions: GroupTrainingSession[] = [];
    const requests = mockApi({
      ...signedIn,
      ...people,
      'GET /api/courses/c1/group-training/sessions': () => ({
        status: 200,
        body: { items: sessions, currentPage: 1, totalCount: sessions.length },
      }),
      'POST /api/courses/c1/group-training/sessions': ({ body }) => {
        const { title } = body as { title: string };
        sessions.unshift(session({ title, attendees: [{ id: 'u2', name: 'Sam Second', email: 'sam@example.com' }] }));
        return { status: 201, body: sessions[0] };
      },
    });
    const { user } = await renderApp('/course/c1/group-training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group training' })).toBeTruthy();
    expect(await screen.findByText('No sessions yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    await user.type(screen.getByLabelText('Session title', { exact: false }), 'Afternoon group');
    await user.click(await screen.findByRole('checkbox', { name: /Sam Second/ }));
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ title: 'Afternoon group', attendeeIds: ['u2'] }),
    );
    const card = await screen.findByRole('article', { name: 'Afternoon group' });
    expect(within(card).getByText('1 attendee: Sam Second')).toBeTruthy();
    expect(within(card).getByText('Started', { selector: 'span' })).toBeTruthy();
  });

  it('ends a session and cancels one after asking, with the version it was read at', async () => {
    let current = session();
    const requests = mockApi({
      ...signedIn,
      ...people,
      'GET /api/courses/c1/group-training/sessions': () => ({ status: 200, body: { items: [current], currentPage: 1, totalCount: 1 } }),
      'PUT /api/courses/c1/group-training/sessions/s1': ({ body }) => {
        const { state } = body as { state: GroupTrainingSession['state'] };
        current = {
          ...current,
          state,
          version: current.version + 1,
          endedAt: state === 'ended' ? '2026-01-10T11:00:00.000Z' : current.endedAt,
        };
        return { status: 200, body: current };
      },
    });
    const { user } = await renderApp('/course/c1/group-training');
    const card = await screen.findByRole('article', { name: 'Morning group' });
    await user.click(within(card).getByRole('button', { name: 'End' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Morning group' })).getByRole('button', { name: 'Resume' })).toBeTruthy(),
    );
    await user.click(within(screen.getByRole('article', { name: 'Morning group' })).getByRole('button', { name: 'Resume' }));
    await user.click(
      await within(screen.getByRole('article', { name: 'Morning group' })).findByRole('button', { name: 'Cancel the session' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel “Morning group”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Morning group' })).queryByRole('button')).toBeNull());
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { version: 1, state: 'ended' },
      { version: 2, state: 'resumed' },
      { version: 3, state: 'cancelled' },
    ]);
  });

  it('shows why a session cannot start', async () => {
    mockApi({
      ...signedIn,
      ...people,
      'GET /api/courses/c1/group-training/sessions': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
      'POST /api/courses/c1/group-training/sessions': {
        status: 409,
        body: { message: 'Group training is switched off for this course.', code: 'group_training_disabled' },
      },
    });
    const { user } = await renderApp('/course/c1/group-training', { language: 'es-ES' });
    await user.type(await screen.findByLabelText('Título de la sesión', { exact: false }), 'Grupo');
    await user.click(screen.getByRole('button', { name: 'Iniciar la sesión' }));
    expect(
      (await screen.findAllByText('La formación en grupo está desactivada en este curso. Actívala primero en el editor del curso.')).length,
    ).toBeGreaterThan(0);
  });
});
