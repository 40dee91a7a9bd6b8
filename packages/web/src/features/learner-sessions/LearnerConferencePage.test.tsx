import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { learnerConference } from '../../test/conference-fixtures.ts';

const learner = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } } };

describe('the learner’s conference page', () => {
  it('registers the learner and gives the place back', async () => {
    const requests = mockApi({
      ...signedIn,
      ...learner,
      'GET /api/conferences/v1/learner': { status: 200, body: learnerConference() },
      'POST /api/conferences/v1/registration': {
        status: 201,
        body: learnerConference({ registered: true, registeredCount: 3, spotsLeft: 17 }),
      },
      'DELETE /api/conferences/v1/registration': { status: 200, body: learnerConference() },
    });
    const { user } = await renderApp('/learn/conferences/v1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Q&A' })).toBeTruthy();
    expect(screen.getByText('18 places left')).toBeTruthy();
    expect(screen.getByText('Coming up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Safety basics' }).getAttribute('href')).toBe('/learn/courses/c1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('You are registered.')).length).toBeGreaterThan(0);
    expect(screen.getByText('17 places left')).toBeTruthy();
    expect(screen.getByText('The join link appears here shortly before the conference starts.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the conference' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy());
    expect(requests.filter((request) => request.method !== 'GET').map((request) => request.method)).toEqual(['POST', 'DELETE']);
  });

  it('offers the join link while a registered learner may join, in a new tab', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/conferences/v1/learner': {
        status: 200,
        body: learnerConference({ phase: 'live', registered: true, canJoin: true, joinUrl: 'https://meet.example.com/room' }),
      },
    });
    await renderApp('/learn/conferences/v1');
    const join = await screen.findByRole('link', { name: 'Join the conference' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/room');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
  });

  it('cannot register for a full conference, and shows a refusal from the server', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/conferences/v1/learner': { status: 200, body: learnerConference({ spotsLeft: 0, registeredCount: 20 }) },
    });
    await renderApp('/learn/conferences/v1');
    expect(await screen.findByText('This conference is full.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);

    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/conferences/v1/learner': { status: 200, body: learnerConference() },
      'POST /api/conferences/v1/registration': { status: 409, body: { message: 'This conference has ended.', code: 'conference_ended' } },
    });
    const { user } = await renderApp('/learn/conferences/v1', { language: 'es-ES' });
    await user.click((await screen.findAllByRole('button', { name: 'Inscribirme' })).at(-1)!);
    expect((await screen.findAllByText('Esta conferencia ha terminado.')).length).toBeGreaterThan(0);
  });

  it('says when the conference cannot be loaded', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/conferences/v1/learner': { status: 500, body: { message: 'Down', code: 'internal_error' } },
    });
    await renderApp('/learn/conferences/v1');
    expect(await screen.findByText('This conference could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
